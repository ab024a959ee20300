// The order page's returns: choosing lines and quantities and a reason, photos and a note only for a fault, the
// pickup address (the order's, a saved one or a new one kept in the address book), what will be refunded before
// confirming (the pickup fee for a change of mind, the delivery fee when the whole order comes back for a fault),
// the closed window's reason with the warranty route, and each return's status, in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Return, ReturnRequest, ReturnsOfOrder } from '../../../../../src/contract/returns';
import type { Order } from '../../../../../src/contract/types';
import { addressBookApi, savedAddress } from '../../../../support/web/addressBookApi';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';
import { order, shopChrome, signedIn } from '../orderFixtures';

setupMswServer();
beforeEach(shopChrome);

const completed = order({
  status: 'completed',
  statusHistory: [
    { status: 'pending', at: '2026-03-01T22:30:00.000Z' },
    { status: 'completed', at: '2026-03-04T10:00:00.000Z' },
  ],
});
const ID = completed._id;

/** ProBook 16 (p1) ×2 at 85,000 and Magic Mouse (p2) ×1 at 4,000; delivery 100; pickup fee 50. */
function returnsOf(overrides: Partial<ReturnsOfOrder> = {}): ReturnsOfOrder {
  return {
    orderId: ID,
    completedAt: '2026-03-04T10:00:00.000Z',
    changeOfMindUntil: '2026-03-18T10:00:00.000Z',
    defectUntil: '2026-04-03T10:00:00.000Z',
    open: true,
    closedReason: null,
    pickupFee: 50,
    deliveryFee: 100,
    lines: [
      {
        productId: 'p1',
        variantId: 'p1',
        variant: null,
        name: 'ProBook 16',
        nameAr: 'بروبوك ١٦',
        image: null,
        unitPrice: 85_000,
        bought: 2,
        returnable: 2,
      },
      {
        productId: 'p2',
        variantId: 'p2',
        variant: null,
        name: 'Magic Mouse',
        nameAr: 'ماجيك ماوس',
        image: null,
        unitPrice: 4_000,
        bought: 1,
        returnable: 1,
      },
    ],
    returns: [],
    ...overrides,
  };
}

function aReturn(overrides: Partial<Return> = {}): Return {
  return {
    _id: 'r1',
    orderId: ID,
    status: 'requested',
    reason: 'defective',
    note: '',
    photos: [],
    address: completed.address[0]!,
    lines: [
      {
        _id: 'l1',
        productId: 'p1',
        variantId: 'p1',
        variant: null,
        name: 'ProBook 16',
        nameAr: 'بروبوك ١٦',
        image: null,
        quantity: 1,
        unitPrice: 85_000,
        resellable: null,
        notResellable: null,
      },
    ],
    pickupDate: null,
    rejectReason: null,
    rejectNote: null,
    pickupFee: 0,
    refundDue: 85_000,
    refund: null,
    history: [{ status: 'requested', at: '2026-03-05T10:00:00.000Z' }],
    version: 1,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The order, its returns, and POST /returns (answering `answer`, or the return asked for), recording each body. */
function serve(
  data: ReturnsOfOrder = returnsOf(),
  { answer, current = completed }: { answer?: { status: number; message: string }; current?: Order } = {},
) {
  const sent: ReturnRequest[] = [];
  let state = data;
  server.use(
    http.get(api(`/checkout/${ID}`), () => HttpResponse.json({ data: current })),
    http.get(api(`/returns/order/${ID}`), () => HttpResponse.json({ data: state })),
    http.post(api('/returns'), async ({ request }) => {
      const body = (await request.json()) as ReturnRequest;
      sent.push(body);
      if (answer) return HttpResponse.json({ message: answer.message }, { status: answer.status });
      const made = aReturn({ reason: body.reason, address: body.address });
      state = { ...state, returns: [made, ...state.returns] };
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.post(api('/returns/photos'), () =>
      HttpResponse.json(
        {
          data: {
            url: '/uploads/0123456789abcdef0123456789abcdef-480.webp',
            width: 480,
            height: 360,
          },
        },
        { status: 201 },
      ),
    ),
  );
  return sent;
}

const renderPage = (lang: 'en' | 'ar' = 'en') =>
  renderApp(`/trackingorder/${ID}`, { preloadedState: { session: signedIn(), ui: { lang } } });

async function openForm(user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'ar' = 'en') {
  const start = await screen.findByRole('button', { name: lang === 'en' ? 'Return items' : 'إرجاع منتجات' });
  await user.click(start);
  return screen.getByRole('form', { name: lang === 'en' ? 'Return items' : 'إرجاع منتجات' });
}
/** The refund preview, one "term: amount" a row. */
const summaryRows = () =>
  [...screen.getByTestId('return-summary').querySelectorAll('div')].map(
    (row) =>
      `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent?.replace(/\s/g, ' ')}`,
  );

describe('the order page’s returns', () => {
  it('asks for a defective unit with a photo and a note, showing the refund first, and sends exactly that', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderPage();
    expect(
      await screen.findByText(/^You can return items for any reason until March 18, 2026, and a defective/),
    ).toBeInTheDocument();
    const form = await openForm(user);
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Units of ProBook 16 to return' }),
      '1',
    );
    expect(within(form).queryByLabelText(/Add photos/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Defective' }));
    // The form's own button (in the page's language) stands for the file chooser.
    expect(within(form).getByRole('button', { name: 'Add photos (up to 4)' })).toBeEnabled();
    const file = new File(['photo'], 'crack.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText(/Add photos/), file);
    expect(await within(form).findByRole('img', { name: 'Photo of the item' })).toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: 'What is wrong (optional)' }),
      'The screen flickers',
    );
    // One of two laptops: the unit's price, no delivery fee, no pickup fee.
    expect(summaryRows()).toEqual(['Items: EGP 85,000', 'We refund: EGP 85,000']);
    await user.click(within(form).getByRole('button', { name: 'Confirm the return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      orderId: ID,
      lines: [{ productId: 'p1', variantId: 'p1', quantity: 1 }],
      reason: 'defective',
      note: 'The screen flickers',
      photos: ['/uploads/0123456789abcdef0123456789abcdef-480.webp'],
      address: { ...completed.address[0], landmark: '' },
    });
    const card = await screen.findByTestId('return');
    expect(card).toHaveTextContent('Return: Requested');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('takes the pickup fee for a change of mind, asks no photos, and adds delivery for a whole order’s fault', async () => {
    const user = userEvent.setup();
    serve();
    renderPage();
    const form = await openForm(user);
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Units of Magic Mouse to return' }),
      '1',
    );
    await user.click(within(form).getByRole('radio', { name: 'Changed my mind' }));
    expect(within(form).queryByLabelText(/Add photos/)).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'What is wrong (optional)' })).not.toBeInTheDocument();
    expect(summaryRows()).toEqual(['Items: EGP 4,000', 'Pickup fee: -EGP 50', 'We refund: EGP 3,950']);
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Units of ProBook 16 to return' }),
      '2',
    );
    await user.click(within(form).getByRole('radio', { name: 'Damaged on arrival' }));
    expect(within(form).getByLabelText(/Add photos/)).toBeInTheDocument();
    expect(summaryRows()).toEqual(['Items: EGP 174,000', 'Delivery fee: EGP 100', 'We refund: EGP 174,100']);
  });

  it('says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderPage();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Confirm the return' }));
    expect(await within(form).findByText('Choose at least one item')).toBeInTheDocument();
    expect(within(form).getByText('Choose a reason')).toBeInTheDocument();
    expect(within(form).getAllByRole('combobox', { name: /Units of/ })[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
  });

  it('picks up from a new address, checked by the address book’s rules, and keeps it in the book when asked', async () => {
    const user = userEvent.setup();
    addressBookApi([savedAddress({ isDefault: true, street: 'Road 9', city: 'Maadi' })]);
    const sent = serve();
    renderPage();
    const form = await openForm(user);
    const choices = within(form).getByRole('group', { name: 'Pick up from' });
    // The address book arrives beside the returns.
    await within(choices).findByRole('radio', { name: /Road 9/ });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['The delivery address of this order', expect.stringContaining('Road 9'), 'A new address']);
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(choices).getByRole('radio', { name: 'A new address' }));
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Units of ProBook 16 to return' }),
      '1',
    );
    await user.click(within(form).getByRole('radio', { name: 'Wrong item' }));
    const address = within(form).getByRole('group', { name: 'A new address' });
    await user.type(within(address).getByRole('combobox', { name: 'Government' }), 'Cairo');
    await user.keyboard('{Enter}');
    await user.type(within(address).getByRole('textbox', { name: /^Street/ }), 'Road 233');
    await user.type(within(address).getByRole('textbox', { name: /^Building/ }), '5');
    await user.click(within(form).getByRole('button', { name: 'Confirm the return' }));
    expect(await within(address).findByText('City is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(address).getByRole('combobox', { name: /^City/ }), 'Helwan');
    await user.click(within(form).getByRole('checkbox', { name: 'Keep this address in my address book' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm the return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      reason: 'wrong item',
      address: {
        government: 'Cairo',
        city: 'Helwan',
        street: 'Road 233',
        building: '5',
        floor: '',
        apartment: '',
        landmark: '',
      },
      saveAddress: true,
    });
  });

  it('sends a saved address the shopper picks, without keeping it again', async () => {
    const user = userEvent.setup();
    addressBookApi([
      savedAddress({ street: 'Road 9', city: 'Maadi', government: 'Cairo', landmark: 'Gate 2' }),
    ]);
    const sent = serve();
    renderPage();
    const form = await openForm(user);
    await user.click(await within(form).findByRole('radio', { name: /Road 9/ }));
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Units of Magic Mouse to return' }),
      '1',
    );
    await user.click(within(form).getByRole('radio', { name: 'Not as described' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm the return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.address).toEqual({
      government: 'Cairo',
      city: 'Maadi',
      street: 'Road 9',
      building: '12',
      floor: '3',
      apartment: '7',
      landmark: 'Gate 2',
    });
    expect(sent[0]).not.toHaveProperty('saveAddress');
  });

  describe('an order with one product in two variants', () => {
    const choices = (colour: string, colourAr: string) => [
      { name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' },
      { name: 'Colour', nameAr: 'اللون', value: colour, valueAr: colourAr },
    ];
    const phoneLine = (variantId: string, colour: string, colourAr: string, returnable: number) => ({
      productId: 'phone',
      variantId,
      variant: {
        _id: variantId,
        sku: `NOVA-512-${colour.toUpperCase()}`,
        choices: choices(colour, colourAr),
      },
      name: 'Nova Phone 16 Pro',
      nameAr: 'نوفا فون ١٦ برو',
      image: null,
      unitPrice: colour === 'Blue' ? 72_000 : 70_000,
      bought: 1,
      returnable,
    });
    const twoVariants = (blueReturnable = 1) =>
      returnsOf({
        lines: [
          phoneLine('v-blue', 'Blue', 'أزرق', blueReturnable),
          phoneLine('v-black', 'Black', 'أسود', 1),
        ],
      });

    it('offers each variant by its choices and sends the one chosen, by product and variant', async () => {
      const user = userEvent.setup();
      const sent = serve(twoVariants());
      renderPage();
      const form = await openForm(user);
      await user.selectOptions(
        within(form).getByRole('combobox', { name: 'Units of Nova Phone 16 Pro (512 GB · Blue) to return' }),
        '1',
      );
      expect(
        within(form).getByRole('combobox', { name: 'Units of Nova Phone 16 Pro (512 GB · Black) to return' }),
      ).toHaveValue('0');
      await user.click(within(form).getByRole('radio', { name: 'Defective' }));
      // The blue one's price, not the black one's.
      expect(summaryRows()).toEqual(['Items: EGP 72,000', 'We refund: EGP 72,000']);
      await user.click(within(form).getByRole('button', { name: 'Confirm the return' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.lines).toEqual([{ productId: 'phone', variantId: 'v-blue', quantity: 1 }]);
    });

    it('names the variants in Arabic, and keeps the one already returned closed', async () => {
      const user = userEvent.setup();
      serve(twoVariants(0));
      renderPage('ar');
      const form = await openForm(user, 'ar');
      const [blue, black] = within(form).getAllByRole('combobox');
      expect(blue).toHaveAccessibleName(expect.stringContaining('نوفا فون ١٦ برو (512 جيجابايت · أزرق)'));
      expect(blue).toBeDisabled();
      expect(black).toHaveAccessibleName(expect.stringContaining('نوفا فون ١٦ برو (512 جيجابايت · أسود)'));
      expect(black).toBeEnabled();
    });
  });

  it('shows the server’s refusal in the form, in Arabic', async () => {
    const user = userEvent.setup();
    const message = 'انتهت مهلة الإرجاع لتغيير الرأي (١٤ يومًا من التسليم).';
    serve(returnsOf(), { answer: { status: 409, message } });
    renderPage('ar');
    const form = await openForm(user, 'ar');
    await user.selectOptions(within(form).getAllByRole('combobox')[0]!, '1');
    await user.click(within(form).getByRole('radio', { name: 'غيّرت رأيي' }));
    expect(screen.getByTestId('return-summary')).toHaveTextContent('رسوم الاستلام');
    await user.click(within(form).getByRole('button', { name: 'تأكيد الإرجاع' }));
    expect(await within(form).findByText(message)).toHaveAttribute('role', 'alert');
  });

  it.each([
    [
      'en' as const,
      "The return window for this order has closed: 14 days from delivery for any reason, 30 days for a defect. For a defect that appears later, use the manufacturer's warranty",
    ],
    ['ar' as const, 'إذا ظهر عيب بعد ذلك فاستخدم ضمان الشركة المصنعة'],
  ])(
    'once the window closed, has no button and says why with the warranty route (%s)',
    async (lang, text) => {
      serve(returnsOf({ open: false, closedReason: 'returns.closed.windowClosed' }));
      renderPage(lang);
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(text);
      expect(within(note).getByRole('link')).toHaveAttribute('href', '/returns');
      expect(screen.queryByRole('button', { name: /Return items|إرجاع منتجات/ })).not.toBeInTheDocument();
    },
  );

  it('lists each return’s status: the pickup day, the shop’s reason, the refund and how', async () => {
    serve(
      returnsOf({
        returns: [
          aReturn({ _id: 'r3', status: 'approved', pickupDate: '2026-03-10' }),
          aReturn({
            _id: 'r2',
            status: 'rejected',
            rejectReason: 'missing accessories',
            rejectNote: 'No charger',
          }),
          aReturn({
            _id: 'r1',
            status: 'refunded',
            refund: { amount: 85_000, method: 'wallet', reference: 'VF-77', at: '2026-03-12T10:00:00.000Z' },
          }),
        ],
      }),
    );
    renderPage();
    const cards = await screen.findAllByTestId('return');
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual([
      'approved',
      'rejected',
      'refunded',
    ]);
    expect(cards[0]).toHaveTextContent('Return: Approved');
    expect(cards[0]).toHaveTextContent('Our courier picks the items up on March 10, 2026.');
    expect(cards[1]).toHaveTextContent('Not accepted: Missing accessories No charger');
    expect(cards[2]).toHaveTextContent('Refunded EGP 85,000 by Mobile wallet, reference VF-77');
  });

  it('lists them in Arabic, with the refund through the payment provider for a card payment', async () => {
    serve(
      returnsOf({
        returns: [
          aReturn({
            status: 'refunded',
            refund: {
              amount: 85_000,
              method: 'provider',
              reference: '7788',
              at: '2026-03-12T10:00:00.000Z',
            },
          }),
        ],
      }),
    );
    renderPage('ar');
    const card = await screen.findByTestId('return');
    expect(card).toHaveTextContent('إلى البطاقة أو المحفظة التي دُفع بها');
    expect(card).toHaveTextContent('٨٥٬٠٠٠');
  });
});
