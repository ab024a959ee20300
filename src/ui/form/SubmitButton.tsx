// A form's submit button: disabled with a small spinner while the form is being sent.
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid rgb(255 255 255 / 45%);
  border-top-color: #fff;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
}: {
  busy: boolean;
  /** Read by screen readers while busy (the visible text stays). */
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" $block disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <Ring aria-hidden="true" data-testid="submit-spinner" /> : null}
      {children}
      {busy ? <span className="visually-hidden">{busyLabel}</span> : null}
    </Button>
  );
}
