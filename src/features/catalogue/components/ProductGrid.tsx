// A responsive grid of product cards, and its skeleton (same box sizes, so nothing jumps when data arrives).
import styled, { css, keyframes } from 'styled-components';
import type { Product } from '../../../contract';
import { mediaDown, mediaUp } from '../../../theme/theme';
import { GridList } from '../../../ui/GridList';
import { ProductCard, type CardHeadingLevel } from './ProductCard';

/**
 * Cards about 160 px wide (two a row on a phone, the related scroller's): a little less padding, the price on its
 * own line, and the cart control's words allowed to wrap, so name, price and Add to Cart fit in either language.
 */
export const compactCards = css`
  article {
    padding: ${({ theme }) => theme.space(2)};
  }
  article .name {
    font-size: 0.95rem;
    overflow-wrap: anywhere;
  }
  article button:not([aria-pressed]) {
    padding: 0 ${({ theme }) => theme.space(2)};
    white-space: normal;
    max-width: 100%;
  }
`;

export const Grid = styled(GridList).attrs({ $min: 220 })<{ $busy?: boolean }>`
  ${mediaDown('sm')} {
    /* Two columns on a phone (390 px): a shopper compares products side by side. */
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    ${compactCards}
  }
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 0.2s;
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
  ${mediaUp('xl')} {
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  }
`;

export function ProductGrid({
  products,
  busy = false,
  eagerCount = 4,
  label,
  headingLevel = 3,
}: {
  products: readonly Product[];
  headingLevel?: CardHeadingLevel;
  busy?: boolean;
  /** Cards likely above the fold load their image eagerly. */
  eagerCount?: number;
  label?: string;
}) {
  return (
    <Grid $busy={busy} aria-busy={busy} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}

const shimmer = keyframes`0% { opacity: 0.55; } 50% { opacity: 1; } 100% { opacity: 0.55; }`;
const SkeletonCard = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  div {
    background: ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  div:first-child {
    aspect-ratio: 4 / 3;
  }
  div:nth-child(2) {
    height: 2.7em;
  }
  div:nth-child(3) {
    height: 1.4em;
    width: 50%;
  }
  div:nth-child(4) {
    height: 44px;
    width: 60%;
  }
`;

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Grid aria-hidden="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <SkeletonCard>
            <div />
            <div />
            <div />
            <div />
          </SkeletonCard>
        </li>
      ))}
    </Grid>
  );
}
