// The stepper's styles are written while the browser is idle, before the first Add to Cart, and stay out of sight.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../support/web/render';
import { AddToCartControl } from '../../../../../src/features/cart/components/AddToCartControl';
import { airBook } from '../../../../support/web/catalogueFixtures';

const idle: (() => void)[] = [];
beforeEach(() => {
  window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});

/** The CSS styled-components has written into the page. */
const pageCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

it('writes the stepper’s rules while idle, hidden, so the press that shows the stepper writes none', () => {
  renderWithProviders(
    <>
      <AddToCartControl product={airBook({ _id: 'p1', quantity: 3 })} />
      <AddToCartControl product={airBook({ _id: 'p2', quantity: 3, name: 'AirBook 15' })} />
    </>,
  );
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  act(() => idle.splice(0).forEach((run) => run()));

  // One hidden copy for the page, out of sight and out of the tab order and the accessibility tree.
  const ahead = document.querySelectorAll('div[hidden] > div');
  expect(ahead).toHaveLength(1);
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.getAllByRole('button')).toHaveLength(2);
  const written = pageCss();
  const aheadClasses = [ahead[0]!, ...ahead[0]!.children].map((element) => element.className);

  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart, AirBook 13' }));
  const stepper = screen.getByRole('group', { name: 'Quantity of AirBook 13 in the cart' });
  // The stepper wears the very classes written ahead, so its first render adds no rule to the page.
  expect(new Set([stepper, ...stepper.children].map((element) => element.className))).toEqual(
    new Set(aheadClasses),
  );
  expect(pageCss()).toBe(written);
});
