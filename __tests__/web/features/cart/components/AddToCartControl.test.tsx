// The add-to-cart control on cards and product pages, as a shopper sees and uses it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { renderWithProviders } from '../../../../support/web/render';
import { AddToCartControl } from '../../../../../src/features/cart/components/AddToCartControl';
import { selectCartItems } from '../../../../../src/features/cart/cartSlice';
import type { Product } from '../../../../../src/contract/types';
import { airBook } from '../../../../support/web/catalogueFixtures';

const product: Product = airBook({ quantity: 2 });

function renderControl(item: Product = product, lang: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <>
      <AddToCartControl product={item} />
      <ToastContainer />
    </>,
    { preloadedState: { ui: { lang } } },
  );
}

describe('AddToCartControl', () => {
  it('reads Out Of Stock and cannot be pressed when the stock is 0', () => {
    renderControl({ ...product, quantity: 0 });
    expect(screen.getByRole('button', { name: 'Out Of Stock' })).toBeDisabled();
  });

  it('adds the product and turns into a stepper showing 1', async () => {
    const user = userEvent.setup();
    const { store } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));

    expect(await screen.findByText('Product Added Successfully')).toBeInTheDocument();
    const stepper = screen.getByRole('group', { name: 'Quantity of AirBook 13 in the cart' });
    expect(within(stepper).getByText('1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^add to cart/i })).not.toBeInTheDocument();
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });

  it('shows the stepper and has the line in the cart when the press ends', () => {
    const { store } = renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    expect(selectCartItems(store.getState())).toMatchObject([{ id: 'p1', quantity: 1 }]);
    expect(screen.getByRole('status', { name: 'Quantity of AirBook 13' })).toHaveTextContent('1');
  });

  it('takes the line out again when minus follows Add at once', () => {
    const { store } = renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' }));
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' })).toBeInTheDocument();
  });

  it('counts a plus pressed at once after Add', () => {
    const { store } = renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of AirBook 13' }));
    expect(selectCartItems(store.getState())).toMatchObject([{ quantity: 2 }]);
    expect(screen.getByRole('status', { name: 'Quantity of AirBook 13' })).toHaveTextContent('2');
  });

  it('keeps a pressed Add even when the control goes away at once', () => {
    const { store, unmount } = renderControl();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    unmount();
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });

  it('disables plus at the stock ceiling', async () => {
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    const plus = screen.getByRole('button', { name: 'Increase quantity of AirBook 13' });
    expect(plus).toBeEnabled();
    await user.click(plus);
    expect(screen.getByRole('status', { name: 'Quantity of AirBook 13' })).toHaveTextContent('2');
    expect(plus).toBeDisabled();
  });

  it('says the quantity was updated, as an error toast, when decreasing above 1', async () => {
    const user = userEvent.setup();
    renderControl();
    await user.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of AirBook 13' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' }));

    expect(screen.getByRole('status', { name: 'Quantity of AirBook 13' })).toHaveTextContent('1');
    // Toasts are raised after the next paint, and the increase's success toast with the same words came first.
    await waitFor(() =>
      expect(
        screen
          .getAllByText('Item quantity has been updated')
          .map((text) => text.closest('.Toastify__toast')?.classList.contains('Toastify__toast--error')),
      ).toContain(true),
    );
  });

  it('removes the product when decreased at quantity 1 and offers Add to Cart again', async () => {
    const user = userEvent.setup();
    const { store } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' }));

    expect(await screen.findByText('Product removed from cart Successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' })).toBeInTheDocument();
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('shows the stepper for a product already in the cart, in Arabic with Arabic digits', () => {
    renderWithProviders(<AddToCartControl product={product} />, {
      preloadedState: {
        ui: { lang: 'ar' },
        cart: {
          checkoutKey: null,
          items: [
            {
              id: 'p1',
              title: 'AirBook 13',
              image: '',
              price: 52000,
              priceAfterDesc: 48000,
              productquantity: 2,
              quantity: 2,
              color: 'Silver',
            },
          ],
        },
      },
    });
    expect(screen.getByRole('status', { name: 'كمية إير بوك ١٣' })).toHaveTextContent('٢');
    expect(screen.getByRole('button', { name: 'زيادة كمية إير بوك ١٣' })).toBeDisabled();
  });

  it('reads أضف إلى السلة in Arabic, its name starting with the words it shows', () => {
    renderControl(product, 'ar');
    expect(screen.getByRole('button', { name: 'أضف إلى السلة، إير بوك ١٣' })).toHaveTextContent(
      'أضف إلى السلة',
    );
  });

  it('is named by the words it shows, then the product, so saying "Add to Cart" presses it', () => {
    renderControl();
    const add = screen.getByRole('button', { name: /^Add to Cart\b/ });
    expect(add).toHaveTextContent('Add to Cart');
    expect(add).toHaveAccessibleName('Add to Cart, AirBook 13');
  });

  it('keeps the keyboard on the control: Add to Cart hands focus to plus, and removing the product hands it back', async () => {
    const user = userEvent.setup();
    renderControl();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const plus = screen.getByRole('button', { name: 'Increase quantity of AirBook 13' });
    // Focus moves after the stepper's first paint (it is not part of the frame that answers the press).
    await waitFor(() => expect(plus).toHaveFocus());

    // At the stock ceiling plus is disabled: focus goes to minus rather than to the page.
    await user.keyboard('{Enter}');
    expect(plus).toBeDisabled();
    const minus = screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' });
    await waitFor(() => expect(minus).toHaveFocus());
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' })).toHaveFocus(),
    );
  });

  it('hands focus to minus when the last one in stock is added', async () => {
    const user = userEvent.setup();
    renderControl(airBook({ quantity: 1 }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' })).toHaveFocus(),
    );
  });

  it('leaves focus alone for a product that is already in the cart when the card appears', () => {
    renderWithProviders(<AddToCartControl product={product} />, {
      preloadedState: {
        cart: {
          checkoutKey: null,
          items: [
            {
              id: 'p1',
              title: 'AirBook 13',
              image: '',
              price: 52000,
              priceAfterDesc: 48000,
              productquantity: 2,
              quantity: 1,
              color: 'Silver',
            },
          ],
        },
      },
    });
    expect(document.body).toHaveFocus();
  });
});
