// The activity screen: read-only entries with who, when (Cairo), action and item; filters and pages send the right
// query; before and after open on demand; both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import { activity, pageOf, stateAs } from './backOfficeFixtures';

setupMswServer();

function activityApi(empty = false) {
  const asked: Record<string, string>[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/activity'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      if (empty) return HttpResponse.json(pageOf([]));
      return HttpResponse.json(
        pageOf(
          [
            activity(),
            activity({
              _id: 'a2',
              action: 'category.update',
              entity: 'category',
              entityId: 'c1',
              subject: { name: 'Phones', nameAr: 'هواتف' },
            }),
          ],
          {
            total: 60,
            pages: 3,
            page: Number(query.get('page') ?? 1),
          },
        ),
      );
    }),
  );
  return asked;
}

const last = (asked: Record<string, string>[]) => asked[asked.length - 1] ?? {};

describe('activity screen', () => {
  it('shows who did what, when in Cairo, with before and after on demand', async () => {
    const user = userEvent.setup();
    activityApi();
    renderApp('/staff/activity', { preloadedState: stateAs('manager') });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hana Samir edited the product Quasarbook Pro 14');
    expect(rows[1]).toHaveTextContent(/Mar 2, 2026/);
    expect(within(rows[1]!).getByRole('link', { name: 'Quasarbook Pro 14' })).toHaveAttribute(
      'href',
      '/staff/products/p1',
    );
    const summary = within(rows[1]!).getByText('Before and after');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(within(rows[1]!).getByText(/"price": 88000/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save|edit|delete/i })).not.toBeInTheDocument();
  });

  it('reads each entry as a sentence naming the order by its short number, with links and no raw codes', async () => {
    const orderId = '5ef9b888-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    server.use(
      ...emptyCatalogue,
      http.get(api('/staff/activity'), () =>
        HttpResponse.json(
          pageOf([
            activity({
              _id: 'a3',
              actor: { _id: 'u7', name: 'Mona Adel', email: 'mona@example.com', role: 'staff' },
              action: 'order.advance',
              entity: 'order',
              entityId: orderId,
              before: { status: 'pending' },
              after: { status: 'in progress' },
              subject: null,
            }),
            activity({
              _id: 'a4',
              action: 'stock.adjust',
              before: { quantity: 3 },
              after: { quantity: 10, delta: 7, reason: 'received', note: '' },
            }),
            activity({
              _id: 'a5',
              action: 'staff.role',
              entity: 'staff',
              entityId: 'a1b2c3d4-0000-4000-8000-000000000000',
              after: { role: 'manager' },
              subject: { name: 'Omar Fathy', nameAr: 'Omar Fathy' },
            }),
            activity({
              _id: 'a6',
              action: 'payment.refund',
              entity: 'order',
              entityId: orderId,
              before: { refundedCents: 0, status: 'paid' },
              after: {
                refundedCents: 505_050,
                status: 'partly refunded',
                amountCents: 505_050,
                reason: 'Damaged box',
                channel: 'gateway',
              },
              subject: null,
            }),
          ]),
        ),
      ),
    );
    renderApp('/staff/activity', { preloadedState: stateAs('manager') });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Mona Adel moved order #5EF9B888 to In progress');
    expect(within(rows[1]!).getByRole('link', { name: '#5EF9B888' })).toHaveAttribute(
      'href',
      `/staff/orders/${orderId}`,
    );
    expect(rows[2]).toHaveTextContent('Hana Samir changed the stock of Quasarbook Pro 14 from 3 to 10');
    expect(rows[3]).toHaveTextContent('Hana Samir gave Omar Fathy the role Manager');
    expect(rows[4]).toHaveTextContent('Hana Samir refunded EGP 5,050.50 of order #5EF9B888');
    expect(table).not.toHaveTextContent(
      /[0-9a-f]{8}-[0-9a-f]{4}-|order\.advance|stock\.adjust|staff\.role|payment\.refund/,
    );
  });

  it('writes a status it has no label for as it came, so a new step reads at once', async () => {
    server.use(
      ...emptyCatalogue,
      http.get(api('/staff/activity'), () =>
        HttpResponse.json(
          pageOf([
            activity({
              action: 'order.advance',
              entity: 'order',
              entityId: '5ef9b888-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
              after: { status: 'shipped' },
              subject: null,
            }),
          ]),
        ),
      ),
    );
    renderApp('/staff/activity', { preloadedState: stateAs('manager') });
    expect(within(await screen.findByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      /Hana Samir moved order #5EF9B888 to shipped/i,
    );
  });

  it('filters by who, item and dates, and pages', async () => {
    const user = userEvent.setup();
    const asked = activityApi();
    renderApp('/staff/activity', { preloadedState: stateAs('manager') });
    await screen.findByRole('table');
    expect(asked[0]).toEqual({ page: '1' });
    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'hana');
    await waitFor(() => expect(last(asked).actor).toBe('hana'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Category');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() =>
      expect(last(asked)).toEqual({ actor: 'hana', entity: 'category', from: '2026-03-01', page: '1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last(asked).page).toBe('2'));
  });

  it('says when nothing matches', async () => {
    activityApi(true);
    renderApp('/staff/activity', { preloadedState: stateAs('manager') });
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('reads a synonym group’s changes as sentences naming its words, in both languages', async () => {
    server.use(
      ...emptyCatalogue,
      http.get(api('/staff/activity'), () =>
        HttpResponse.json(
          pageOf([
            activity({
              action: 'synonyms.update',
              entity: 'synonyms',
              entityId: 'seed-phone',
              before: { terms: ['موبايل', 'phone'] },
              after: { terms: ['موبايل', 'phone', 'mobile'] },
              subject: null,
            }),
            activity({
              _id: 'a2',
              action: 'synonyms.delete',
              entity: 'synonyms',
              entityId: 'g2',
              before: { terms: ['شاحن', 'charger'] },
              after: null,
              subject: null,
            }),
          ]),
        ),
      ),
    );
    const { unmount } = renderApp('/staff/activity', { preloadedState: stateAs('manager') });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hana Samir changed the synonyms to موبايل / phone / mobile');
    expect(rows[2]).toHaveTextContent('Hana Samir deleted the synonyms شاحن / charger');
    expect(screen.getByRole('option', { name: 'Search synonyms' })).toBeInTheDocument();
    unmount();
    renderApp('/staff/activity', { preloadedState: stateAs('manager', 'ar') });
    const arabic = within(await screen.findByRole('table')).getAllByRole('row');
    expect(arabic[1]).toHaveTextContent('تم تغيير المرادفات إلى موبايل / phone / mobile بواسطة Hana Samir');
  });

  it('reads in Arabic', async () => {
    activityApi();
    renderApp('/staff/activity', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل النشاط' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('تم تعديل المنتج كوازاربوك برو ١٤ بواسطة Hana Samir');
    expect(rows[2]).toHaveTextContent('تم تعديل الفئة هواتف بواسطة Hana Samir');
  });
});
