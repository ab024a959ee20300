// Buttons and button-looking links, in the theme's three variants.
import styled, { css } from 'styled-components';
import { Link } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandStrong};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.line};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.brand};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: rgb(148 163 184 / 16%);
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
};

const base = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background 0.15s,
    border-color 0.15s;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${({ $variant = 'primary' }) => variantStyles[$variant]}
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: Variant;
  $block?: boolean;
}>`
  ${base}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgb(148 163 184 / 20%);
  }
`;
