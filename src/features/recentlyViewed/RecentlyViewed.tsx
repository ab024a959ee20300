/*
 * 'Recently viewed' on the product and cart pages: the products the shopper opened lately, newest first, in a row
 * that scrolls sideways. On a product's page it records that product (which it does not list: it is on screen).
 * Nothing viewed yet shows nothing; after 'Clear' a short note stays until the shopper moves on, with focus on it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../contract/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { ProductScroller } from '../catalogue/components/ProductScroller';
import { productViewed, recentlyViewedCleared, selectRecentlyViewed } from './recentlyViewedSlice';
import { fromViewed, toViewed } from './viewedProduct';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  h2 {
    font-size: 1.4rem;
    margin: 0;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

export interface RecentlyViewedProps {
  /** The product on screen: recorded as viewed, and left out of the list. */
  current?: Product;
  /** Products left out too (the cart page leaves out what is already in the cart). */
  exclude?: readonly string[];
}

export function RecentlyViewed({ current, exclude }: RecentlyViewedProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectRecentlyViewed);
  // Where the list was cleared (the product on screen, or '' off a product page): the note stays only there.
  const [clearedOn, setClearedOn] = useState<string | null>(null);
  const cleared = clearedOn === (current?._id ?? '');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (current) dispatch(productViewed(toViewed(current)));
  }, [current, dispatch]);

  const products = useMemo(
    () => stored.filter((item) => item._id !== current?._id && !exclude?.includes(item._id)).map(fromViewed),
    [stored, current?._id, exclude],
  );
  if (products.length === 0 && !cleared) return null;

  const title = intl.formatMessage({ id: 'recentlyViewed.title' });
  return (
    <Section aria-labelledby="recently-viewed-title">
      <header>
        <h2 id="recently-viewed-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {products.length > 0 ? (
          <Button
            $variant="secondary"
            aria-label={intl.formatMessage({ id: 'recentlyViewed.clearNamed' })}
            onClick={() => {
              dispatch(recentlyViewedCleared());
              setClearedOn(current?._id ?? '');
              // The button goes with the list: the heading keeps the keyboard here.
              headingRef.current?.focus();
            }}
          >
            <FormattedMessage id="recentlyViewed.clear" />
          </Button>
        ) : null}
      </header>
      {products.length > 0 ? (
        <ProductScroller products={products} label={title} />
      ) : (
        <p role="status">
          <FormattedMessage id="recentlyViewed.cleared" />
        </p>
      )}
    </Section>
  );
}
