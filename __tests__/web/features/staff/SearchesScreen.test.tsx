// The Searches screen: the top searches and the searches with no result over the last 30 days, each with its empty
// state; loading and error states; in both languages; for staff and managers.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { SearchStatsResponse } from '../../../../src/contract/search';
import { stateAs } from './backOfficeFixtures';

setupMswServer();

const stats: SearchStatsResponse = {
  top: [
    { query: 'probook', count: 1250 },
    { query: 'موبايل', count: 310 },
  ],
  noResult: [{ query: 'xyzzy', count: 7 }],
};

const statsApi = (answer: SearchStatsResponse = stats) =>
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/search/stats'), () => HttpResponse.json(answer)),
  );

const tableOf = (name: string) => within(screen.getByRole('region', { name })).getByRole('table');

describe('searches screen', () => {
  it('shows the top searches and the searches with no result, with how often', async () => {
    statsApi();
    renderApp('/staff/searches', { preloadedState: stateAs('manager') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Searches' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Top searches' });
    const top = within(tableOf('Top searches')).getAllByRole('row');
    expect(top.map((row) => row.textContent)).toEqual(['SearchTimes', 'probook1,250', 'موبايل310']);
    const none = within(tableOf('Searches with no result')).getAllByRole('row');
    expect(none.map((row) => row.textContent)).toEqual(['SearchTimes', 'xyzzy7']);
  });

  it('is open to staff', async () => {
    statsApi();
    renderApp('/staff/searches', { preloadedState: stateAs('staff') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Top searches' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toHaveTextContent('Searches');
  });

  it('says when there is nothing to show in either list', async () => {
    statsApi({ top: [], noResult: [] });
    renderApp('/staff/searches', { preloadedState: stateAs('manager') });
    expect(await screen.findByText('No searches in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Every search in the last 30 days found something.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and loads them again on request', async () => {
    const user = userEvent.setup();
    server.use(
      ...emptyCatalogue,
      http.get(api('/staff/search/stats'), () => HttpResponse.json({}, { status: 500 }), { once: true }),
      http.get(api('/staff/search/stats'), () => HttpResponse.json(stats)),
    );
    renderApp('/staff/searches', { preloadedState: stateAs('manager') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The search figures could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'probook' })).toBeInTheDocument();
  });

  it('shows a busy state while the figures load', async () => {
    let answer!: () => void;
    const waiting = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      ...emptyCatalogue,
      http.get(api('/staff/search/stats'), async () => {
        await waiting;
        return HttpResponse.json(stats);
      }),
    );
    renderApp('/staff/searches', { preloadedState: stateAs('manager') });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('cell', { name: 'xyzzy' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('works in Arabic, with Arabic digits', async () => {
    statsApi();
    renderApp('/staff/searches', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { level: 1, name: 'عمليات البحث' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'أكثر عمليات البحث' });
    const top = within(tableOf('أكثر عمليات البحث')).getAllByRole('row');
    expect(top[1]).toHaveTextContent('probook');
    expect(top[1]).toHaveTextContent(/١[٬,]?٢٥٠/);
    expect(screen.getByRole('heading', { level: 2, name: 'عمليات بحث بلا نتيجة' })).toBeInTheDocument();
  });
});
