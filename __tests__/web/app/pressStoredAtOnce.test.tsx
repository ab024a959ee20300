// A press the shopper is told about is in the store and in localStorage when its event ends: a reload right after
// the press (before any timer or animation frame runs) keeps what was added, favourited or removed.
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../src/app/AppProviders';
import { AddToCartControl } from '../../../src/features/cart/components/AddToCartControl';
import { FavouriteToggle } from '../../../src/features/favourites/components/FavouriteToggle';
import { cartCleared, cartLineOf, itemAdded, selectCartItems } from '../../../src/features/cart/cartSlice';
import { orderPlaced } from '../../../src/features/orders/checkoutSlice';
import type { Order } from '../../../src/contract/types';
import { bootPersistedStore } from '../../support/web/persistence';
import { airBook } from '../../support/web/catalogueFixtures';

const stored = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { data: unknown });
};

async function renderPersisted(ui: ReactElement) {
  const { store } = await bootPersistedStore();
  render(<AppProviders store={store}>{ui}</AppProviders>);
  // Messages and lazy parts settle first; from here on no timer or animation frame runs unless the test says so.
  await screen.findByRole('button', { name: /AirBook 13/ });
  jest.useFakeTimers();
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

it('Add to Cart puts the line in the cart and in localStorage within the press, and minus takes it out', async () => {
  const product = airBook({ quantity: 3 });
  const store = await renderPersisted(<AddToCartControl product={product} />);

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
  });
  expect(selectCartItems(store.getState())).toEqual([
    expect.objectContaining({ id: product._id, quantity: 1 }),
  ]);
  expect(stored('cart')?.data).toEqual([expect.objectContaining({ id: product._id, quantity: 1 })]);
  expect(screen.getByRole('status', { name: 'Quantity of AirBook 13' })).toHaveTextContent('1');

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of AirBook 13' }));
  });
  expect(stored('cart')?.data).toEqual([expect.objectContaining({ id: product._id, quantity: 2 })]);

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' }));
  });
  expect(selectCartItems(store.getState())).toEqual([]);
  expect(stored('cart')).toBeNull();
});

it('the heart stores the favourite within the press, and takes it out again', async () => {
  const product = airBook();
  await renderPersisted(<FavouriteToggle product={product} />);

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: /AirBook 13/ }));
  });
  expect(stored('favorite')?.data).toEqual([expect.objectContaining({ _id: product._id })]);

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: /AirBook 13/ }));
  });
  expect(stored('favorite')).toBeNull();
});

it('a placed order and the emptied cart are in localStorage when the dispatch that places it returns', async () => {
  const { store } = await bootPersistedStore();
  const product = airBook();
  store.dispatch(itemAdded(cartLineOf(product)));
  jest.useFakeTimers();
  store.dispatch(orderPlaced({ _id: 'o1' } as Order));
  store.dispatch(cartCleared());
  expect(stored('order')?.data).toMatchObject({ _id: 'o1' });
  expect(stored('cart')).toBeNull();
});
