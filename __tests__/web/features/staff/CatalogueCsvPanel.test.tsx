// The products screen's import and export: the dry run's report (counts, errors by row and column), the import only
// when the file has no error, the download, both languages; staff without the manager's role never see it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CatalogueImportReport } from '../../../../src/contract/backOffice';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import { category, pageOf, product, stateAs } from './backOfficeFixtures';

setupMswServer();

const CSV = 'product,sku\nnew:x,SKU-1\n';
const clean: CatalogueImportReport = {
  dryRun: true,
  rows: 3,
  newProducts: 1,
  changedProducts: 1,
  newVariants: 2,
  changedVariants: 1,
  errors: [],
  warnings: [],
};
const withErrors: CatalogueImportReport = {
  ...clean,
  errors: [
    { row: 2, column: 'price', message: 'Enter a whole number' },
    { row: 4, column: 'color_ar', message: 'This field is required' },
  ],
};

interface Asked {
  dryRun: string | null;
  type: string | null;
  body: string;
}

function csvApi(dryRunReport: CatalogueImportReport) {
  const asked: Asked[] = [];
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/categories'), () => HttpResponse.json({ data: [category()] })),
    http.get(api('/staff/products'), () => HttpResponse.json(pageOf([product()]))),
    http.get(api('/staff/products/export.csv'), () =>
      HttpResponse.text('product,sku\r\np1,SKU-1\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
    ),
    http.post(api('/staff/products/import'), async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun');
      asked.push({ dryRun, type: request.headers.get('content-type'), body: await request.text() });
      return HttpResponse.json({
        data: dryRun === 'true' ? dryRunReport : { ...dryRunReport, dryRun: false },
      });
    }),
  );
  return asked;
}

const choose = async (user: ReturnType<typeof userEvent.setup>, name: string | RegExp) => {
  const input = await screen.findByLabelText(name);
  await user.upload(input, new File([CSV], 'catalogue.csv', { type: 'text/csv' }));
};

describe('catalogue import and export', () => {
  it('shows a dry run’s counts and its errors by row and column, and keeps the import off', async () => {
    const user = userEvent.setup();
    const asked = csvApi(withErrors);
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await choose(user, 'Choose a CSV file to check');

    const report = await screen.findByRole('region', { name: 'What this file would do' });
    expect(within(report).getByText('catalogue.csv').closest('p')).toHaveTextContent('File: catalogue.csv');
    expect(within(report).getByText('New products').nextSibling).toHaveTextContent('1');
    expect(within(report).getByText('Changed variants').nextSibling).toHaveTextContent('1');
    expect(screen.getByText(/2 errors: correct the file/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Errors by row and column' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2priceEnter a whole number');
    expect(rows[2]).toHaveTextContent('4color_arThis field is required');
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
    expect(asked).toEqual([{ dryRun: 'true', type: 'text/csv', body: CSV }]);
  });

  it('imports a file without errors after its dry run, with the same text, and says so', async () => {
    const user = userEvent.setup();
    const asked = csvApi(clean);
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await choose(user, 'Choose a CSV file to check');
    const button = await screen.findByRole('button', { name: 'Import 3 rows' });
    expect(button).toBeEnabled();
    expect(screen.queryByRole('table', { name: 'Errors by row and column' })).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Imported: 2 products and 3 variants added or changed'),
    ).toBeInTheDocument();
    expect(asked.map((each) => [each.dryRun, each.body])).toEqual([
      ['true', CSV],
      ['false', CSV],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument());
  });

  it('shows the server’s report when the import is refused after all', async () => {
    const user = userEvent.setup();
    csvApi(clean);
    server.use(
      http.post(api('/staff/products/import'), ({ request }) =>
        new URL(request.url).searchParams.get('dryRun') === 'true'
          ? HttpResponse.json({ data: clean })
          : HttpResponse.json(
              {
                message: 'Nothing was imported: the file has errors',
                report: { ...withErrors, dryRun: false },
              },
              { status: 400 },
            ),
      ),
    );
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await choose(user, 'Choose a CSV file to check');
    await user.click(await screen.findByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByRole('table', { name: 'Errors by row and column' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing was imported: the file has errors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
  });

  it('downloads the catalogue as a CSV file with its BOM', async () => {
    const user = userEvent.setup();
    csvApi(clean);
    const blobs: Blob[] = [];
    const create = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:catalogue';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/staff/products', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('product,sku\r\np1,SKU-1\r\n');
    click.mockRestore();
  });

  it('speaks Arabic, with the file’s column names kept left to right', async () => {
    const user = userEvent.setup();
    csvApi(withErrors);
    renderApp('/staff/products', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('heading', { name: 'استيراد / تصدير' })).toBeInTheDocument();
    // The chooser is the page's own button, in Arabic (not the browser's file control): it opens the file dialog.
    const opened = jest.spyOn(HTMLInputElement.prototype, 'click');
    await user.click(screen.getByRole('button', { name: 'اختر ملف CSV لفحصه' }));
    expect(opened.mock.contexts).toEqual([screen.getByLabelText('اختر ملف CSV لفحصه')]);
    opened.mockRestore();
    await choose(user, 'اختر ملف CSV لفحصه');
    const table = await screen.findByRole('table', { name: 'الأخطاء حسب الصف والعمود' });
    expect(within(table).getByText('price').closest('td')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'استيراد ٣ صفوف' })).toBeDisabled();
  });
});
