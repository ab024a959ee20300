// The emails screen: the outbox newest first, failed emails by default, each with when, kind, recipient, subject,
// status, attempts and last error; the status filter and pages stay in the address; a failed email is retried (a
// toast, or the server's refusal); empty, error and loading states; staff and managers both reach it; Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { OutboxMail } from '../../../../src/contract/orderDesk';
import { mail, pageOf, stateAs } from './backOfficeFixtures';

setupMswServer();

const NOT_FAILED = 'Only a failed email can be retried.';

/** The outbox as the server keeps it: filtered by status, 50 a page, newest first; retry puts a failed one back. */
function outboxApi(initial: OutboxMail[], { total }: { total?: number } = {}) {
  let mails = initial;
  const asked: Record<string, string>[] = [];
  const retried: string[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/emails'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(query));
      const status = query.get('status');
      const page = Number(query.get('page') ?? 1);
      const matching = mails.filter((one) => !status || one.status === status);
      const count = total ?? matching.length;
      return HttpResponse.json(
        pageOf(matching, { page, pages: Math.max(1, Math.ceil(count / 50)), total: count, limit: 50 }),
      );
    }),
    http.post(api('/staff/emails/:id/retry'), ({ params }) => {
      retried.push(String(params.id));
      const found = mails.find((one) => one._id === params.id);
      if (!found || found.status !== 'failed')
        return HttpResponse.json({ message: NOT_FAILED }, { status: 409 });
      const again: OutboxMail = { ...found, status: 'pending', attempts: 0 };
      mails = mails.map((one) => (one._id === found._id ? again : one));
      return HttpResponse.json({ data: again });
    }),
  );
  return {
    asked,
    retried,
    /** The worker (or someone else) changes the outbox meanwhile. */
    elsewhere(change: (mails: OutboxMail[]) => OutboxMail[]) {
      mails = change(mails);
    },
  };
}

const last = (asked: Record<string, string>[]) => asked[asked.length - 1] ?? {};

const failed = mail({ _id: 'm2', kind: 'order.confirmed', subject: 'Order 1A2B3C4D confirmed' });
const sent = mail({
  _id: 'm1',
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-03-01T22:31:30.000Z',
});
const waiting = mail({
  _id: 'm3',
  kind: 'account.passwordChanged',
  to: 'karim@example.com',
  subject: 'Your password was changed',
  status: 'pending',
  attempts: 2,
  lastError: 'connection',
  orderId: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  nextAttemptAt: '2026-03-02T08:10:00.000Z',
});

describe('emails screen', () => {
  it('shows the failed emails by default, with all they are known by', async () => {
    const { asked } = outboxApi([waiting, failed, sent]);
    renderApp('/staff/emails', { preloadedState: stateAs('staff') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Emails, newest first' });
    expect(asked[0]).toEqual({ status: 'failed', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    const [head, row, ...rest] = within(table).getAllByRole('row');
    expect(rest).toEqual([]);
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Email', 'Recipient', 'Subject', 'Status', 'Attempts', 'Last error', 'Actions']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mar 2, 2026, 12:31 AM',
      'Order confirmedOrder 1A2B3C4D',
      'mona@example.com',
      'Order 1A2B3C4D confirmed',
      'Failed',
      '5',
      'The mail server refused this email, for example because the address does not exist. Check the address before retrying.',
      'Retry Order confirmed to mona@example.com',
    ]);
    expect(screen.getByRole('region', { name: 'Emails, newest first' })).toHaveAttribute('tabindex', '0');
    expect(within(row!).getByRole('link', { name: 'Order 1A2B3C4D' })).toHaveAttribute(
      'href',
      '/staff/orders/1a2b3c4d-0000-4000-8000-000000000001',
    );
  });

  it('names the tab after the screen and the back office, in Arabic too', async () => {
    outboxApi([failed]);
    const { unmount } = renderApp('/staff/emails', { preloadedState: stateAs('staff') });
    await waitFor(() => expect(document.title).toBe('Emails – Back office | Genuine Store'));
    unmount();
    renderApp('/staff/emails', { preloadedState: stateAs('staff', 'ar') });
    await waitFor(() => expect(document.title).toBe('الرسائل البريدية – لوحة الإدارة | المتجر الأصلي'));
  });

  it('is in the navigation for staff, after the order desk', async () => {
    const user = userEvent.setup();
    outboxApi([failed]);
    server.use(http.get(api('/staff/orders'), () => HttpResponse.json(pageOf([]))));
    renderApp('/staff/orders', { preloadedState: stateAs('staff') });
    await user.click(await screen.findByRole('link', { name: 'Emails' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Emails' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by status, every status included, keeping the choice in the address', async () => {
    const user = userEvent.setup();
    const { asked } = outboxApi([waiting, failed, sent]);
    const { router } = renderApp('/staff/emails', { preloadedState: stateAs('manager') });
    await screen.findByRole('table');
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Waiting to send');
    await waitFor(() => expect(last(asked)).toEqual({ status: 'pending', page: '1' }));
    expect(router.state.location.search).toBe('?status=pending');
    const row = await screen.findByRole('row', { name: /Password changed/ });
    expect(row).toHaveTextContent(
      'Waiting to sendNext attempt Mar 2, 2026, 10:10 AM2The mail server could not be reached. Retry once it is back.',
    );
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(status, 'All');
    await waitFor(() => expect(last(asked)).toEqual({ page: '1' }));
    expect(router.state.location.search).toBe('?status=all');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByRole('row', { name: /Order placed/ })).toHaveTextContent(
      'SentSent Mar 2, 2026, 12:31 AM1—',
    );

    // Back to the default: the address is clean again and the failed emails (asked for first) are shown.
    await user.selectOptions(status, 'Failed');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /Order confirmed/ })).toHaveTextContent('Failed');
  });

  it('pages through 50 at a time', async () => {
    const user = userEvent.setup();
    const { asked } = outboxApi([failed], { total: 120 });
    const { router } = renderApp('/staff/emails', { preloadedState: stateAs('staff') });
    expect(await screen.findByText('Page 1 of 3 (120 results)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last(asked)).toEqual({ status: 'failed', page: '2' }));
    expect(await screen.findByText('Page 2 of 3 (120 results)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    // Another status starts again from the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Sent');
    await waitFor(() => expect(last(asked)).toEqual({ status: 'sent', page: '1' }));
  });

  it('retries a failed email: a toast, and it leaves the failed list', async () => {
    const user = userEvent.setup();
    const { retried } = outboxApi([failed, sent]);
    renderApp('/staff/emails', { preloadedState: stateAs('staff') });
    await user.click(
      await screen.findByRole('button', { name: 'Retry Order confirmed to mona@example.com' }),
    );
    expect(await screen.findByText('The email to mona@example.com will be sent again')).toBeInTheDocument();
    expect(await screen.findByText('No emails with this status.')).toBeInTheDocument();
    expect(retried).toEqual(['m2']);
  });

  it('shows the server’s refusal when the email is no longer failed, and the list as it is now', async () => {
    const user = userEvent.setup();
    const outbox = outboxApi([failed, sent]);
    renderApp('/staff/emails', { preloadedState: stateAs('staff') });
    const retry = await screen.findByRole('button', { name: /^Retry/ });
    outbox.elsewhere((mails) => mails.map((one) => ({ ...one, status: 'sent' as const })));
    await user.click(retry);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FAILED);
    expect(await screen.findByText('No emails with this status.')).toBeInTheDocument();
  });

  it('says when there are no emails at all', async () => {
    outboxApi([]);
    renderApp('/staff/emails?status=all', { preloadedState: stateAs('staff') });
    expect(await screen.findByText('No emails yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then the server’s refusal with a way to try again', async () => {
    let fail = true;
    server.use(
      ...emptyCatalogue,
      http.get(api('/staff/emails'), () =>
        fail
          ? HttpResponse.json({ message: 'Status must be pending, sending, sent or failed' }, { status: 400 })
          : HttpResponse.json(pageOf([failed])),
      ),
    );
    const user = userEvent.setup();
    renderApp('/staff/emails', { preloadedState: stateAs('staff') });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Status must be pending, sending, sent or failed',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('tells a shopper the page is not allowed, asking for nothing', async () => {
    const { asked } = outboxApi([failed]);
    renderApp('/staff/emails', { preloadedState: stateAs('user') });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('reads in Arabic, with Arabic kinds, statuses and digits', async () => {
    outboxApi([failed]);
    renderApp('/staff/emails', { preloadedState: stateAs('staff', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'الرسائل البريدية' })).toBeInTheDocument();
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('تم تأكيد الطلب');
    expect(row).toHaveTextContent('فشلت');
    expect(row).toHaveTextContent('٥');
    expect(within(row).getByRole('button', { name: /^إعادة المحاولة/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الحالة' })).toHaveValue('failed');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });
});
