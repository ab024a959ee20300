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
          [activity(), activity({ _id: 'a2', action: 'stock.adjust', entity: 'category', entityId: 'c1' })],
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
    expect(rows[1]).toHaveTextContent('Hana Samir');
    expect(rows[1]).toHaveTextContent('product.update');
    expect(rows[1]).toHaveTextContent(/Mar 2, 2026/);
    expect(within(rows[1]!).getByRole('link', { name: 'p1' })).toHaveAttribute('href', '/staff/products/p1');
    const summary = within(rows[1]!).getByText('Before and after');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(within(rows[1]!).getByText(/"price": 88000/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save|edit|delete/i })).not.toBeInTheDocument();
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

  it('reads in Arabic', async () => {
    activityApi();
    renderApp('/staff/activity', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل النشاط' })).toBeInTheDocument();
    expect(within(await screen.findByRole('table')).getAllByRole('row')[1]).toHaveTextContent('منتج');
  });
});
