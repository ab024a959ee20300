// My Account: the shopper's details, first and last name split from the name, payment radios, Egypt read-only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server, setupMswServer } from '../../../support/web/server';
import { splitName } from '../../../../src/features/session/sessionUser';
import { apiUser, expectToast, renderAccount, signedInSession, useCatalogueHandlers } from './accountKit';

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
    expect(
      within(screen.getByRole('region', { name: 'Personal details' })).queryByRole('textbox'),
    ).not.toBeInTheDocument();
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
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
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

describe('changing the account on My Account', () => {
  it('saves a new name and a pasted phone, normalised, and shows them at once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(api('/user/profile'), async ({ request }) => {
        const body = (await request.json()) as { name: string; phone: string };
        sent.push(body);
        return HttpResponse.json({ data: { ...apiUser, ...body } });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/profile', { session: signedInSession() });
    const form = within(await screen.findByRole('region', { name: 'Name and phone' }));
    const name = form.getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Mona Adel');
    const phone = form.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+20 111 234 5678');
    await user.click(form.getByRole('button', { name: 'Save name and phone' }));
    await expectToast('Your name and phone were saved');
    expect(sent).toEqual([{ name: 'Mona Adel', phone: '01112345678' }]);
    expect(valueOf('Name')).toHaveTextContent('Mona Adel');
    expect(valueOf('Phone')).toHaveTextContent('01112345678');
  });

  it('holds the name rule before sending anything', async () => {
    const sent: unknown[] = [];
    server.use(http.patch(api('/user/profile'), () => void sent.push(1)));
    const user = userEvent.setup({ delay: null });
    renderAccount('/profile', { session: signedInSession() });
    const form = within(await screen.findByRole('region', { name: 'Name and phone' }));
    const name = form.getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'M0na');
    await user.click(form.getByRole('button', { name: 'Save name and phone' }));
    expect(await form.findByText('Name must contain only English or Arabic letters')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('changes the password with the current one, keeping this session, and shows the server refusal under its field', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(api('/user/password'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        if (body.currentPassword !== 'Passw0rd!')
          return HttpResponse.json(
            {
              message: 'The current password is not right',
              errors: { currentPassword: 'The current password is not right' },
            },
            { status: 400 },
          );
        return HttpResponse.json({ message: 'Your password was changed. Other devices were signed out.' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/profile', { session: signedInSession() });
    const form = within(await screen.findByRole('region', { name: 'Password' }));
    const current = form.getByLabelText('Current password');
    await user.type(current, 'Wr0ng_one');
    await user.type(form.getByLabelText('New password'), 'N3w_Passw0rd');
    await user.type(form.getByLabelText('Confirm password'), 'N3w_Passw0rd');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not right'));
    await user.clear(current);
    await user.type(current, 'Passw0rd!');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await expectToast('Your password was changed. Other devices were signed out.');
    expect(sent[1]).toEqual({
      currentPassword: 'Passw0rd!',
      password: 'N3w_Passw0rd',
      confirmPassword: 'N3w_Passw0rd',
      refresh_token: 'refresh-1',
    });
    expect(current).toHaveValue('');
  });

  it('sends the email link and says the address changes once it is followed, in Arabic', async () => {
    server.use(
      http.post(api('/user/email'), () =>
        HttpResponse.json({ message: 'أرسلنا رابطًا إلى new@example.com.' }, { status: 202 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/profile', { session: signedInSession(), lang: 'ar' });
    const region = await screen.findByRole('region', { name: 'البريد الإلكتروني' });
    const form = within(region);
    await user.type(form.getByRole('textbox', { name: 'البريد الإلكتروني الجديد' }), 'new@example.com');
    await user.type(form.getByLabelText('كلمة المرور الحالية'), 'Passw0rd!');
    await user.click(form.getByRole('button', { name: 'إرسال رابط التأكيد' }));
    expect(await form.findByRole('status')).toHaveTextContent('أرسلنا رابطًا إلى new@example.com.');
    // The account keeps its address until the link is followed.
    expect(valueOf('البريد الإلكتروني')).toHaveTextContent('mona@example.com');
  });

  it('refuses an email already in use with the server’s words under the field', async () => {
    server.use(
      http.post(api('/user/email'), () =>
        HttpResponse.json(
          {
            message: 'An account with this email already exists',
            errors: { email: 'An account with this email already exists' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAccount('/profile', { session: signedInSession() });
    const form = within(await screen.findByRole('region', { name: 'Email address' }));
    await user.type(form.getByRole('textbox', { name: 'New email address' }), 'taken@example.com');
    await user.type(form.getByLabelText('Current password'), 'Passw0rd!');
    await user.click(form.getByRole('button', { name: 'Send the confirmation link' }));
    expect(
      await form.findByText('An account with this email already exists', { selector: 'p:not([role])' }),
    ).toBeVisible();
  });
});
