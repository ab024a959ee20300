// The spec's loading state: four pulsing dots, announced to screen readers.
import styled, { keyframes } from 'styled-components';
import { useIntl } from 'react-intl';

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10)} 0;
  span {
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    animation: ${pulse} 1.2s infinite ease-in-out both;
  }
  span:nth-child(2) {
    animation-delay: 0.15s;
  }
  span:nth-child(3) {
    animation-delay: 0.3s;
  }
  span:nth-child(4) {
    animation-delay: 0.45s;
  }
`;

export function Spinner({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <Dots role="status" aria-live="polite">
      <span />
      <span />
      <span />
      <span />
      <span className="visually-hidden">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </Dots>
  );
}
