/*
 * What an Egyptian buyer checks before a large cash-on-delivery order, beside the price on the product page: the
 * stock, the rating (opening the reviews), the monthly instalments (informational), when it arrives in their
 * governorate, and the official warranty and cash-on-delivery badges.
 */
import { usePaymentMethodsQuery } from '../../../api/paymentMethodsApi';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import {
  LOW_STOCK,
  RATING_MAX,
  unitPrice,
  type LineVariant,
  type Product,
  type ProductDetail,
} from '../../../contract';
import { DEFAULT_DELIVERY_GOVERNORATE, deliveryWindow } from '../../../contract/delivery';
import { instalmentsFor, lowestMonthly } from '../../../contract/instalments';
import { GOVERNORATES } from '../../../contract/orders';
import { useFormatPrice } from '../../../i18n/useFormatPrice';
import { useProductControls } from '../productControls';
import { Stars } from './Stars';

type StockLevel = 'in' | 'low' | 'out';
export const stockLevel = (quantity: number): StockLevel =>
  quantity <= 0 ? 'out' : quantity <= LOW_STOCK ? 'low' : 'in';

const StockText = styled.p<{ $level: StockLevel }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $level, theme }) =>
    $level === 'in' ? theme.colors.success : $level === 'low' ? theme.colors.danger : theme.colors.muted};
`;

/** 'In stock', 'Only 3 left' or 'Out of stock'. */
export function StockState({ quantity }: { quantity: number }) {
  const level = stockLevel(quantity);
  return (
    <StockText $level={level}>
      <FormattedMessage id={`product.stock.${level}`} values={{ count: quantity }} />
    </StockText>
  );
}

const RatingButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.inkSoft};
  font: inherit;
  cursor: pointer;
  span:last-child {
    text-decoration: underline;
  }
`;

/** The rating average and count; pressing it opens the reviews. */
export function RatingSummary({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const intl = useIntl();
  if (product.ratingsQuantity <= 0) {
    return (
      <RatingButton type="button" onClick={onOpen}>
        <span>
          <FormattedMessage id="product.rating.none" />
        </span>
      </RatingButton>
    );
  }
  const average = intl.formatNumber(product.ratingsAverage, { maximumFractionDigits: 1 });
  return (
    <RatingButton type="button" onClick={onOpen}>
      <span aria-hidden="true">
        <Stars rating={product.ratingsAverage} />
      </span>
      <span>
        <FormattedMessage
          id="product.rating.summary"
          values={{ average, max: intl.formatNumber(RATING_MAX), count: product.ratingsQuantity }}
        />
      </span>
    </RatingButton>
  );
}

const Plans = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

/**
 * 'Or from EGP X/month', opening the plan table: shown only when the shop takes instalments (Installments switched
 * on at checkout), which the note points to. Each plan can be chosen: the product goes to checkout with it.
 */
export function Instalments({ product, variant }: { product: Product; variant?: LineVariant }) {
  const intl = useIntl();
  const { ChoosePlan } = useProductControls();
  const format = useFormatPrice();
  const { data: online } = usePaymentMethodsQuery();
  const price = unitPrice(product);
  const plans = instalmentsFor(price);
  const lowest = lowestMonthly(price);
  if (lowest === undefined || !online?.includes('instalments')) return null;
  return (
    <Plans>
      <summary>
        <FormattedMessage id="product.instalments.from" values={{ amount: format(lowest) }} />
      </summary>
      <ul aria-label={intl.formatMessage({ id: 'product.instalments.plans' })}>
        {plans.map(({ plan, monthly }) => (
          <li key={plan.months}>
            <span>
              <FormattedMessage
                id="product.instalments.plan"
                values={{ months: intl.formatNumber(plan.months), amount: format(monthly) }}
              />{' '}
              (
              {plan.surchargePercent === 0 ? (
                <FormattedMessage id="product.instalments.interestFree" />
              ) : (
                <FormattedMessage
                  id="product.instalments.surcharge"
                  values={{ percent: intl.formatNumber(plan.surchargePercent) }}
                />
              )}
              )
            </span>
            <ChoosePlan product={product} variant={variant} months={plan.months} />
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="product.instalments.note" />
      </p>
    </Plans>
  );
}

const DeliveryBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  select {
    max-width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The delivery estimate for a governorate the shopper chooses (Cairo first); for a choice that is sold out, a
 * sentence saying there is no date to promise instead.
 */
export function DeliveryEstimate({ soldOut = false }: { soldOut?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const [governorate, setGovernorate] = useState<string>(DEFAULT_DELIVERY_GOVERNORATE);
  const days = deliveryWindow(governorate);
  const arabic = intl.locale.startsWith('ar');
  if (soldOut)
    return (
      <DeliveryBox>
        <p>
          <FormattedMessage id="product.delivery.soldOut" />
        </p>
      </DeliveryBox>
    );
  return (
    <DeliveryBox>
      <label htmlFor={`${id}-governorate`}>
        <FormattedMessage id="product.delivery.label" />
      </label>
      <select
        id={`${id}-governorate`}
        value={governorate}
        aria-describedby={`${id}-estimate`}
        onChange={(event) => setGovernorate(event.target.value)}
      >
        {GOVERNORATES.map((g) => (
          <option key={g.name} value={g.name}>
            {arabic ? g.nameAr : g.name}
          </option>
        ))}
      </select>
      {days ? (
        <p id={`${id}-estimate`} aria-live="polite">
          <FormattedMessage
            id="product.delivery.estimate"
            values={{ min: intl.formatNumber(days[0]), max: intl.formatNumber(days[1]) }}
          />
        </p>
      ) : null}
      <small>
        <FormattedMessage id="product.delivery.note" />
      </small>
    </DeliveryBox>
  );
}

const BadgeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  strong::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.success};
  }
  li[data-note] strong::before {
    content: 'ⓘ ';
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  span {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: 0.875rem;
  }
`;

/**
 * The warranty (the maker's official one, or the shop's own) and cash-on-delivery badges. Cash on delivery is the only way to pay and the shop refuses
 * orders above its limit: a product whose one unit is already above it says so, with the way to order it instead.
 */
export function TrustBadges({
  product,
}: {
  product: Pick<ProductDetail, 'cashOnDelivery' | 'warrantyKind'>;
}) {
  const intl = useIntl();
  const format = useFormatPrice();
  const { available, limitEgp } = product.cashOnDelivery;
  const contact = (words: ReactNode[]) => <Link to={paths.contact}>{words}</Link>;
  return (
    <BadgeList aria-label={intl.formatMessage({ id: 'product.badges.label' })}>
      {product.warrantyKind === 'shop' ? (
        <Badge titleId="product.badges.warrantyShop" textId="product.badges.warrantyShopText" />
      ) : (
        <Badge titleId="product.badges.warranty" textId="product.badges.warrantyText" />
      )}
      <Badge
        titleId="product.badges.returns"
        textId="product.badges.returnsText"
        textValues={{ link: (words: ReactNode[]) => <Link to={paths.returnsPolicy}>{words}</Link> }}
      />
      {available ? (
        <Badge titleId="product.badges.cod" textId="product.badges.codText" />
      ) : (
        <Badge
          note
          titleId="product.badges.codOver"
          titleValues={{ limit: format(limitEgp) }}
          textId="product.badges.codOverText"
          textValues={{ link: contact }}
        />
      )}
    </BadgeList>
  );
}

type MessageValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** One badge: a title and a line under it; a `note` (not a promise) wears an ⓘ instead of the ✓. */
function Badge(props: {
  titleId: string;
  textId: string;
  titleValues?: MessageValues;
  textValues?: MessageValues;
  note?: boolean;
}) {
  return (
    <li data-note={props.note ? '' : undefined}>
      <strong>
        <FormattedMessage id={props.titleId} values={props.titleValues} />
      </strong>
      <span>
        <FormattedMessage id={props.textId} values={props.textValues} />
      </span>
    </li>
  );
}
