/*
 * /item/{id}: gallery, heart, name, price and discount badge, the choice of variant (?variant=<sku>), the cart
 * control for it, share links, the Tech Specs /
 * Description / Reviews tabs, the review form (shown by its owner only to a buyer with a completed order), and up
 * to seven related products.
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useColourName } from '../../i18n/useColourName';
import styled from 'styled-components';
import { RELATED_PRODUCTS_LIMIT } from '../../contract';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../i18n/uiSlice';
import { localizedDescription, localizedName } from '../../contract/localized';
import { hasOptions, lineVariantOf, productAsVariant } from '../../contract/variants';
import { mediaDown, mediaUp } from '../../theme/theme';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { useProductControls } from './productControls';
import { useGetProductQuery } from './catalogueApi';
import { isUnknownRecord, useErrorToast } from './useErrorToast';
import { NotFound } from '../../ui/NotFound';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BackLink } from './components/BackLink';
import { DiscountBadge } from './components/DiscountBadge';
import { Gallery, GalleryPlaceholder } from './components/Gallery';
import { Price } from './components/Price';
import {
  DeliveryEstimate,
  Instalments,
  RatingSummary,
  StockState,
  TrustBadges,
} from './components/ProductFacts';
import { BUY_BAR_HEIGHT, StickyBuyBar } from './components/StickyBuyBar';
import { ProductScroller } from './components/ProductScroller';
import { ReviewsCarousel } from './components/ReviewsCarousel';
import { ShareLinks } from './components/ShareLinks';
import { Specs } from './components/Specs';
import { Tabs } from './components/Tabs';
import { VariantPicker } from './components/VariantPicker';
import { useChosenVariant } from './useChosenVariant';
import { Icon } from '../../ui/icons/Icon';
import * as shellIcons from '../../ui/icons/shell';
import { whenIdle } from '../../ui/whenIdle';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(10)};
  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

/*
 * While the product loads: the back link's row, the gallery's place, and at least a screen's height, so the footer
 * stays below the fold and nothing on screen moves when the product arrives.
 */
const Loading = styled.div`
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight});
  padding-top: ${({ theme }) => theme.space(4)};
  > div:first-child {
    height: 44px;
  }
`;

const GalleryWrap = styled.div`
  position: relative;
  > button {
    position: absolute;
    top: ${({ theme }) => theme.space(3)};
    right: ${({ theme }) => theme.space(3)};
    z-index: 1;
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2.1rem);
    line-height: 1.2;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const PriceRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};
  h2 {
    font-size: 1.4rem;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

/** On phones, room under the page for the buy bar, so it never covers the footer's last line. */
const Page = styled(Container)`
  ${mediaDown('md')} {
    padding-bottom: ${BUY_BAR_HEIGHT}px;
  }
`;

const Description = styled.p`
  max-width: 72ch;
  line-height: 1.7;
  margin: 0;
`;

export default function ProductScreen() {
  const intl = useIntl();
  const colourName = useColourName();
  const lang = useAppSelector(selectLanguage);
  const { id = '' } = useParams();
  const { data: product, error, isFetching } = useGetProductQuery(id, { skip: id === '' });
  // An address naming no product (404, or 400 for an id the API cannot read) is not a failure to retry.
  const unknown = isUnknownRecord(error);
  useErrorToast(unknown ? undefined : error, `product-error-${id}`);
  const { Favourite, AddToCart, ReviewForm, preloadReviewForm, RecentlyViewed } = useProductControls();
  const chosen = useChosenVariant(product && product._id === id ? product : undefined);
  useEffect(() => whenIdle(() => void preloadReviewForm()), [preloadReviewForm]);
  const [tab, setTab] = useState('specs');
  const focusTab = useRef(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  const buyRef = useRef<HTMLDivElement>(null);
  const focusSelectedTab = () =>
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  useEffect(() => {
    // The rating opened the reviews: the reviews tab takes focus, in view.
    if (!focusTab.current) return;
    focusTab.current = false;
    focusSelectedTab();
  }, [tab]);
  useDocumentTitle(
    unknown
      ? intl.formatMessage({ id: 'product.notFound.title' })
      : product && product._id === id
        ? localizedName(product, lang)
        : undefined,
  );

  if (unknown) {
    return (
      <Container>
        <NotFound
          title={<FormattedMessage id="product.notFound.title" />}
          text={<FormattedMessage id="product.notFound.text" />}
        >
          <ButtonLink to={paths.categories}>
            <FormattedMessage id="product.notFound.browse" />
          </ButtonLink>
          <ButtonLink to={paths.home} $variant="secondary">
            <FormattedMessage id="notFound.returnHome" />
          </ButtonLink>
        </NotFound>
      </Container>
    );
  }

  if (!product || product._id !== id) {
    return (
      <Container>
        {error ? (
          <Section>
            <h1>
              <FormattedMessage id="catalogue.error.generic" />
            </h1>
            <BackLink to={paths.categories}>
              <Icon shape={shellIcons.back} size={18} />
              <FormattedMessage id="product.backToShop" />
            </BackLink>
          </Section>
        ) : (
          <Loading>
            <div />
            <Top>
              <GalleryPlaceholder />
              <Info>
                <Spinner />
              </Info>
            </Top>
          </Loading>
        )}
      </Container>
    );
  }

  const name = localizedName(product, lang);
  // The product as the chosen variant shows it (price, stock, photos, colour); a combination the shop does not sell
  // shows as sold out. Favourites and recently viewed stay the product's own.
  // (A product sold one way is its one variant: its own fields are that variant's.)
  const variant = hasOptions(product) ? chosen.variant : undefined;
  const unsold = !variant && hasOptions(product);
  const shown = variant ? productAsVariant(product, variant) : unsold ? { ...product, quantity: 0 } : product;
  const lineVariant = variant ? lineVariantOf(product.options, variant) : undefined;
  const buy = unsold ? (
    <Button $variant="secondary" disabled>
      <FormattedMessage id="product.options.soldOutButton" />
    </Button>
  ) : (
    <AddToCart product={shown} variant={lineVariant} />
  );
  const related = product.relatedProducts.products.slice(0, RELATED_PRODUCTS_LIMIT);
  const openReviews = () => {
    if (tab === 'reviews') return void focusSelectedTab();
    focusTab.current = true;
    setTab('reviews');
  };
  return (
    <Page aria-busy={isFetching}>
      <BackLink to={paths.categoryListing(product.category._id)}>
        <Icon shape={shellIcons.back} size={18} />
        {localizedName(product.category, lang)}
      </BackLink>
      <Top>
        <GalleryWrap>
          {/* A variant with photos of its own starts them from the first. */}
          <Gallery key={shown.images.join(' ')} images={shown.images} name={name} />
          <Favourite product={product} />
        </GalleryWrap>
        <Info>
          <h1>{name}</h1>
          <RatingSummary product={product} onOpen={openReviews} />
          {unsold ? null : (
            <>
              <PriceRow>
                <Price product={shown} size="lg" />
                <DiscountBadge product={shown} />
              </PriceRow>
              <Instalments product={shown} variant={lineVariant} />
            </>
          )}
          {hasOptions(product) ? (
            <VariantPicker product={product} values={chosen.values} lang={lang} onChoose={chosen.choose} />
          ) : null}
          <StockState quantity={shown.quantity} />
          {product.brand ? (
            <Meta>
              <FormattedMessage
                id="product.brand"
                values={{ brand: lang === 'ar' && product.brandAr ? product.brandAr : product.brand }}
              />
            </Meta>
          ) : null}
          {shown.color ? (
            <Meta>
              <FormattedMessage
                id="product.color"
                values={{
                  color: lang === 'ar' && shown.colorAr ? shown.colorAr : colourName(shown.color),
                }}
              />
            </Meta>
          ) : null}
          {product.warrantyMonths > 0 ? (
            <Meta>
              {product.warrantyMonths % 12 === 0 ? (
                <FormattedMessage
                  id="product.warranty.years"
                  values={{ years: product.warrantyMonths / 12, kind: product.warrantyKind }}
                />
              ) : (
                <FormattedMessage
                  id="product.warranty.months"
                  values={{ months: product.warrantyMonths, kind: product.warrantyKind }}
                />
              )}
            </Meta>
          ) : null}
          <div ref={buyRef}>{buy}</div>
          <DeliveryEstimate soldOut={shown.quantity <= 0} />
          <TrustBadges product={product} />
          <ShareLinks title={name} lang={lang} />
        </Info>
      </Top>
      <div ref={tabsRef}>
        <Tabs
          label={intl.formatMessage({ id: 'product.tabs.label' })}
          selectedKey={tab}
          onSelect={setTab}
          items={[
            {
              key: 'specs',
              label: intl.formatMessage({ id: 'product.tabs.specs' }),
              content: <Specs specs={shown.specs} specsAr={shown.specsAr} />,
            },
            {
              key: 'description',
              label: intl.formatMessage({ id: 'product.tabs.description' }),
              content: <Description dir="auto">{localizedDescription(product, lang)}</Description>,
            },
            {
              key: 'reviews',
              label: intl.formatMessage({ id: 'product.tabs.reviews' }),
              content: (
                <>
                  <ReviewsCarousel reviews={product.reviews} />
                  {/* The reviews feature shows the rating widget only to a buyer with a completed order. */}
                  <Suspense fallback={null}>
                    <ReviewForm productId={product._id} reviews={product.reviews} />
                  </Suspense>
                </>
              ),
            },
          ]}
        />
      </div>
      {related.length > 0 ? (
        <Section aria-labelledby="related-title">
          <h2 id="related-title">
            <FormattedMessage id="product.related" />
          </h2>
          <ProductScroller products={related} label={intl.formatMessage({ id: 'product.related' })} />
        </Section>
      ) : null}
      <RecentlyViewed current={product} />
      <StickyBuyBar name={name} watch={buyRef} price={unsold ? null : <Price product={shown} />}>
        {buy}
      </StickyBuyBar>
    </Page>
  );
}
