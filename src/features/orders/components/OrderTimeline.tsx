// The progress of an order (pending → in progress → shipped → completed), lit up to the current status.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ORDER_PROGRESS, type OrderStatus } from '../../../contract/constants';
import { statusLabel } from '../orderDisplay';

type StepState = 'done' | 'current' | 'upcoming';

export function OrderTimeline({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  const reached = (ORDER_PROGRESS as readonly string[]).indexOf(status);
  return (
    <Steps aria-label={intl.formatMessage({ id: 'orders.timeline.label' })}>
      {ORDER_PROGRESS.map((step, index) => {
        const state: StepState = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
        const lit = state !== 'upcoming';
        return (
          <Step
            key={step}
            $lit={lit}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <Dot $lit={lit} aria-hidden="true">
              {intl.formatNumber(index + 1)}
            </Dot>
            <span>{statusLabel(intl, step)}</span>
            <span className="visually-hidden">
              {' '}
              ({intl.formatMessage({ id: `orders.timeline.${state}` })})
            </span>
          </Step>
        );
      })}
    </Steps>
  );
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(${ORDER_PROGRESS.length}, 1fr);
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  list-style: none;
  counter-reset: none;
`;

const Step = styled.li<{ $lit: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  font-weight: ${({ $lit }) => ($lit ? 700 : 400)};
  color: ${({ $lit, theme }) => ($lit ? theme.colors.ink : theme.colors.muted)};
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 18px;
    right: 50%;
    width: 100%;
    height: 4px;
    z-index: 0;
    background: ${({ $lit, theme }) => ($lit ? theme.colors.success : theme.colors.line)};
  }
`;

const Dot = styled.span<{ $lit: boolean }>`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${({ $lit }) => ($lit ? '#fff' : 'inherit')};
  background: ${({ $lit, theme }) => ($lit ? theme.colors.success : theme.colors.surfaceAlt)};
  border: 2px solid ${({ $lit, theme }) => ($lit ? theme.colors.success : theme.colors.line)};
`;
