// The cart page as a shopper uses it: lines, the summary with delivery, deleting with a confirmation, and the
// freshness check against the catalogue when the page opens.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { airBook } from '../../../support/web/catalogueFixtures';
import type { CartItem } from '../../../../src/features/cart/cartSlice';
import type { Product, ProductDetail } from '../../../../src/contract/types';

setupMswServer();

const product = airBook;

const airbook = product({});
const mouse = product({
  _id: 'p2',
  name: 'Magic Mouse',
  nameAr: 'ماوس ماجيك',
  price: 4000,
  priceAfterDiscount: 0,
  quantity: 10,
  color: 'White',
});
const line = (p: Product, quantity: number): CartItem => ({
  id: p._id,
  title: p.name,
  image: p.images[0] ?? '',
  price: p.price,
  priceAfterDesc: p.priceAfterDiscount,
  productquantity: p.quantity,
  quantity,
  color: p.color,
});

/** The catalogue as the server shows it now. */
function catalogue(...products: ProductDetail[]) {
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories: [] })),
    http.get(api('/product/:id'), ({ params }) => {
      const found = products.find((p) => p._id === params.id);
      return found
        ? HttpResponse.json({ product: found })
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  );
}

function openCart(items: CartItem[], lang: 'en' | 'ar' = 'en') {
  return renderApp('/cart', { preloadedState: { cart: { items, checkoutKey: null }, ui: { lang } } });
}

const egp = (text: string) => new RegExp(text.replace(/,/g, ',?'));

describe('the cart page', () => {
  it('shows an empty cart with a way to the products', async () => {
    catalogue();
    openCart([]);
    // The first test also waits for the lazily loaded screen.
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/categories');
  });

  it('says beside the total when the order is above the cash-on-delivery limit, and stops saying it once it is not', async () => {
    // AirBook at 48,000: three come to 144,100 with delivery, above a 100,000 limit; two come to 96,100.
    const limited = product({ cashOnDelivery: { available: true, limitEgp: 100_000 } });
    catalogue(limited);
    openCart([line(limited, 3)]);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const notice = await within(summary).findByRole('status');
    expect(notice.textContent!.replace(/\u00a0/g, ' ')).toBe(
      'Cash on delivery is for orders up to EGP 100,000, and this one comes to EGP 144,100: remove some items to check out, or contact us to order it.',
    );
    expect(within(notice).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' }));
    expect(within(summary).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says it in Arabic too', async () => {
    const limited = product({ cashOnDelivery: { available: true, limitEgp: 100_000 } });
    catalogue(limited);
    openCart([line(limited, 3)], 'ar');
    const summary = await screen.findByRole('region', { name: 'ملخص الطلب' });
    const notice = await within(summary).findByRole('status');
    expect(notice).toHaveTextContent(/^الدفع عند الاستلام متاح للطلبات حتى .*١٠٠٬٠٠٠.*١٤٤٬١٠٠/);
    expect(within(notice).getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('says nothing of the limit for an order within it', async () => {
    catalogue(airbook);
    openCart([line(airbook, 2)]);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    await screen.findByRole('link', { name: 'AirBook 13' });
    expect(within(summary).queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each line with colour, discounted unit price and line total, and sums delivery into the total', async () => {
    catalogue(airbook, mouse);
    openCart([line(airbook, 2), line(mouse, 1)]);

    const table = await screen.findByRole('table', { name: 'Items in your cart' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first] = rows as [HTMLElement];
    expect(within(first).getByRole('link', { name: 'AirBook 13' })).toHaveAttribute('href', '/item/p1');
    expect(within(first).getByText('Color: Silver')).toBeInTheDocument();
    expect(within(first).getByText(egp('48,000'))).toBeInTheDocument();
    expect(within(first).getByText(egp('96,000'))).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent(egp('100,000'));
    expect(within(summary).getByText('Delivery').nextSibling).toHaveTextContent(/EGP\s?100$/);
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(egp('100,100'));
    expect(within(summary).getByRole('link', { name: 'Go To Checkout' })).toHaveAttribute(
      'href',
      '/Checkout',
    );
    expect(within(summary).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('steps a quantity within 1 and the stock', async () => {
    const user = userEvent.setup();
    catalogue(airbook);
    openCart([line(airbook, 1)]);

    const minus = await screen.findByRole('button', { name: 'Decrease quantity of AirBook 13' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of AirBook 13' });
    const count = screen.getByRole('status', { name: 'Quantity of AirBook 13' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(count).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(count).toHaveTextContent('2');
    expect((await screen.findAllByText('Item quantity has been updated')).length).toBeGreaterThan(0);
  });

  it('keeps the keyboard on the stepper when a press reaches the stock or 1', async () => {
    const user = userEvent.setup();
    catalogue(airbook);
    openCart([line(airbook, 2)]);
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of AirBook 13' });
    const plus = screen.getByRole('button', { name: 'Increase quantity of AirBook 13' });
    plus.focus();
    await user.keyboard('{Enter}'); // 3: the stock
    expect(plus).toBeDisabled();
    expect(minus).toHaveFocus();
    await user.keyboard('{Enter}{Enter}'); // 1
    expect(minus).toBeDisabled();
    expect(plus).toHaveFocus();
  });

  it('asks before deleting a line, keeps it on No and removes it on Yes', async () => {
    const user = userEvent.setup();
    catalogue(airbook, mouse);
    openCart([line(airbook, 1), line(mouse, 1)]);

    await user.click(await screen.findByRole('button', { name: 'Remove AirBook 13 from cart' }));
    let dialog = screen.getByRole('alertdialog', {
      name: 'Do you really want to remove this item from cart ?',
    });
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AirBook 13' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove AirBook 13 from cart' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove AirBook 13 from cart' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Item removed from cart!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'AirBook 13' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magic Mouse' })).toBeInTheDocument();
  });

  it('updates stale prices and stock from the catalogue and says what changed', async () => {
    catalogue(product({ priceAfterDiscount: 45000, quantity: 1 }), mouse);
    const { store } = openCart([
      line(airbook, 3),
      line(mouse, 1),
      line(product({ _id: 'gone', name: 'Old Tablet' }), 1),
    ]);

    const notices = await screen.findByRole('status', { name: 'Changes to your cart' });
    expect(notices).toHaveTextContent('Old Tablet is no longer available and was removed from your cart.');
    expect(notices).toHaveTextContent('Only 1 of AirBook 13 left in stock; your quantity was lowered to 1.');
    expect(notices).toHaveTextContent(/The price of AirBook 13 changed from EGP\s?48,000 to EGP\s?45,000\./);
    expect(store.getState().cart.items).toEqual([
      { ...line(airbook, 1), priceAfterDesc: 45000, productquantity: 1 },
      line(mouse, 1),
    ]);
  });

  it('removes a product that has sold out since it was added', async () => {
    catalogue(product({ quantity: 0 }));
    const { store } = openCart([line(airbook, 1)]);
    expect(
      await screen.findByText('AirBook 13 is out of stock and was removed from your cart.'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('suggests related products that are not already in the cart', async () => {
    const studio = product({ _id: 'p3', name: 'Studio Desk', nameAr: 'ستوديو' });
    catalogue(product({ relatedProducts: { products: [mouse, studio] } }), mouse);
    openCart([line(airbook, 1), line(mouse, 1)]);
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(related).getByText('Studio Desk')).toBeInTheDocument();
    expect(within(related).queryByText('Magic Mouse')).not.toBeInTheDocument();
  });

  it('stops suggesting products related only to a line that was deleted', async () => {
    const user = userEvent.setup();
    const studio = product({ _id: 'p3', name: 'Studio Desk', nameAr: 'ستوديو' });
    catalogue(airbook, product({ ...mouse, relatedProducts: { products: [studio] } }));
    openCart([line(airbook, 1), line(mouse, 1)]);
    expect(await screen.findByRole('region', { name: 'You may also like' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Magic Mouse from cart' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
  });

  it('reads in Arabic with Arabic names and digits', async () => {
    catalogue(airbook);
    openCart([line(airbook, 2)], 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'إير بوك ١٣' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ملخص الطلب' });
    expect(within(summary).getByText('التوصيل').nextSibling).toHaveTextContent('١٠٠');
    expect(within(summary).getByRole('link', { name: 'إتمام الشراء' })).toBeInTheDocument();
  });
});
