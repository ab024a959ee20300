// The order confirmation: everything about the order just placed, and where to go next.
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../support/web/render';
import { setupMswServer } from '../../../support/web/server';
import { initialCheckoutState, type PlacedOrder } from '../../../../src/features/orders/checkoutSlice';
import { order, shopChrome, signedIn } from './orderFixtures';

setupMswServer();
beforeEach(shopChrome);

const placed = order() as unknown as PlacedOrder;

describe('order confirmation', () => {
  it('thanks the customer and shows number, address, payment, Cairo date, products and totals', async () => {
    renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: { cartId: null, order: placed } },
    });
    expect(await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' })).toBeInTheDocument();
    expect(screen.getByText('1A2B3C4D')).toBeInTheDocument();
    expect(screen.getByText('Tahrir 12').closest('dd')).toHaveTextContent(
      'Building 7, Tahrir 12, Floor 3, Apartment 12, Dokki, Giza',
    );
    expect(screen.getByText('Cash On Delivery')).toBeInTheDocument();
    expect(screen.getByText('March 2, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ProBook 16' })).toBeInTheDocument();
    expect(screen.getByText(/174,000/)).toBeInTheDocument();
    expect(screen.getByText(/174,100/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      `/trackingorder/${order()._id}`,
    );
  });

  it("names a line's variant choices, in either language, and links to that variant", async () => {
    const withVariant = order();
    const [first, ...rest] = withVariant.cartId.products;
    const variantOrder = {
      ...withVariant,
      cartId: {
        ...withVariant.cartId,
        products: [
          {
            ...first!,
            product: {
              ...first!.product,
              variant: {
                _id: 'v-pb-1tb',
                sku: 'PB16-1TB-BLU',
                choices: [
                  { name: 'Storage', nameAr: 'السعة', value: '1 TB', valueAr: '1 تيرابايت' },
                  { name: 'Colour', nameAr: 'اللون', value: 'Blue', valueAr: 'أزرق' },
                ],
              },
            },
          },
          ...rest,
        ],
      },
    } as unknown as PlacedOrder;
    const { unmount } = renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: { cartId: null, order: variantOrder } },
    });
    expect(await screen.findByText('1 TB · Blue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ProBook 16' })).toHaveAttribute(
      'href',
      '/item/p1?variant=PB16-1TB-BLU',
    );
    // The line stored without a variant names none.
    expect(screen.getByRole('link', { name: 'Magic Mouse' })).toHaveAttribute('href', '/item/p2');
    unmount();
    renderApp('/order', {
      preloadedState: {
        session: signedIn(),
        checkout: { cartId: null, order: variantOrder },
        ui: { lang: 'ar' },
      },
    });
    expect(await screen.findByText('1 تيرابايت · أزرق')).toBeInTheDocument();
  });

  it('says what happens next: the call to the phone shown, the cancel time in Cairo and the delivery days', async () => {
    // Placed 22:30 UTC on 1 March; COD_CONFIRM_HOURS 24: cancelled unless confirmed by 00:30 on 3 March in Cairo.
    const waiting = order({ confirmBy: '2026-03-02T22:30:00.000Z' }) as unknown as PlacedOrder;
    renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: { cartId: null, order: waiting } },
    });
    const next = await screen.findByRole('region', { name: 'What happens next' });
    const steps = within(next)
      .getAllByRole('listitem')
      .map((step) => step.textContent?.replace(/\s/g, ' '));
    expect(steps).toEqual([
      'We will call you on 01012345678 to confirm your order.',
      expect.stringMatching(
        /^If we cannot confirm it with you by March 3, 2026 at 12:30 AM, the order is cancelled\.$/,
      ),
      'Once confirmed, it is delivered in 1–2 working days (Sunday to Thursday), paid in cash at the door.',
    ]);
  });

  it('says it in Arabic, and leaves out the cancel time when the shop runs no confirmation timer', async () => {
    const untimed = order({ confirmBy: null }) as unknown as PlacedOrder;
    renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: { cartId: null, order: untimed }, ui: { lang: 'ar' } },
    });
    const next = await screen.findByRole('region', { name: 'ماذا يحدث بعد ذلك' });
    const steps = within(next).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('سنتصل بك على 01012345678 لتأكيد طلبك.');
    expect(steps[1]).toHaveTextContent(/^بعد التأكيد يصلك خلال ١–٢ أيام عمل/);
  });

  it('names the landmark the shopper gave with the address, in either language', async () => {
    const base = order();
    const withLandmark = {
      ...base,
      address: [{ ...base.address[0]!, landmark: 'Behind the mosque' }],
    } as unknown as PlacedOrder;
    const { unmount } = renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: { cartId: null, order: withLandmark } },
    });
    expect((await screen.findByText('Tahrir 12')).closest('dd')).toHaveTextContent(
      'Building 7, Tahrir 12, Floor 3, Apartment 12, Dokki, Giza, Landmark: Behind the mosque',
    );
    unmount();
    renderApp('/order', {
      preloadedState: {
        session: signedIn(),
        checkout: { cartId: null, order: withLandmark },
        ui: { lang: 'ar' },
      },
    });
    expect((await screen.findByText('Tahrir 12')).closest('dd')).toHaveTextContent(
      /، علامة مميزة: Behind the mosque$/,
    );
  });

  it('isolates each part of a mixed Arabic and English address, so each keeps its direction', async () => {
    const base = order();
    const mixed = {
      ...base,
      address: [{ ...base.address[0]!, street: 'شارع التحرير', building: '12B', city: '6th of October' }],
    } as unknown as PlacedOrder;
    renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: { cartId: null, order: mixed }, ui: { lang: 'ar' } },
    });
    const street = await screen.findByText('شارع التحرير');
    expect(street.tagName).toBe('BDI');
    expect(screen.getByText('12B').tagName).toBe('BDI');
    expect(screen.getByText('6th of October').tagName).toBe('BDI');
    expect(street.closest('dd')).toHaveTextContent(/^المبنى 12B، شارع التحرير، /);
  });

  it('shows the date and prices in Arabic in Arabic', async () => {
    renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: { cartId: null, order: placed }, ui: { lang: 'ar' } },
    });
    expect(await screen.findByRole('heading', { name: 'شكرًا لك يا Mona Adel!' })).toBeInTheDocument();
    expect(screen.getByText('الدفع عند الاستلام')).toBeInTheDocument();
    expect(screen.getByText(/٢٠٢٦/)).toBeInTheDocument();
  });

  it('sends a shopper with no stored order to the no-order page', async () => {
    const { router } = renderApp('/order', {
      preloadedState: { session: signedIn(), checkout: initialCheckoutState },
    });
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notorder');
  });
});
