// My Account: the shopper's details, first and last name split from the name, payment radios, Egypt read-only.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { splitName } from '../../../../src/features/session/sessionUser';
import { renderAccount, signedInSession, useCatalogueHandlers } from './accountKit';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
setupMswServer();
beforeEach(() => {
  useCatalogueHandlers();
  // The address book (its own tests: orders/components/AddressBook.test.tsx) is empty here.
  server.use(http.get(api('/user/addresses'), () => HttpResponse.json({ data: [] })));
});

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ProfileScreen', () => {
  it('shows name, first and last name, email, phone and the country Egypt', async () => {
    renderAccount('/profile', { session: signedInSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(valueOf('Name')).toHaveTextContent('Mona Adel Hassan');
    expect(valueOf('First name')).toHaveTextContent('Mona');
    expect(valueOf('Last name')).toHaveTextContent('Adel Hassan');
    expect(valueOf('Email')).toHaveTextContent('mona@example.com');
    expect(valueOf('Phone')).toHaveTextContent('01012345678');
    expect(valueOf('Country')).toHaveTextContent('Egypt');
    expect(within(screen.getByRole('main')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the three payment methods as information: cash on delivery, the others not available yet', async () => {
    const user = userEvent.setup({ delay: null });
    renderAccount('/profile', { session: signedInSession() });
    const group = await screen.findByRole('group', { name: 'Payment method' });
    expect(group).toBeVisible();
    expect(group).toHaveAccessibleDescription('Every order is paid in cash on delivery.');
    const cash = screen.getByRole('radio', { name: 'Cash On Delivery' });
    expect(cash).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Installment/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Pay By Card/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Installment/ })).toHaveAccessibleName(
      'Installment Not available yet',
    );
    // Nothing to change, so nothing that looks saved and is not.
    await user.click(screen.getByRole('radio', { name: /^Installment/ }));
    expect(cash).toBeChecked();
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('with online methods switched on, lists only those and cash, none of them "not available yet"', async () => {
    server.use(
      http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['card', 'instalments'] })),
    );
    renderAccount('/profile', { session: signedInSession() });
    const group = await screen.findByRole('group', { name: 'Payment method' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'You choose how to pay for each order at checkout: cash, card, or installments.',
      ),
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Cash On Delivery', 'Pay By Card', 'Installment']);
    expect(within(group).getByRole('radio', { name: 'Installment' })).toHaveAccessibleName('Installment');
    expect(group).not.toHaveTextContent(/not available/i);
  });

  it('says the methods switched on in Arabic', async () => {
    server.use(http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['wallet'] })));
    renderAccount('/profile', { session: signedInSession(), lang: 'ar' });
    const group = await screen.findByRole('group', { name: 'طريقة الدفع' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(/^تختار طريقة دفع كل طلب عند إتمام الشراء: /),
    );
    expect(within(group).getByRole('radio', { name: 'المحفظة الإلكترونية' })).toBeInTheDocument();
    expect(group).not.toHaveTextContent('غير متاح');
  });

  it('shows N/A for a missing last name and phone', async () => {
    renderAccount('/profile', {
      session: signedInSession({ user: { _id: 'u2', name: 'Mona', email: 'm@example.com' } }),
    });
    await screen.findByRole('heading', { name: 'My Account' });
    expect(valueOf('Last name')).toHaveTextContent('N/A');
    expect(valueOf('Phone')).toHaveTextContent('N/A');
  });

  it('reads in Arabic', async () => {
    renderAccount('/profile', { session: signedInSession(), lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    expect(valueOf('الاسم الأول')).toHaveTextContent('Mona');
    expect(valueOf('الدولة')).toHaveTextContent('مصر');
    expect(screen.getByRole('radio', { name: 'الدفع عند الاستلام' })).toBeChecked();
  });

  it.each([
    ['Mona Adel Hassan', 'Mona', 'Adel Hassan'],
    ['  منى   عادل ', 'منى', 'عادل'],
    ['Mona', 'Mona', ''],
  ])('splits %j into first and last name', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
