// A product's options and variants on its back-office page: options in both languages, every combination in one
// press, cells edited with the keyboard and named for screen readers, the server's errors on their cells, archive and
// restore.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type {
  BackOfficeProduct,
  BackOfficeVariant,
  VariantsInput,
} from '../../../../src/contract/backOffice';
import { category, product, stateAs } from './backOfficeFixtures';

setupMswServer();

const STORAGE = {
  key: 'storage',
  name: 'Storage',
  nameAr: 'السعة',
  values: [
    { value: '256 GB', valueAr: '256 جيجابايت' },
    { value: '512 GB', valueAr: '512 جيجابايت' },
  ],
};
const variant = (overrides: Partial<BackOfficeVariant>): BackOfficeVariant => ({
  ...product().variants![0]!,
  ...overrides,
});

function variantsApi(start: BackOfficeProduct = product()) {
  const sent: VariantsInput[] = [];
  let current = start;
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/categories'), () => HttpResponse.json({ data: [category()] })),
    http.get(api('/staff/products/:id'), () => HttpResponse.json({ data: current })),
    http.get(api('/staff/products/:id/stock'), () => HttpResponse.json({ data: [] })),
    http.put(api('/staff/products/:id/variants'), async ({ request }) => {
      const body = (await request.json()) as VariantsInput;
      sent.push(body);
      const variants = body.variants.map((each, i) => ({
        ...each,
        _id: each._id ?? `v${i}`,
        quantity: each.quantity ?? 3,
        archivedAt: null,
      }));
      current = { ...current, options: body.options, variants, version: current.version + 1 };
      return HttpResponse.json({ data: { version: current.version, options: body.options, variants } });
    }),
  );
  return sent;
}

describe('the variants editor', () => {
  it('adds an option with its values in both languages and creates every combination', async () => {
    const user = userEvent.setup();
    const sent = variantsApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Add an option' }));
    const option = screen.getByRole('group', { name: 'Storage' });
    expect(within(option).getByRole('combobox', { name: 'What it is' })).toHaveValue('storage');
    expect(within(option).getByRole('textbox', { name: 'Option name (Arabic)' })).toHaveValue('السعة');
    await user.type(within(option).getByRole('textbox', { name: 'Value 1 (English)' }), '256 GB');
    await user.type(within(option).getByRole('textbox', { name: 'Value 1 (Arabic)' }), '256 جيجابايت');
    await user.click(within(option).getByRole('button', { name: 'Add a value to Storage' }));
    await user.type(within(option).getByRole('textbox', { name: 'Value 2 (English)' }), '512 GB');
    await user.type(within(option).getByRole('textbox', { name: 'Value 2 (Arabic)' }), '512 جيجابايت');

    await user.click(screen.getByRole('button', { name: 'Create every combination' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Added 2 variants'),
    );
    // The product's own variant takes the first combination; the other is new, its cells named by their variant.
    expect(screen.getByRole('textbox', { name: 'SKU, 256 GB' })).toHaveValue('SKU-000001-256GB');
    const sku = screen.getByRole('textbox', { name: 'SKU, 512 GB' });
    expect(sku).toHaveValue('SKU-000001-512GB');
    const price = screen.getByRole('spinbutton', { name: 'Price (EGP), 512 GB' });
    await user.clear(price);
    await user.type(price, '98000');
    const stock = screen.getByRole('spinbutton', { name: 'Opening stock, 512 GB' });
    await user.clear(stock);
    await user.type(stock, '4');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      version: 4,
      options: [STORAGE],
      variants: [
        expect.objectContaining({
          _id: 'p1',
          sku: 'SKU-000001-256GB',
          optionValues: ['256 GB'],
          price: 90000,
        }),
        {
          sku: 'SKU-000001-512GB',
          optionValues: ['512 GB'],
          price: 98000,
          priceAfterDiscount: 85000,
          quantity: 4,
          images: [],
          color: 'Space Grey',
          colorAr: 'رمادي',
          storage: '512 GB',
          memory: '16 GB',
        },
      ],
    });
    expect(await screen.findByText('Variants saved')).toBeInTheDocument();
  });

  it('refuses an option value without its Arabic before sending', async () => {
    const user = userEvent.setup();
    const sent = variantsApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByRole('textbox', { name: 'Value 1 (English)' }), '256 GB');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByRole('textbox', { name: 'Value 1 (Arabic)' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(sent).toEqual([]);
  });

  it("puts the server's errors on the cell they name", async () => {
    const user = userEvent.setup();
    variantsApi(
      product({
        options: [STORAGE],
        variants: [
          variant({ optionValues: ['256 GB'], storage: '256 GB' }),
          variant({ _id: 'v2', sku: 'SKU-2', optionValues: ['512 GB'], storage: '512 GB' }),
        ],
      }),
    );
    server.use(
      http.put(api('/staff/products/:id/variants'), () =>
        HttpResponse.json(
          {
            message: 'Another variant already uses this SKU',
            errors: { 'variants[1].sku': 'Another variant already uses this SKU' },
          },
          { status: 409 },
        ),
      ),
    );
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Save variants' }));
    expect(await screen.findByRole('textbox', { name: 'SKU, 512 GB' })).toHaveAccessibleDescription(
      'Another variant already uses this SKU',
    );
  });

  it('archives a variant (left out of the save) and restores an archived one', async () => {
    const user = userEvent.setup();
    const sent = variantsApi(
      product({
        options: [STORAGE],
        variants: [
          variant({ optionValues: ['256 GB'] }),
          variant({ _id: 'v2', sku: 'SKU-2', optionValues: ['512 GB'] }),
          variant({
            _id: 'v3',
            sku: 'SKU-OLD',
            optionValues: ['1 TB'],
            storage: '1 TB',
            archivedAt: '2026-03-01T10:00:00.000Z',
          }),
        ],
      }),
    );
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Archive 512 GB' }));
    await user.click(screen.getByRole('button', { name: 'Restore SKU-OLD' }));
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    // 1 TB is no longer among the options: restoring it asks for its choice again.
    expect(await screen.findByRole('combobox', { name: 'Storage, Variant 2' })).toHaveAccessibleDescription(
      'Choose one value of each option',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Storage, Variant 2' }), '512 GB');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The storage chosen is the variant's storage too.
    expect(sent[0]!.variants.map((each) => [each._id, each.optionValues, each.storage])).toEqual([
      ['p1', ['256 GB'], '512 GB'],
      ['v3', ['512 GB'], '512 GB'],
    ]);
  });

  it('reads in Arabic, the choices in Arabic', async () => {
    variantsApi(product({ options: [STORAGE], variants: [variant({ optionValues: ['512 GB'] })] }));
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager', 'ar') });
    expect(await screen.findByRole('button', { name: 'إنشاء كل التركيبات' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رمز المنتج (SKU)، 512 جيجابايت' })).toHaveValue('SKU-000001');
  });

  it('names each option by its Arabic name in Arabic: its group, its buttons and its column of choices', async () => {
    variantsApi(product({ options: [STORAGE], variants: [variant({ optionValues: ['512 GB'] })] }));
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager', 'ar') });
    const group = await screen.findByRole('group', { name: 'السعة' });
    expect(within(group).getByRole('list', { name: 'قيم السعة' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'إضافة قيمة إلى السعة' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'السعة، الإصدار 1' })).toHaveValue('512 GB');
    expect(screen.queryByRole('group', { name: 'Storage' })).not.toBeInTheDocument();
  });
});
