// One product in a grid: first image, brand, name, rating, price ("From" for one in several prices) with discount
// badge, its colours in stock, the heart and the add-to-cart control (for the variant a listing's filter chose).
import { Link } from 'react-router';
import styled from 'styled-components';
import { RATING_MAX, type Product } from '../../../contract';
import { paths } from '../../../config/paths';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { localizedName } from '../../../contract/localized';
import { useProductControls } from '../productControls';
import { DiscountBadge } from './DiscountBadge';
import { Price } from './Price';
import { ColourSwatches } from './ColourSwatches';
import { ProductImage } from './ProductImage';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .name {
    font-size: 1rem;
    margin: 0;
    line-height: 1.35;
    min-height: 2.7em;
  }
  .name a {
    text-decoration: none;
    color: inherit;
  }
  /* The whole card is the link's target area; the controls stay above it. */
  .name a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  .name a:focus-visible {
    outline: none;
  }
  &:focus-within:has(.name a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  pointer-events: none;
  z-index: 1;
  > * {
    pointer-events: auto;
  }
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

const Brand = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Rating = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkSoft};
  span[aria-hidden] b {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 400;
  }
`;

/** '★ 4.5 (12)' on sight, '4.5 out of 5, 12 reviews' to a screen reader; nothing before a first review. */
function CardRating({ product }: { product: Product }) {
  const intl = useIntl();
  if (product.ratingsQuantity <= 0) return null;
  const average = intl.formatNumber(product.ratingsAverage, { maximumFractionDigits: 1 });
  return (
    <Rating>
      <span aria-hidden="true">
        <b>★</b> {average} ({intl.formatNumber(product.ratingsQuantity)})
      </span>
      <span className="visually-hidden">
        {intl.formatMessage(
          { id: 'product.rating.summary' },
          { average, max: intl.formatNumber(RATING_MAX), count: product.ratingsQuantity },
        )}
      </span>
    </Rating>
  );
}

export type CardHeadingLevel = 2 | 3;

export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
}: {
  product: Product;
  eager?: boolean;
  /** 2 where the grid sits right under the page's h1 (listing, search), 3 under a section's h2. */
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = useAppSelector(selectLanguage);
  const name = localizedName(product, lang);
  const { Favourite, AddToCart } = useProductControls();
  return (
    <Card>
      <ProductImage src={product.images[0]} alt={name} eager={eager} />
      <Corner>
        <DiscountBadge product={product} />
        <span />
        <Favourite product={product} />
      </Corner>
      {product.brand ? (
        <Brand>{lang === 'ar' && product.brandAr ? product.brandAr : product.brand}</Brand>
      ) : null}
      <Heading className="name">
        <Link to={paths.item(product._id, product.variant?.sku)}>{name}</Link>
      </Heading>
      <CardRating product={product} />
      <Price product={product} />
      <ColourSwatches swatches={product.swatches} lang={lang} />
      <Actions>
        <AddToCart product={product} variant={product.variant} />
      </Actions>
    </Card>
  );
}
