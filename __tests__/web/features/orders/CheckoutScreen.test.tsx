// Checkout as a shopper meets it: the address rules and keystroke filters, the governorate list, the summary,
// placing an order exactly once (double press, retry after a dropped answer) and a stock conflict.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { addressBookApi, savedAddress } from '../../../support/web/addressBookApi';
import type { SavedAddress } from '../../../../src/contract/addresses';
import type { CartItem } from '../../../../src/features/cart/cartSlice';
import type { CartRequest, CheckoutRequest } from '../../../../src/contract/types';
import { laptop, mouse, order, productOfLine, shopChrome, signedIn } from './orderFixtures';

setupMswServer();
beforeEach(shopChrome);

function renderCheckout(items: CartItem[] = [laptop, mouse]) {
  return renderApp('/Checkout', {
    preloadedState: { session: signedIn(), cart: { items, checkoutKey: null } },
  });
}

/** A field by its label; the city is a combobox (its governorate's cities, or the shopper's own). */
const field = (name: RegExp) => screen.getByRole(name.source === '^City' ? 'combobox' : 'textbox', { name });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Government' }), 'Giza');
  await user.keyboard('{Enter}');
  await user.type(field(/^City/), 'Dokki');
  await user.type(field(/^Street/), 'Tahrir 12');
  await user.type(field(/^Building/), '7');
  await user.type(field(/^Floor/), '3');
  await user.type(field(/^Apartment/), '12');
  await user.type(field(/^Order note/), 'Call before delivery');
}

interface Calls {
  carts: CartRequest[];
  checkouts: { cartId: string; key: string | null; body: CheckoutRequest }[];
}

function orderApi({ checkoutDelay = 0 } = {}): Calls {
  const calls: Calls = { carts: [], checkouts: [] };
  server.use(
    http.post(api('/cart'), async ({ request }) => {
      calls.carts.push((await request.json()) as CartRequest);
      return HttpResponse.json({ data: { _id: `cart-${calls.carts.length}` } }, { status: 201 });
    }),
    http.post(api('/checkout/:cartId'), async ({ request, params }) => {
      calls.checkouts.push({
        cartId: String(params.cartId),
        key: request.headers.get('idempotency-key'),
        body: (await request.json()) as CheckoutRequest,
      });
      if (checkoutDelay) await delay(checkoutDelay);
      return HttpResponse.json({ data: order() }, { status: 201 });
    }),
  );
  return calls;
}

describe('checkout address rules', () => {
  it('names every required field when the form is sent empty', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Government is required',
      'City is required',
      'Street is required',
      'Building is required',
      'Note is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field(/^City/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the shopper to the first field to correct, focused, and says how many need correcting', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Government' })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 5 fields.');

    // The next attempt starts from the first field still wrong, wherever it is.
    await user.type(screen.getByRole('combobox', { name: 'Government' }), 'Giza');
    await user.keyboard('{Enter}');
    await user.type(field(/^City/), 'Dokki');
    await user.type(field(/^Street/), 'Tahrir 12');
    await user.type(field(/^Building/), '7');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(field(/^Order note/)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 1 field.');
    expect(field(/^Order note/)).toHaveAccessibleDescription('Note is required');
  });

  it('says so in Arabic', async () => {
    const user = userEvent.setup();
    renderApp('/Checkout', {
      preloadedState: {
        session: signedIn(),
        cart: { items: [laptop], checkoutKey: null },
        ui: { lang: 'ar' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'المحافظة' })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('يرجى تصحيح ٥ حقول.');
  });

  /** Chooses a governorate in the searchable list, replacing the one chosen before. */
  async function chooseGovernorate(user: ReturnType<typeof userEvent.setup>, name: string) {
    const select = screen.getByRole('combobox', { name: 'Government' });
    await user.clear(select);
    await user.type(select, name);
    await user.keyboard('{Enter}');
  }

  it("clears a city picked from the old governorate's list when the governorate changes", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('combobox', { name: 'Government' });
    await chooseGovernorate(user, 'Giza');
    await user.type(field(/^City/), 'Dokki');
    await chooseGovernorate(user, 'Cairo');
    expect(field(/^City/)).toHaveValue('');
  });

  it('keeps a city typed by hand, not in the old list, when the governorate changes', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('combobox', { name: 'Government' });
    await chooseGovernorate(user, 'Giza');
    await user.type(field(/^City/), 'Kafr Hakim');
    await chooseGovernorate(user, 'Cairo');
    // Cairo is chosen: the city now offers Cairo's districts.
    expect(document.querySelector('#checkout-city-list option[value="Nasr City"]')).not.toBeNull();
    expect(field(/^City/)).toHaveValue('Kafr Hakim');
  });

  it('says a one-letter city is too short', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByRole('combobox', { name: /^City/ }), 'A');
    await user.tab();
    expect(await screen.findByText('City is so short, must be more than 2 chars')).toBeInTheDocument();
  });

  it('shows the rules in Arabic when the shop speaks Arabic', async () => {
    const user = userEvent.setup();
    renderApp('/Checkout', {
      preloadedState: {
        session: signedIn(),
        cart: { items: [laptop], checkoutKey: null },
        ui: { lang: 'ar' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByRole('combobox', { name: 'المحافظة' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
  });
});

describe('checkout keystroke filters', () => {
  it.each([
    ['city', /^City/, '6th of October!', '6th of October'],
    ['city (Arabic)', /^City/, 'العاشر من رمضان، ٣@', 'العاشر من رمضان، ٣'],
    ['street', /^Street/, 'Tahrir 12, ٣!', 'Tahrir 12, ٣'],
    ['street (Arabic comma)', /^Street/, 'شارع ٩، الحي الثاني', 'شارع ٩، الحي الثاني'],
    ['building', /^Building/, 'B-7/أ#', 'B-7/أ'],
    ['floor', /^Floor/, 'G-1', 'G1'],
    ['apartment', /^Apartment/, '12#B', '12B'],
  ])('lets only the allowed characters into %s', async (_name, label, typed, kept) => {
    const user = userEvent.setup();
    renderCheckout();
    const input = await screen.findByRole(label.source === '^City' ? 'combobox' : 'textbox', { name: label });
    await user.type(input, typed);
    expect(input).toHaveValue(kept);
  });

  it.each([
    [/^City/, 'a', 50],
    [/^Street/, 'b', 50],
    [/^Building/, 'c', 50],
    [/^Order note/, 'd', 50],
    [/^Floor/, '1', 5],
    [/^Apartment/, '2', 5],
  ])('stops %s at its maximum length', async (label, char, max) => {
    const user = userEvent.setup();
    renderCheckout();
    const input = await screen.findByRole(label.source === '^City' ? 'combobox' : 'textbox', { name: label });
    await user.click(input);
    await user.paste(char.repeat(max + 7));
    expect(input).toHaveValue(char.repeat(max));
  });

  it.each([/^City/, /^Street/, /^Building/, /^Floor/, /^Apartment/, /^Order note/])(
    'never lets %s start with a space',
    async (label) => {
      const user = userEvent.setup();
      renderCheckout();
      const input = await screen.findByRole(label.source === '^City' ? 'combobox' : 'textbox', {
        name: label,
      });
      await user.type(input, '  1a');
      expect((input as HTMLInputElement).value.startsWith(' ')).toBe(false);
      expect((input as HTMLInputElement).value.length).toBeGreaterThan(0);
    },
  );
});

describe('governorate list', () => {
  it('offers the 27 governorates and narrows them as the shopper types', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const combo = await screen.findByRole('combobox', { name: 'Government' });
    await user.click(combo);
    expect(screen.getAllByRole('option')).toHaveLength(27);
    await user.type(combo, 'sin');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['South Sinai', 'North Sinai']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combo).toHaveValue('North Sinai');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a governorate by its Arabic name and shows Arabic names in Arabic', async () => {
    const user = userEvent.setup();
    renderApp('/Checkout', {
      preloadedState: {
        session: signedIn(),
        cart: { items: [laptop], checkoutKey: null },
        ui: { lang: 'ar' },
      },
    });
    const combo = await screen.findByRole('combobox', { name: 'المحافظة' });
    await user.type(combo, 'الاسكندرية');
    await user.click(screen.getByRole('option', { name: 'الإسكندرية' }));
    expect(combo).toHaveValue('الإسكندرية');
  });

  it('closes the list with Escape', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const combo = await screen.findByRole('combobox', { name: 'Government' });
    await user.click(combo);
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('checkout summary and payment', () => {
  it('adds the 100 EGP delivery to the discounted subtotal', async () => {
    renderCheckout();
    // 2 × 85,000 (discounted) + 1 × 4,000 = 174,000; + 100 delivery = 174,100.
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent(/174,000/);
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent(/100/);
    expect(screen.getByTestId('summary-total')).toHaveTextContent(/174,100/);
  });

  it('says above Place Order when the order is above the cash-on-delivery limit, in either language', async () => {
    // 174,100 with delivery, above a 100,000 limit.
    server.use(
      http.get(api('/product/:id'), ({ params }) => {
        const item = params.id === 'p1' ? laptop : mouse;
        return HttpResponse.json({
          product: productOfLine(item, { cashOnDelivery: { available: true, limitEgp: 100_000 } }),
        });
      }),
    );
    const { unmount } = renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const notice = await within(summary).findByRole('status');
    expect(notice.textContent!.replace(/\u00a0/g, ' ')).toBe(
      'Cash on delivery is for orders up to EGP 100,000, and this one comes to EGP 174,100: remove some items to check out, or contact us to order it.',
    );
    expect(within(notice).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    // Said before the button that would be refused.
    expect(
      notice.compareDocumentPosition(within(summary).getByRole('button', { name: 'Place Order' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();

    renderApp('/Checkout', {
      preloadedState: {
        session: signedIn(),
        cart: { items: [laptop, mouse], checkoutKey: null },
        ui: { lang: 'ar' },
      },
    });
    const arabic = await screen.findByRole('region', { name: 'ملخص الطلب' });
    expect(await within(arabic).findByRole('status')).toHaveTextContent(
      /^الدفع عند الاستلام متاح للطلبات حتى .*١٠٠٬٠٠٠.*١٧٤٬١٠٠/,
    );
  });

  it('says nothing of the limit for an order within it', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('ProBook 16'));
    expect(within(summary).queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the products in Arabic for an Arabic shopper', async () => {
    const namesAr: Record<string, string> = { p1: 'بروبوك 16', p2: 'ماجيك ماوس' };
    server.use(
      http.get(api('/product/:id'), ({ params }) => {
        const item = params.id === 'p1' ? laptop : mouse;
        return HttpResponse.json({ product: productOfLine(item, { nameAr: namesAr[item.id] }) });
      }),
    );
    renderApp('/Checkout', {
      preloadedState: {
        session: signedIn(),
        cart: { items: [laptop, mouse], checkoutKey: null },
        ui: { lang: 'ar' },
      },
    });
    const summary = await screen.findByRole('region', { name: 'ملخص الطلب' });
    await waitFor(() => expect(summary).toHaveTextContent('بروبوك 16'));
    expect(summary).toHaveTextContent('ماجيك ماوس');
    expect(summary).not.toHaveTextContent('ProBook 16');
    expect(summary).not.toHaveTextContent('Magic Mouse');
  });

  it('shows three payment methods with only cash on delivery selectable', async () => {
    renderCheckout();
    const cash = await screen.findByRole('radio', { name: 'Cash On Delivery' });
    expect(cash).toBeChecked();
    expect(cash).toBeEnabled();
    expect(screen.getByRole('radio', { name: /^Pay By Card/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Installment/ })).toBeDisabled();
  });

  it('with online methods switched on, offers cash and those only, every one selectable', async () => {
    server.use(http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['wallet'] })));
    renderCheckout();
    const wallet = await screen.findByRole('radio', { name: 'Mobile Wallet' });
    expect(wallet).toBeEnabled();
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Cash On Delivery', 'Mobile Wallet']);
    expect(group).not.toHaveTextContent('Not available yet');
  });

  it('comes from a product page’s plan with Installments and that plan chosen, the plans for the order’s total', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['card', 'instalments'] })),
    );
    renderApp('/Checkout?plan=12', {
      preloadedState: { session: signedIn(), cart: { items: [laptop, mouse], checkoutKey: null } },
    });
    const instalments = await screen.findByRole('radio', { name: 'Installment' });
    await waitFor(() => expect(instalments).toBeChecked());
    const plans = screen.getByRole('group', { name: 'Your plan' });
    // 174,100 with delivery: 12 months interest-free is 14,509 a month (rounded up).
    expect(
      within(plans).getByRole('radio', { name: /^12 months: EGP\s14,509\/month \(interest-free\)$/ }),
    ).toBeChecked();
    expect(within(plans).getAllByRole('radio')).toHaveLength(4);
    expect(plans).toHaveTextContent('You confirm the plan on the payment page');
    // Another plan, then another method: the plans go with Installments.
    await user.click(within(plans).getByRole('radio', { name: /^24 months/ }));
    expect(within(plans).getByRole('radio', { name: /^24 months/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pay By Card' }));
    expect(screen.queryByRole('group', { name: 'Your plan' })).not.toBeInTheDocument();
  });

  it('keeps cash on delivery for a plan asked while the shop takes no instalments, or a plan it does not have', async () => {
    server.use(http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['card'] })));
    const { unmount } = renderApp('/Checkout?plan=12', {
      preloadedState: { session: signedIn(), cart: { items: [laptop, mouse], checkoutKey: null } },
    });
    await screen.findByRole('radio', { name: 'Pay By Card' });
    expect(screen.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Installment' })).not.toBeInTheDocument();
    unmount();
    server.use(http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['instalments'] })));
    renderApp('/Checkout?plan=7', {
      preloadedState: { session: signedIn(), cart: { items: [laptop, mouse], checkoutKey: null } },
    });
    await screen.findByRole('radio', { name: 'Installment' });
    expect(screen.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
  });

  it('sends a shopper with an empty cart back to the cart', async () => {
    renderCheckout([]);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });
});

describe('placing the order', () => {
  it('names the variant of a line that has one in the cart request, and its choices in the summary', async () => {
    const user = userEvent.setup();
    const calls = orderApi();
    const blueLaptop: CartItem = {
      ...laptop,
      quantity: 1,
      variant: 'v-pb-1tb',
      sku: 'PB16-1TB-BLU',
      choices: [
        { name: 'Storage', nameAr: 'السعة', value: '1 TB', valueAr: '1 تيرابايت' },
        { name: 'Colour', nameAr: 'اللون', value: 'Blue', valueAr: 'أزرق' },
      ],
    };
    // A line stored before variants (the mouse) is sent as it always was.
    renderCheckout([blueLaptop, mouse]);
    expect(await screen.findByText(/ProBook 16 · 1 TB · Blue/)).toBeInTheDocument();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' });
    expect(calls.carts[0]?.products).toEqual([
      { productId: 'p1', variantId: 'v-pb-1tb', quantity: 1, total: 85000 },
      { productId: 'p2', quantity: 1, total: 4000 },
    ]);
  });

  it('prices a cart, checks it out and lands on the confirmation with the cart cleared', async () => {
    const user = userEvent.setup();
    const calls = orderApi();
    const { store, router } = renderCheckout();
    await screen.findByRole('button', { name: 'Place Order' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
    expect(calls.carts).toEqual([
      {
        user: 'u1',
        products: [
          { productId: 'p1', quantity: 2, total: 170000 },
          { productId: 'p2', quantity: 1, total: 4000 },
        ],
      },
    ]);
    expect(calls.checkouts).toHaveLength(1);
    expect(calls.checkouts[0]).toMatchObject({
      cartId: 'cart-1',
      body: {
        address: [
          {
            government: 'Giza',
            city: 'Dokki',
            street: 'Tahrir 12',
            building: '7',
            floor: '3',
            apartment: '12',
          },
        ],
        note: 'Call before delivery',
        paymentmethod: 'Cash On Delivery',
      },
    });
    expect(calls.checkouts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().checkout.order?._id).toBe(order()._id);
  });

  it('reads Ordering... and ignores further presses while the order is placed', async () => {
    const user = userEvent.setup();
    const calls = orderApi({ checkoutDelay: 300 });
    renderCheckout();
    await screen.findByRole('button', { name: 'Place Order' });
    await fillValidForm(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    await user.click(button);
    const pending = await screen.findByRole('button', { name: 'Ordering...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' });
    expect(calls.carts).toHaveLength(1);
    expect(calls.checkouts).toHaveLength(1);
  });

  it('answers a valid press within the press itself, and never reads Ordering... for a form with errors', async () => {
    const user = userEvent.setup();
    const calls = orderApi({ checkoutDelay: 300 });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place Order' });
    fireEvent.click(button);
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ordering...' })).not.toBeInTheDocument();

    await fillValidForm(user);
    fireEvent.click(button);
    // Nothing asynchronous has run yet: the press's own event already shows the order on its way.
    expect(screen.getByRole('button', { name: 'Ordering...' })).toBeDisabled();
    await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' });
    expect(calls.checkouts).toHaveLength(1);
  });

  it('retries a checkout whose answer was lost with the same cart and Idempotency-Key', async () => {
    const user = userEvent.setup();
    const calls = orderApi();
    let dropNext = true;
    server.use(
      http.post(api('/checkout/:cartId'), async ({ request, params }) => {
        calls.checkouts.push({
          cartId: String(params.cartId),
          key: request.headers.get('idempotency-key'),
          body: (await request.json()) as CheckoutRequest,
        });
        if (dropNext) {
          dropNext = false;
          return HttpResponse.error();
        }
        return HttpResponse.json({ data: order() }, { status: 201 });
      }),
    );
    renderCheckout();
    await screen.findByRole('button', { name: 'Place Order' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    // The failure's toast (the form's own alert, for invalid fields, stays empty: the form was valid).
    expect(await screen.findByText('Could not place your order. Please try again.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' });

    expect(calls.carts).toHaveLength(1);
    expect(calls.checkouts).toHaveLength(2);
    expect(calls.checkouts[1]?.cartId).toBe(calls.checkouts[0]?.cartId);
    expect(calls.checkouts[1]?.key).toBe(calls.checkouts[0]?.key);
  });

  it("sends the cart's stored checkout key, so a press after a reload finds the order the cart became", async () => {
    const user = userEvent.setup();
    const calls = orderApi();
    renderApp('/Checkout', {
      preloadedState: { session: signedIn(), cart: { items: [laptop], checkoutKey: 'kept-key-7' } },
    });
    await screen.findByRole('button', { name: 'Place Order' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' });
    expect(calls.checkouts.map((call) => call.key)).toEqual(['kept-key-7']);
  });

  it('shows the server message and keeps the form when the checkout is refused', async () => {
    const user = userEvent.setup();
    orderApi();
    server.use(
      http.post(api('/checkout/:cartId'), () =>
        HttpResponse.json({ message: 'Choose a governorate from the list' }, { status: 400 }),
      ),
    );
    const { router } = renderCheckout();
    await screen.findByRole('button', { name: 'Place Order' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Choose a governorate from the list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Checkout');
    expect(field(/^City/)).toHaveValue('Dokki');
  });

  it('names the product, lowers its quantity to the stock left and returns to the cart on a stock conflict', async () => {
    const user = userEvent.setup();
    orderApi();
    server.use(
      http.post(api('/checkout/:cartId'), () =>
        HttpResponse.json({ message: 'Not enough stock for ProBook 16', errors: { p1: 1 } }, { status: 409 }),
      ),
      http.get(api('/product/:id'), ({ params }) => {
        const item = params.id === 'p1' ? { ...laptop, productquantity: 1 } : mouse;
        return HttpResponse.json({ product: productOfLine(item) });
      }),
    );
    const { store, router } = renderCheckout();
    await screen.findByRole('button', { name: 'Place Order' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Not enough stock for ProBook 16')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(store.getState().cart.items.find((item) => item.id === 'p1')?.quantity).toBe(1);
    expect(store.getState().cart.items.find((item) => item.id === 'p2')?.quantity).toBe(1);
  });
});

describe('checkout access', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const { router } = renderApp('/Checkout', {
      preloadedState: { cart: { items: [laptop], checkoutKey: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });
});

/** What an order sends of a saved address: its seven fields, landmark included, and nothing of the book's own. */
const orderFieldsOf = ({
  _id,
  isDefault: _default,
  createdAt: _created,
  updatedAt: _updated,
  ...fields
}: SavedAddress) => fields;

describe('checkout with saved addresses', () => {
  const home = savedAddress({
    isDefault: true,
    street: 'Road 9',
    city: 'Maadi',
    government: 'Cairo',
    landmark: 'Behind the mosque',
  });
  const work = savedAddress({
    street: 'Nile St',
    building: '4',
    city: 'Dokki',
    government: 'Giza',
    floor: '',
    apartment: '',
  });

  it('fills in the default address, and places the order with another saved address when it is picked', async () => {
    addressBookApi([home, work]);
    const calls = orderApi();
    const user = userEvent.setup();
    renderCheckout();
    const group = await screen.findByRole('group', { name: 'Deliver to' });
    expect(await within(group).findByRole('radio', { name: /Road 9 12, Maadi, Cairo/ })).toBeChecked();
    // The form is not shown while a saved address is chosen.
    expect(screen.queryByRole('combobox', { name: /^City/ })).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: /Nile St 4, Dokki, Giza/ }));
    await user.type(field(/^Order note/), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.checkouts).toHaveLength(1));
    expect(calls.checkouts[0]!.body.address).toEqual([orderFieldsOf(work)]);
  });

  it('places the default address as it is filled in, its landmark included for the courier', async () => {
    addressBookApi([work, home]);
    const calls = orderApi();
    const user = userEvent.setup();
    renderCheckout();
    expect(await screen.findByRole('radio', { name: /Road 9 12, Maadi, Cairo \(Default\)/ })).toBeChecked();
    await user.type(field(/^Order note/), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.checkouts).toHaveLength(1));
    expect(calls.checkouts[0]!.body.address).toEqual([orderFieldsOf(home)]);
    expect(calls.checkouts[0]!.body.address[0]!.landmark).toBe('Behind the mosque');
  });

  it('takes a new address, and keeps it in the address book when asked', async () => {
    const book = addressBookApi([home]);
    const calls = orderApi();
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    await fillValidForm(user);
    await user.type(field(/^Landmark/), 'Opposite the bakery');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.checkouts).toHaveLength(1));
    expect(calls.checkouts[0]!.body.address[0]).toEqual(
      expect.objectContaining({ city: 'Dokki', street: 'Tahrir 12', landmark: 'Opposite the bakery' }),
    );
    await waitFor(() => expect(book.posted).toHaveLength(1));
    expect(book.posted[0]).toEqual(
      expect.objectContaining({ city: 'Dokki', street: 'Tahrir 12', landmark: 'Opposite the bakery' }),
    );
  });

  it('shows the plain form, with the offer to save, to a shopper without saved addresses', async () => {
    const book = addressBookApi([]);
    orderApi();
    renderCheckout();
    expect(
      await screen.findByRole('checkbox', { name: 'Save this address to my address book' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Deliver to' })).not.toBeInTheDocument();
    expect(field(/^City/)).toHaveValue('');
    expect(book.posted).toEqual([]);
  });

  it('reads in Arabic', async () => {
    addressBookApi([home]);
    renderApp('/Checkout', {
      preloadedState: {
        session: signedIn(),
        cart: { items: [laptop], checkoutKey: null },
        ui: { lang: 'ar' },
      },
    });
    const group = await screen.findByRole('group', { name: 'التوصيل إلى' });
    expect(await within(group).findByRole('radio', { name: /Road 9 12، Maadi، القاهرة/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'عنوان جديد' })).not.toBeChecked();
  });
});

describe('a total that changed before Place Order', () => {
  // The shopper sees 2 × 85,000 + 4,000 + 100 delivery = 174,100; the shop has since ended the laptop's discount.
  const changed = {
    message: 'Your order now comes to EGP 184,100, not EGP 174,100: a price changed.',
    total: 184_100,
    subtotal: 184_000,
    deliveryFee: 100,
    products: [
      { _id: 'p1', price: 90_000, priceAfterDiscount: 0 },
      { _id: 'p2', price: 4_000, priceAfterDiscount: 0 },
    ],
  };
  /** The first checkout finds the total changed; any later one places the order. */
  function changedThenPlaced(): Calls {
    const calls = orderApi();
    server.use(
      http.post(api('/checkout/:cartId'), async ({ request, params }) => {
        calls.checkouts.push({
          cartId: String(params.cartId),
          key: request.headers.get('idempotency-key'),
          body: (await request.json()) as CheckoutRequest,
        });
        if (calls.checkouts.length === 1) return HttpResponse.json(changed, { status: 409 });
        return HttpResponse.json({ data: order() }, { status: 201 });
      }),
    );
    return calls;
  }
  /** An English shopper presses Place Order on the valid form, and checkout answers that the total changed. */
  async function askedAboutTheNewTotal() {
    const user = userEvent.setup();
    const calls = changedThenPlaced();
    const { router } = renderCheckout();
    await screen.findByRole('button', { name: 'Place Order' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The total has changed' });
    return { user, calls, router, dialog };
  }
  /** The text with plain spaces, without the direction marks Intl puts around an Arabic price. */
  const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').replace(/[\u200e\u200f]/g, '');

  it('sends the total shown, shows the new one, and places the order at it when the shopper confirms', async () => {
    const { calls, router, dialog } = await askedAboutTheNewTotal();
    expect(plain(dialog.textContent)).toContain(
      'Your order now comes to EGP 184,100, delivery included, instead of EGP 174,100.',
    );
    expect(calls.checkouts[0]?.body.total).toBe(174_100);
    // Behind the question, the summary already shows what the order comes to.
    expect(screen.getByTestId('summary-total')).toHaveTextContent(/184,100/);
    expect(router.state.location.pathname).toBe('/Checkout');

    const confirm = within(dialog).getByRole('button', { name: /Place order for EGP.184,100/ });
    fireEvent.click(confirm);
    // The press's own event closes the question and shows the order on its way.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ordering...' })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' })).toBeInTheDocument();
    expect(calls.carts).toHaveLength(1);
    expect(calls.checkouts).toHaveLength(2);
    expect(calls.checkouts[1]).toMatchObject({
      cartId: calls.checkouts[0]!.cartId,
      body: { total: 184_100 },
    });
  });

  it('keeps the shopper on checkout, showing the new total, when they go back', async () => {
    const { user, calls, router, dialog } = await askedAboutTheNewTotal();
    await user.click(within(dialog).getByRole('button', { name: 'Back to checkout' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Checkout');
    expect(field(/^City/)).toHaveValue('Dokki');
    expect(screen.getByTestId('summary-total')).toHaveTextContent(/184,100/);
    expect(calls.checkouts).toHaveLength(1);

    // Pressing Place Order again orders what the summary now shows.
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' });
    expect(calls.checkouts[1]?.body.total).toBe(184_100);
  });

  it('asks in Arabic for an Arabic shopper', async () => {
    addressBookApi([savedAddress({ isDefault: true, street: 'Road 9', city: 'Maadi', government: 'Cairo' })]);
    const user = userEvent.setup();
    const calls = changedThenPlaced();
    renderApp('/Checkout', {
      preloadedState: {
        session: signedIn(),
        cart: { items: [laptop, mouse], checkoutKey: null },
        ui: { lang: 'ar' },
      },
    });
    await screen.findByRole('radio', { name: /Road 9/ });
    await user.type(screen.getByRole('textbox', { name: /^ملاحظة الطلب/ }), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'تغيّر إجمالي الطلب' });
    expect(plain(dialog.textContent)).toContain('كان إجمالي طلبك ١٧٤٬١٠٠');
    expect(plain(dialog.textContent)).toContain('وأصبح ١٨٤٬١٠٠');
    await user.click(within(dialog).getByRole('button', { name: /^تأكيد الطلب بمبلغ \u200f?١٨٤٬١٠٠/ }));
    await waitFor(() => expect(calls.checkouts).toHaveLength(2));
    expect(calls.checkouts[1]?.body.total).toBe(184_100);
  });
});
