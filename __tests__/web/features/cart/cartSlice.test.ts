// The cart's rules: adding, the stock ceiling, the two kinds of decrease, removal, stock conflicts, totals, and the
// cart surviving a reload (including an old or damaged stored cart).
import { bootPersistedStore } from '../../../support/web/persistence';
import type { startPersistence } from '../../../../src/app/store';
import {
  cartCleared,
  cartReducer,
  cartLineOf,
  initialCartState,
  itemAdded,
  itemRemoved,
  lineRefreshed,
  quantityCapped,
  quantityDecreased,
  quantityDecreasedOrRemoved,
  quantityIncreased,
  selectCartCount,
  selectCartQuantity,
  selectCartSubtotal,
  type CartItem,
  type CartState,
} from '../../../../src/features/cart/cartSlice';
import type { Product } from '../../../../src/contract/types';
import { airBook } from '../../../support/web/catalogueFixtures';

const product: Product = airBook();
const line = cartLineOf(product);
const other = cartLineOf({ ...product, _id: 'p2', price: 1000, priceAfterDiscount: 0, quantity: 5 });

const run = (...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce<CartState>((state, action) => cartReducer(state, action), initialCartState);
const only = (state: CartState) => state.items[0] as CartItem;

describe('cart rules', () => {
  it('keeps a product as the spec stores it: title, first image, both prices, stock ceiling and colour', () => {
    expect(only(run(itemAdded(line)))).toEqual({
      id: 'p1',
      title: 'AirBook 13',
      image: '/images/products/airbook-1.svg',
      price: 52000,
      priceAfterDesc: 48000,
      productquantity: 3,
      quantity: 1,
      color: 'Silver',
    });
  });

  it('adds a product twice as one line with quantity 2', () => {
    const state = run(itemAdded(line), itemAdded(line));
    expect(state.items).toHaveLength(1);
    expect(only(state).quantity).toBe(2);
  });

  it('caps the quantity at the stock, whether adding again or increasing', () => {
    expect(only(run(itemAdded(line), itemAdded(line), itemAdded(line), itemAdded(line))).quantity).toBe(3);
    expect(
      only(run(itemAdded(line), quantityIncreased('p1'), quantityIncreased('p1'), quantityIncreased('p1')))
        .quantity,
    ).toBe(3);
  });

  it('never adds a product that is out of stock', () => {
    expect(run(itemAdded({ ...line, productquantity: 0 })).items).toEqual([]);
  });

  it('takes the latest price and stock when a product is added again', () => {
    const state = run(itemAdded(line), itemAdded({ ...line, priceAfterDesc: 45000, productquantity: 1 }));
    expect(only(state)).toMatchObject({ priceAfterDesc: 45000, productquantity: 1, quantity: 1 });
  });

  it('removes the item when a product card decreases it at quantity 1', () => {
    expect(only(run(itemAdded(line), itemAdded(line), quantityDecreasedOrRemoved('p1'))).quantity).toBe(1);
    expect(run(itemAdded(line), quantityDecreasedOrRemoved('p1')).items).toEqual([]);
  });

  it('never goes below 1 when decreased in the cart', () => {
    const state = run(itemAdded(line), itemAdded(line), quantityDecreased('p1'), quantityDecreased('p1'));
    expect(only(state).quantity).toBe(1);
  });

  it('removes one line and leaves the others', () => {
    const state = run(itemAdded(line), itemAdded(other), itemRemoved('p1'));
    expect(state.items.map((item) => item.id)).toEqual(['p2']);
  });

  it('lowers the ceiling and the quantity after a stock conflict, and drops a line with none left', () => {
    const three = run(itemAdded(line), itemAdded(line), itemAdded(line));
    expect(only(cartReducer(three, quantityCapped({ id: 'p1', available: 2 })))).toMatchObject({
      quantity: 2,
      productquantity: 2,
    });
    expect(only(cartReducer(three, quantityCapped({ id: 'p1', available: 5 }))).quantity).toBe(3);
    expect(cartReducer(three, quantityCapped({ id: 'p1', available: 0 })).items).toEqual([]);
  });

  it('follows the catalogue when a line is refreshed: new price, stock within reach, gone when sold out', () => {
    const two = run(itemAdded(line), itemAdded(line));
    expect(
      only(cartReducer(two, lineRefreshed({ ...line, price: 50000, productquantity: 1 }))),
    ).toMatchObject({
      price: 50000,
      quantity: 1,
    });
    expect(cartReducer(two, lineRefreshed({ ...line, productquantity: 0 })).items).toEqual([]);
  });

  it('counts every unit and prices the subtotal with the discount rule', () => {
    // p1 is discounted (48000 < 52000); p2 has no discount (0 means none).
    const state = { cart: run(itemAdded(line), itemAdded(line), itemAdded(other)) };
    expect(selectCartCount(state)).toBe(3);
    expect(selectCartQuantity('p1')(state)).toBe(2);
    expect(selectCartQuantity('nope')(state)).toBe(0);
    expect(selectCartSubtotal(state)).toBe(2 * 48000 + 1000);
  });

  it('ignores a discount that is not below the price', () => {
    const state = { cart: run(itemAdded({ ...line, priceAfterDesc: 60000 })) };
    expect(selectCartSubtotal(state)).toBe(52000);
  });

  it('empties', () => {
    expect(run(itemAdded(line), cartCleared()).items).toEqual([]);
  });
});

describe('the cart across reloads', () => {
  let persistor: ReturnType<typeof startPersistence>;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  async function boot() {
    const booted = await bootPersistedStore();
    persistor = booted.persistor;
    return booted.store;
  }

  it('is saved on every change and restored intact after a reload', async () => {
    const first = await boot();
    first.dispatch(itemAdded(line));
    first.dispatch(itemAdded(line));
    first.dispatch(itemAdded(other));
    first.dispatch(quantityDecreased('p1'));
    await persistor.flush();
    persistor.pause();

    const reloaded = await boot();
    expect(reloaded.getState().cart.items).toEqual([
      { ...line, quantity: 1 },
      { ...other, quantity: 1 },
    ]);
  });

  it("keeps the cart's checkout key across a reload, and forgets it when the cart becomes an order", async () => {
    const first = await boot();
    first.dispatch(itemAdded(line));
    const key = first.getState().cart.checkoutKey;
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    first.dispatch(itemAdded(other));
    expect(first.getState().cart.checkoutKey).toBe(key);
    await persistor.flush();
    persistor.pause();

    const reloaded = await boot();
    expect(reloaded.getState().cart.checkoutKey).toBe(key);
    reloaded.dispatch(cartCleared());
    await persistor.flush();
    expect(localStorage.getItem('checkoutKey')).toBeNull();
    reloaded.dispatch(itemAdded(line));
    expect(reloaded.getState().cart.checkoutKey).not.toBe(key);
  });

  it('forgets the stored cart when it is emptied', async () => {
    const store = await boot();
    store.dispatch(itemAdded(line));
    await persistor.flush();
    expect(localStorage.getItem('cart')).not.toBeNull();
    store.dispatch(itemRemoved('p1'));
    await persistor.flush();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('reads a cart stored by the first version of the shop (a bare list)', async () => {
    localStorage.setItem('cart', JSON.stringify([{ ...line, quantity: 2 }]));
    const store = await boot();
    expect(store.getState().cart.items).toEqual([{ ...line, quantity: 2 }]);
  });

  it('starts empty from a corrupt stored cart and keeps working', async () => {
    localStorage.setItem('cart', '[{"id":');
    const store = await boot();
    expect(store.getState().cart.items).toEqual([]);
    store.dispatch(itemAdded(line));
    expect(selectCartCount(store.getState())).toBe(1);
  });

  it('drops damaged lines and duplicates, and caps quantities at the stored stock', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: 1,
        data: [
          { ...line, quantity: 9 },
          { ...line, quantity: 1 },
          { title: 'no id' },
          'junk',
          { ...other, quantity: 0 },
        ],
      }),
    );
    const store = await boot();
    expect(store.getState().cart.items).toEqual([{ ...line, quantity: 3 }]);
  });
});
