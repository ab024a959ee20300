// The product form: create and edit with the contract's rules in both languages, the server's field errors on their
// fields, a lost race (409) that keeps what was typed, archive / restore with a question, and the stock panel.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../../support/web/server';
import type { BackOfficeProduct, ProductInput, StockAdjustment } from '../../../../src/contract/backOffice';
import { category, movement, product, stateAs } from './backOfficeFixtures';

setupMswServer();

function productApi(start: BackOfficeProduct = product()) {
  const sent: {
    created: ProductInput[];
    updated: ProductInput[];
    stock: StockAdjustment[];
    archived: number;
  } = {
    created: [],
    updated: [],
    stock: [],
    archived: 0,
  };
  let current = start;
  server.use(
    ...emptyCatalogue,
    http.get(api('/staff/categories'), () =>
      HttpResponse.json({ data: [category(), category({ _id: 'c2', name: 'Phones', nameAr: 'هواتف' })] }),
    ),
    http.get(api('/staff/products/:id'), () => HttpResponse.json({ data: current })),
    http.get(api('/staff/products/:id/stock'), () =>
      HttpResponse.json({
        data: [
          movement(),
          movement({
            _id: 'm2',
            delta: -1,
            reason: 'order',
            orderId: 'abcd1234-0000',
            quantityAfter: 3,
            note: '',
          }),
        ],
      }),
    ),
    http.post(api('/staff/products'), async ({ request }) => {
      const body = (await request.json()) as ProductInput;
      sent.created.push(body);
      return HttpResponse.json({ data: product({ ...body, _id: 'p9', version: 1 }) }, { status: 201 });
    }),
    http.put(api('/staff/products/:id'), async ({ request }) => {
      const body = (await request.json()) as ProductInput;
      sent.updated.push(body);
      current = { ...current, ...body, version: current.version + 1 } as BackOfficeProduct;
      return HttpResponse.json({ data: current });
    }),
    http.post(api('/staff/products/:id/archive'), () => {
      sent.archived += 1;
      current = { ...current, archivedAt: '2026-03-03T10:00:00.000Z', version: current.version + 1 };
      return HttpResponse.json({ data: current });
    }),
    http.post(api('/staff/products/:id/stock'), async ({ request }) => {
      sent.stock.push((await request.json()) as StockAdjustment);
      return HttpResponse.json({ data: { quantity: 8 } });
    }),
  );
  return {
    sent,
    /** Someone else saves the product: the next save of the old version is refused. */
    savedElsewhere(changes: Partial<BackOfficeProduct>) {
      current = { ...current, ...changes, version: current.version + 1 };
      server.use(
        http.put(api('/staff/products/:id'), async ({ request }) => {
          const body = (await request.json()) as ProductInput;
          if (body.version !== current.version)
            return HttpResponse.json(
              { message: 'This product was changed by someone else.' },
              { status: 409 },
            );
          sent.updated.push(body);
          current = { ...current, ...body, version: current.version + 1 } as BackOfficeProduct;
          return HttpResponse.json({ data: current });
        }),
      );
    },
  };
}

describe('product form', () => {
  it('shows what is wrong with each field, in English', async () => {
    const user = userEvent.setup();
    const { sent } = productApi();
    renderApp('/staff/products/new', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('textbox', { name: 'Name (English)' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Price (EGP)' }), '1000');
    await user.clear(screen.getByRole('spinbutton', { name: /Discount price/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Discount price/ }), '2000');
    expect(
      await screen.findByText('The discount price must be above 0 and below the price, or empty'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Colour (English)' }), ' Silver');
    expect(await screen.findByText('Remove the spaces at the start or end')).toBeInTheDocument();
    expect(sent.created).toEqual([]);
  });

  it('shows the messages in Arabic', async () => {
    const user = userEvent.setup();
    productApi();
    renderApp('/staff/products/new', { preloadedState: stateAs('manager', 'ar') });
    await user.click(await screen.findByRole('button', { name: 'إنشاء المنتج' }));
    const name = await screen.findByRole('textbox', { name: 'الاسم (بالعربية)' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('هذا الحقل مطلوب'));
  });

  it('creates a product with its opening stock and specs, and opens its page', async () => {
    const user = userEvent.setup();
    const { sent } = productApi();
    const { router } = renderApp('/staff/products/new', { preloadedState: stateAs('manager') });
    await user.type(await screen.findByRole('textbox', { name: 'Name (English)' }), 'Air 13');
    await user.type(screen.getByRole('textbox', { name: 'Name (Arabic)' }), 'إير 13');
    await user.type(screen.getByRole('textbox', { name: 'Description (English)' }), 'Light.');
    await user.type(screen.getByRole('textbox', { name: 'Description (Arabic)' }), 'خفيف.');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Phones');
    await user.type(screen.getByRole('textbox', { name: 'Colour (English)' }), 'Silver');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    // The Arabic shop names every colour in Arabic, and every product states its official warranty.
    expect(await screen.findByRole('textbox', { name: 'Colour (Arabic)' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(
      screen.getByRole('spinbutton', { name: /Official warranty \(months\)/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(sent.created).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Colour (Arabic)' }), 'فضي');
    await user.type(screen.getByRole('spinbutton', { name: /Official warranty \(months\)/ }), '24');
    // A brand is named in both languages.
    await user.type(screen.getByRole('textbox', { name: 'Brand (English)' }), 'Orbit');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('textbox', { name: 'Brand (Arabic)' })).toHaveAccessibleDescription(
      'Give the brand its Arabic name too',
    );
    await user.type(screen.getByRole('textbox', { name: 'Brand (Arabic)' }), 'أوربت');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Whose warranty' }),
      'The shop’s own warranty',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Price (EGP)' }), '40000');
    await user.clear(screen.getByRole('spinbutton', { name: 'Opening stock' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Opening stock' }), '7');
    const cpu = screen.getByRole('combobox', { name: 'Processor' });
    expect(document.getElementById(cpu.getAttribute('list')!)?.querySelectorAll('option')).toHaveLength(8);
    await user.type(cpu, 'M3');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(sent.created).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/products/p9'));
    expect(sent.created[0]).toEqual({
      name: 'Air 13',
      nameAr: 'إير 13',
      description: 'Light.',
      descriptionAr: 'خفيف.',
      categoryId: 'c2',
      color: 'Silver',
      colorAr: 'فضي',
      warrantyMonths: 24,
      warrantyKind: 'shop',
      brand: 'Orbit',
      brandAr: 'أوربت',
      price: 40000,
      priceAfterDiscount: 0,
      quantity: 7,
      specs: { cpu: 'M3', memory: '', storage: '', gpu: '', display: '', os: '' },
      specsAr: {},
      images: [],
    });
  });

  it("puts the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    productApi();
    server.use(
      http.put(api('/staff/products/:id'), () =>
        HttpResponse.json(
          { message: 'Check the form', errors: { 'specs.cpu': 'Unknown processor', nameAr: 'Name taken' } },
          { status: 400 },
        ),
      ),
    );
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('combobox', { name: 'Processor' })).toHaveAccessibleDescription(
      'Unknown processor',
    );
    expect(screen.getByRole('textbox', { name: 'Name (Arabic)' })).toHaveAccessibleDescription('Name taken');
    expect(screen.getByText('Check the form')).toBeInTheDocument();
  });

  it('saves with the version it read', async () => {
    const user = userEvent.setup();
    const { sent } = productApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const price = await screen.findByRole('spinbutton', { name: 'Price (EGP)' });
    await user.clear(price);
    await user.type(price, '95000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.updated).toHaveLength(1));
    expect(sent.updated[0]).toMatchObject({ price: 95000, version: 4 });
    expect(sent.updated[0]).not.toHaveProperty('quantity');
  });

  it("shows a phone's 5G spec and saves a change to it", async () => {
    const user = userEvent.setup();
    const { sent } = productApi(product({ specs: { ...product().specs, sim: 'eSIM', fiveG: '5G' } }));
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const network = await screen.findByRole('textbox', { name: 'Mobile network, 5G or 4G (phones)' });
    expect(network).toHaveValue('5G');
    await user.clear(network);
    await user.type(network, '4G');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.updated).toHaveLength(1));
    expect(sent.updated[0]!.specs).toMatchObject({ sim: 'eSIM', fiveG: '4G' });
  });

  it("edits each spec's Arabic form beside its English value, the dictionary's form as its placeholder, and sends them", async () => {
    const user = userEvent.setup();
    const { sent } = productApi(
      product({
        specs: { ...product().specs, sim: 'Dual nano-SIM' },
        specsAr: { storage: '512 جيجابايت SSD' },
      }),
    );
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const storage = await screen.findByRole('textbox', { name: 'Storage: Arabic form (optional)' });
    expect(storage).toHaveValue('512 جيجابايت SSD');
    const memory = screen.getByRole('textbox', { name: 'Memory: Arabic form (optional)' });
    expect(memory).toHaveValue('');
    expect(memory).toHaveAttribute('placeholder', '16 جيجابايت');
    expect(memory).toHaveAccessibleDescription('Empty: the Arabic shop writes the units in Arabic, as shown');
    expect(memory).toHaveAttribute('dir', 'rtl');
    // A spec the product has no English value for offers no placeholder, and refuses an Arabic form.
    const camera = screen.getByRole('textbox', { name: 'Main camera (phones): Arabic form (optional)' });
    expect(camera).not.toHaveAttribute('placeholder');
    await user.type(camera, 'كاميرا');
    expect(
      await screen.findByText('Give the English value first, or leave the Arabic form empty'),
    ).toBeVisible();
    await user.clear(camera);
    const display = screen.getByRole('textbox', { name: 'Display: Arabic form (optional)' });
    await user.type(display, '16-inch');
    await waitFor(() =>
      expect(display).toHaveAccessibleDescription(
        expect.stringContaining('Write the Arabic form in Arabic letters'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(sent.updated).toEqual([]);
    await user.clear(display);
    await user.type(
      screen.getByRole('textbox', { name: 'SIM (phones): Arabic form (optional)' }),
      'شريحتا نانو فعليتان',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.updated).toHaveLength(1));
    expect(sent.updated[0]!.specsAr).toEqual({ storage: '512 جيجابايت SSD', sim: 'شريحتا نانو فعليتان' });
  });

  it('labels the Arabic forms in Arabic', async () => {
    productApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager', 'ar') });
    const sim = await screen.findByRole('textbox', { name: 'الشريحة (للهواتف): الصيغة العربية (اختياري)' });
    expect(sim).toHaveAccessibleDescription('إن تُركت فارغة يكتب المتجر العربي الوحدات بالعربية كما هو ظاهر');
  });

  it('on a 409 keeps what was typed, says so, and saves over the newer version when asked', async () => {
    const user = userEvent.setup();
    const kit = productApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const name = await screen.findByRole('textbox', { name: 'Name (English)' });
    await user.clear(name);
    await user.type(name, 'ProBook 16 (2026)');
    kit.savedElsewhere({ price: 80000 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(/Someone else saved this product while you were editing it/),
    ).toBeInTheDocument();
    expect(name).toHaveValue('ProBook 16 (2026)');
    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByText(/Someone else saved/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(kit.sent.updated).toHaveLength(1));
    expect(kit.sent.updated[0]).toMatchObject({ name: 'ProBook 16 (2026)', version: 5 });
  });

  it('on a 409 loads the saved version only after a confirmation', async () => {
    const user = userEvent.setup();
    const kit = productApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const name = await screen.findByRole('textbox', { name: 'Name (English)' });
    await user.clear(name);
    await user.type(name, 'Mine');
    kit.savedElsewhere({ name: 'Theirs' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Load the saved version' }));
    const question = screen.getByRole('alertdialog', { name: /Replace what you typed/ });
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(name).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Load the saved version' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Theirs'),
    );
  });

  it('archives a product after a confirmation', async () => {
    const user = userEvent.setup();
    const { sent } = productApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }));
    expect(sent.archived).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(sent.archived).toBe(1);
    expect(screen.getByText('This product is archived: shoppers do not see it.')).toBeInTheDocument();
  });

  it('adjusts stock with a reason and shows the movements in Cairo time', async () => {
    const user = userEvent.setup();
    const { sent } = productApi();
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const panel = await screen.findByRole('region', { name: 'Stock' });
    const rows = await within(panel).findAllByRole('row');
    // The history scrolls sideways on a phone in a frame the keyboard can reach (axe: scrollable-region-focusable).
    expect(within(panel).getByRole('region', { name: 'Stock movements' })).toHaveAttribute('tabindex', '0');
    expect(rows[1]).toHaveTextContent(/Mar 2, 2026/);
    expect(rows[1]).toHaveTextContent('+5');
    expect(rows[1]).toHaveTextContent('Received');
    expect(rows[1]).toHaveTextContent('Hana Samir');
    expect(rows[2]).toHaveTextContent('-1');
    expect(rows[2]).toHaveTextContent('Order ABCD1234');
    await user.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(panel).findAllByText('This field is required')).toHaveLength(2);
    await user.type(within(panel).getByRole('spinbutton', { name: 'Change in units' }), '0');
    expect(await within(panel).findByText('Enter a number of units other than 0')).toBeInTheDocument();
    await user.clear(within(panel).getByRole('spinbutton', { name: 'Change in units' }));
    await user.type(within(panel).getByRole('spinbutton', { name: 'Change in units' }), '-2');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Reason' }), 'Damaged');
    await user.type(within(panel).getByRole('textbox', { name: 'Note (optional)' }), 'Dropped');
    await user.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => expect(sent.stock).toEqual([{ delta: -2, reason: 'damaged', note: 'Dropped' }]));
  });

  /** A product in 512 GB (3 units) and 1 TB (none). */
  const inTwoStorages = () => {
    const [own] = product().variants!;
    return product({
      stockState: 'out',
      options: [
        {
          key: 'storage',
          name: 'Storage',
          nameAr: 'السعة',
          values: [
            { value: '512 GB', valueAr: '512 جيجابايت' },
            { value: '1 TB', valueAr: '1 تيرابايت' },
          ],
        },
      ],
      variants: [
        { ...own!, optionValues: ['512 GB'] },
        { ...own!, _id: 'v2', sku: 'SKU-1TB', optionValues: ['1 TB'], quantity: 0 },
      ],
    });
  };

  it('heads the stock of a product in several variants with all their units and the worst state, in Arabic', async () => {
    productApi(inTwoStorages());
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager', 'ar') });
    const panel = await screen.findByRole('region', { name: 'المخزون' });
    expect(
      within(panel)
        .getByText(/^المخزون الآن/)
        .closest('p'),
    ).toHaveTextContent('المخزون الآن، كل الإصدارات: ٣نفد المخزون');
  });

  it('adjusts the stock of the variant chosen, for a product in several, and names each movement’s variant', async () => {
    const user = userEvent.setup();
    const { sent } = productApi(inTwoStorages());
    server.use(
      http.get(api('/staff/products/:id/stock'), () =>
        HttpResponse.json({ data: [movement({ variantId: 'v2', sku: 'SKU-1TB' })] }),
      ),
    );
    renderApp('/staff/products/p1', { preloadedState: stateAs('manager') });
    const panel = await screen.findByRole('region', { name: 'Stock' });
    // The headline is all the variants' units, and the worst of their states (as the product table's filter).
    expect(
      within(panel)
        .getByText(/^In stock now/)
        .closest('p'),
    ).toHaveTextContent('In stock now, all variants: 3Out of stock');
    expect(within(panel).getByRole('list', { name: 'Stock of each variant' })).toHaveTextContent(
      'SKU-1TB 1 TB: 0 Out of stock',
    );
    const rows = await within(panel).findAllByRole('row');
    expect(rows[0]).toHaveTextContent('Variant');
    expect(rows[1]).toHaveTextContent('SKU-1TB1 TB');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Change in units' }), '4');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Reason' }), 'Received');
    await user.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    expect(await within(panel).findByRole('combobox', { name: 'Variant' })).toHaveAccessibleDescription(
      'Choose which variant’s stock this is',
    );
    expect(sent.stock).toEqual([]);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Variant' }), 'SKU-1TB · 1 TB (0)');
    await user.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => expect(sent.stock).toEqual([{ delta: 4, reason: 'received', variantId: 'v2' }]));
  });
});
