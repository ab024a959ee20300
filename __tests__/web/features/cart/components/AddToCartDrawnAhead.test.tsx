// Once the browser has been idle, Add to Cart and its stepper are both drawn, the one not in use hidden: the press
// that turns one into the other shows and hides what is already there, and keyboard and screen readers see only one.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../support/web/render';
import { AddToCartControl } from '../../../../../src/features/cart/components/AddToCartControl';
import { airBook } from '../../../../support/web/catalogueFixtures';

const idle: (() => void)[] = [];
beforeEach(() => {
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});
const becomeIdle = () => act(() => idle.splice(0).forEach((run) => run()));

/** The CSS styled-components has written into the page. */
const pageCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

it('shows the stepper drawn ahead: the press creates no element and writes no style', () => {
  const { container } = renderWithProviders(<AddToCartControl product={airBook({ quantity: 3 })} />);
  becomeIdle();

  // Drawn, hidden, and out of the accessibility tree (and so out of the tab order).
  const drawn = container.querySelector('[role="group"]');
  expect(drawn).toHaveAttribute('hidden');
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  const add = screen.getByRole('button', { name: 'Add to Cart, AirBook 13' });
  const written = pageCss();

  fireEvent.click(add);
  const stepper = screen.getByRole('group', { name: 'Quantity of AirBook 13 in the cart' });
  expect(stepper).toBe(drawn);
  expect(screen.getByRole('status', { name: 'Quantity of AirBook 13' })).toHaveTextContent('1');
  expect(add).toHaveAttribute('hidden');
  expect(screen.queryByRole('button', { name: /^Add to Cart/ })).not.toBeInTheDocument();
  expect(pageCss()).toBe(written);

  fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of AirBook 13' }));
  expect(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' })).toBe(add);
  expect(stepper).toHaveAttribute('hidden');
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});

it('keeps the keyboard on the control when both are drawn: to plus, to minus at the stock, back to Add to Cart', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AddToCartControl product={airBook({ quantity: 2 })} />, {
    preloadedState: { ui: { lang: 'ar' } },
  });
  becomeIdle();
  await user.tab();
  const add = screen.getByRole('button', { name: 'أضف إلى السلة، إير بوك ١٣' });
  expect(add).toHaveFocus();
  await user.keyboard('{Enter}');
  const plus = screen.getByRole('button', { name: 'زيادة كمية إير بوك ١٣' });
  await waitFor(() => expect(plus).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(plus).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'إنقاص كمية إير بوك ١٣' })).toHaveFocus());
  await user.keyboard('{Enter}{Enter}');
  await waitFor(() => expect(add).toHaveFocus());
  // One control in the tab order: the hidden stepper, drawn after the button, is skipped.
  await user.tab();
  expect(document.body).toHaveFocus();
});
