// A cart open in two tabs: when one tab places the order, the other learns it from the storage event, and its
// checkout leads to that order instead of placing the cart a second time.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followOtherTabs } from '../../../src/app/otherTabs';
import { renderApp } from '../../support/web/render';
import { setupMswServer } from '../../support/web/server';
import { laptop, order, shopChrome, signedIn } from '../features/orders/orderFixtures';

// The first render of the app in a suite loads its lazy screens cold: slow on a busy machine.
setupMswServer();
beforeEach(() => {
  localStorage.clear();
  shopChrome();
});

/** What the tab that placed the order leaves in localStorage, and the events the browser sends the other tabs. */
async function orderPlacedInAnotherTab(checkoutKey: string) {
  localStorage.removeItem('cart');
  localStorage.removeItem('checkoutKey');
  localStorage.setItem('order', JSON.stringify({ version: 1, data: { ...order(), checkoutKey } }));
  await act(async () => {
    for (const key of ['cart', 'checkoutKey', 'order'])
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    // The tab reads the changed slices again through the stored values' repairs (a chunk loaded once).
    await import('../../../src/app/persistRepair');
  });
}

it('shows the order another tab placed from this cart, and leads to its confirmation', async () => {
  const user = userEvent.setup();
  const { store } = renderApp('/Checkout', {
    preloadedState: { session: signedIn(), cart: { items: [laptop], checkoutKey: 'shared-key' } },
  });
  const stop = followOtherTabs(store, localStorage);
  try {
    await screen.findByRole('button', { name: 'Place Order' });
    await orderPlacedInAnotherTab('shared-key');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This cart was ordered in another tab: order #1A2B3C4D. It will not be ordered twice.',
    );
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(store.getState().cart).toEqual({ items: [], checkoutKey: null });
    await user.click(screen.getByRole('link', { name: 'View the order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Mona Adel!' })).toBeInTheDocument();
  } finally {
    stop();
  }
});

it('shows an emptied cart, not an order, when the other tab ordered a different cart', async () => {
  const { store } = renderApp('/Checkout', {
    preloadedState: { session: signedIn(), cart: { items: [laptop], checkoutKey: 'this-cart' } },
  });
  const stop = followOtherTabs(store, localStorage);
  try {
    await screen.findByRole('button', { name: 'Place Order' });
    await orderPlacedInAnotherTab('another-cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByText(/ordered in another tab/)).not.toBeInTheDocument();
  } finally {
    stop();
  }
});
