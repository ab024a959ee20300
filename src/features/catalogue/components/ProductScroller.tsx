// Products in one row that scrolls sideways (related products, recently viewed): each card snaps to the row's start
// edge, and the next card shows in part at the end edge, the hint that there is more. The cards' links and buttons
// are in the tab order and the browser scrolls a focused one into view; in Arabic the row starts at the right.
import styled from 'styled-components';
import type { Product } from '../../../contract';
import { mediaUp } from '../../../theme/theme';
import { compactCards } from './ProductGrid';
import { ProductCard, type CardHeadingLevel } from './ProductCard';

/** `$visible` cards and a part of the next fit in the row (its width less the gaps between them). */
const columns = (visible: number, gap: number) => `calc((100% - ${visible * gap}px) / ${visible + 0.3})`;

const Track = styled.ul`
  list-style: none;
  margin: 0;
  /* Room for the cards' focus ring and shadow, which the scrolling box would clip. */
  padding: 6px 4px ${({ theme }) => theme.space(3)};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${columns(2, 12)};
  gap: 12px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 4px;
  > li {
    display: flex;
    scroll-snap-align: start;
  }
  > li > * {
    flex: 1;
  }
  ${compactCards}
  ${mediaUp('md')} {
    grid-auto-columns: ${columns(3, 16)};
    gap: 16px;
  }
  ${mediaUp('lg')} {
    grid-auto-columns: ${columns(4, 16)};
  }
`;

export function ProductScroller({
  products,
  label,
  headingLevel = 3,
}: {
  products: readonly Product[];
  /** The list's name (the section's heading, usually). */
  label: string;
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <Track aria-label={label} data-scroller="">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </Track>
  );
}
