// Minus / quantity / plus, labelled for the product it counts. Used by the add-to-cart control and the cart page.
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// 42 px and the group's border make the 44 px of the Add to Cart button the stepper replaces: the press moves
// nothing below it on the page (a 2 px shift re-laid and repainted everything under the control).
const StepButton = styled.button.attrs({ type: 'button' })`
  width: 40px;
  height: 42px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Count = styled.output`
  min-width: 2.5ch;
  padding: 0 ${({ theme }) => theme.space(1)};
  text-align: center;
  font-weight: 700;
`;

export function QuantityStepper({
  name,
  quantity,
  onDecrease,
  onIncrease,
  decreaseDisabled = false,
  increaseDisabled = false,
  focusRef,
}: {
  /** The product's name as the shopper reads it; the controls are labelled with it. */
  name: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  /** Given to plus, or to minus while plus is disabled: where focus may land when the stepper appears or changes. */
  focusRef?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'cart.stepper.label' }, { name })}>
      <StepButton
        ref={increaseDisabled ? focusRef : undefined}
        onClick={onDecrease}
        disabled={decreaseDisabled}
        aria-label={intl.formatMessage({ id: 'cart.stepper.decrease' }, { name })}
      >
        −
      </StepButton>
      <Count aria-live="polite" aria-label={intl.formatMessage({ id: 'cart.stepper.quantity' }, { name })}>
        {intl.formatNumber(quantity)}
      </Count>
      <StepButton
        ref={increaseDisabled ? undefined : focusRef}
        onClick={onIncrease}
        disabled={increaseDisabled}
        aria-label={intl.formatMessage({ id: 'cart.stepper.increase' }, { name })}
      >
        +
      </StepButton>
    </Group>
  );
}
