// The look every form field shares: label above, bordered control, red message below.
import styled, { css } from 'styled-components';

export const FieldWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export const controlBorder = css<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.brand)};
  }
`;

export const Control = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  ${controlBorder}
  display: flex;
  align-items: center;
  min-height: 48px;
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};
  input {
    flex: 1;
    min-width: 0;
    height: 46px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: inherit;
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
  input:focus-visible {
    outline: none;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(3)};
  align-self: stretch;
  border-right: 1px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.inkSoft};
  white-space: nowrap;
  font-weight: 600;
`;
