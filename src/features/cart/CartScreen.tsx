// The cart page: the lines (a table, cards on small screens), the order summary, related and recently viewed products.
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useColourName } from '../../i18n/useColourName';
import { Link } from 'react-router';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { DELIVERY_FEE, orderTotal } from '../../contract/constants';
import { localizedName } from '../../contract/localized';
import { choicesText } from '../../contract/variants';
import { selectLanguage } from '../../i18n/uiSlice';
import { mediaDown, mediaUp } from '../../theme/theme';
import { ButtonLink, IconButton } from '../../ui/Button';
import { Icon } from '../../ui/icons/Icon';
import * as shellIcons from '../../ui/icons/shell';
import { useErrorMessage } from '../../api/useErrorMessage';
import { ProductGrid } from '../catalogue/components/ProductGrid';
import { ProductImage } from '../catalogue/components/ProductImage';
import { useProductControls } from '../catalogue/productControls';
import { useFormatPrice } from '../../i18n/useFormatPrice';
import {
  itemRemoved,
  lineKeyOf,
  lineTotal,
  lineUnitPrice,
  quantityDecreased,
  quantityIncreased,
  selectCartItems,
  selectCartSubtotal,
  type CartItem,
} from './cartSlice';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState, Page } from '../../ui/Page';
import { CodLimitNotice, codLimitOf } from './components/CodLimitNotice';
import { QuantityStepper } from './components/QuantityStepper';
import { useCartFreshness, type FreshnessNotice } from './useCartFreshness';

/** The spec's delete-confirm toast closes after one second. */
const REMOVED_TOAST_MS = 1000;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    text-align: start;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    vertical-align: middle;
  }
  ${mediaDown('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      position: relative;
      margin-bottom: ${({ theme }) => theme.space(4)};
      padding: ${({ theme }) => theme.space(3)};
      border: 1px solid ${({ theme }) => theme.colors.line};
      border-radius: ${({ theme }) => theme.radius.lg};
      background: ${({ theme }) => theme.colors.surface};
    }
    td {
      border: 0;
      padding: ${({ theme }) => theme.space(1)} 0;
    }
    /* The label and its value share a line (the price's block of current and former price included). */
    td[data-label] {
      display: flex;
      align-items: center;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      min-width: 7em;
      color: ${({ theme }) => theme.colors.muted};
      font-size: 0.85rem;
    }
    td.remove {
      position: absolute;
      top: ${({ theme }) => theme.space(2)};
      right: ${({ theme }) => theme.space(2)};
    }
  }
`;

const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  img {
    width: 88px;
    height: 66px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${mediaDown('md')} {
    padding-right: 48px;
  }
`;

const PriceCell = styled.span`
  strong {
    display: block;
  }
  del {
    font-size: 0.85em;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const RemoveButton = styled(IconButton)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

const Summary = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.2rem;
  }
  dl {
    margin: 0 0 ${({ theme }) => theme.space(5)};
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  dl > div.total {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    font-weight: 700;
    font-size: 1.1rem;
  }
  dd {
    margin: 0;
  }
  a + a {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

const Notices = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fef3c7;
  color: ${({ theme }) => theme.colors.ink};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  &:empty {
    display: none;
  }
`;

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

function NoticeText({ notice }: { notice: FreshnessNotice }) {
  const lang = useAppSelector(selectLanguage);
  const format = useFormatPrice();
  const name = localizedName(notice, lang);
  switch (notice.kind) {
    case 'gone':
      return <FormattedMessage id="cart.fresh.gone" values={{ name }} />;
    case 'outOfStock':
      return <FormattedMessage id="cart.fresh.outOfStock" values={{ name }} />;
    case 'lowered':
      return <FormattedMessage id="cart.fresh.lowered" values={{ name, count: notice.available }} />;
    case 'price':
      return (
        <FormattedMessage
          id="cart.fresh.price"
          values={{ name, before: format(notice.before), after: format(notice.after) }}
        />
      );
  }
}

function CartRow({
  item,
  name,
  onRemove,
}: {
  item: CartItem;
  name: string;
  onRemove: (item: CartItem) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const format = useFormatPrice();
  const colourName = useColourName();
  const lang = useAppSelector(selectLanguage);
  const key = lineKeyOf(item);
  const choices = choicesText(item.choices, lang);
  // Two variants of one product are two lines: their controls say which.
  const label = choices ? `${name} · ${choices}` : name;
  const unit = lineUnitPrice(item);
  // A press that disables its own button (minus at 1, plus at the stock) hands focus to the other one, so the
  // keyboard stays on the stepper instead of falling back to the page.
  const handOff = useRef(false);
  const stepperCell = useRef<HTMLTableCellElement>(null);
  useEffect(() => {
    if (!handOff.current) return;
    handOff.current = false;
    stepperCell.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [item.quantity]);
  return (
    <tr>
      <td>
        <ProductCell>
          <ProductImage src={item.image} alt="" size="thumb" sizes="88px" />
          <span>
            <Link to={paths.item(item.id, item.sku)}>{name}</Link>
            {/* A variant's choices name its colour among them ('512 GB · Blue'). */}
            {choices ? (
              <small>{choices}</small>
            ) : item.color ? (
              <small>
                <FormattedMessage id="cart.table.colour" values={{ colour: colourName(item.color) }} />
              </small>
            ) : null}
          </span>
        </ProductCell>
      </td>
      <td data-label={intl.formatMessage({ id: 'cart.table.price' })}>
        <PriceCell>
          <strong>{format(unit)}</strong>
          {unit < item.price ? (
            <del aria-label={intl.formatMessage({ id: 'cart.table.was' }, { price: format(item.price) })}>
              {format(item.price)}
            </del>
          ) : null}
        </PriceCell>
      </td>
      <td ref={stepperCell} data-label={intl.formatMessage({ id: 'cart.table.quantity' })}>
        <QuantityStepper
          name={label}
          quantity={item.quantity}
          decreaseDisabled={item.quantity <= 1}
          increaseDisabled={item.quantity >= item.productquantity}
          onDecrease={() => {
            handOff.current = item.quantity - 1 <= 1;
            dispatch(quantityDecreased(key));
            toast.error(intl.formatMessage({ id: 'cart.toast.quantityUpdated' }));
          }}
          onIncrease={() => {
            handOff.current = item.quantity + 1 >= item.productquantity;
            dispatch(quantityIncreased(key));
            toast.success(intl.formatMessage({ id: 'cart.toast.quantityUpdated' }));
          }}
        />
      </td>
      <td data-label={intl.formatMessage({ id: 'cart.table.total' })}>
        <strong>{format(lineTotal(item))}</strong>
      </td>
      <td className="remove">
        <RemoveButton
          aria-label={intl.formatMessage({ id: 'cart.table.remove' }, { name: label })}
          onClick={() => onRemove(item)}
        >
          <Icon shape={shellIcons.close} />
        </RemoveButton>
      </td>
    </tr>
  );
}

export default function CartScreen() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLanguage);
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const format = useFormatPrice();
  const { notices, productsById, related, error } = useCartFreshness();
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const { RecentlyViewed } = useProductControls();
  // Recently viewed brings back what is not in the cart yet.
  const inCart = useMemo(() => items.map((item) => item.id), [items]);
  const total = orderTotal(subtotal);

  const nameOf = (item: CartItem) => {
    const product = productsById.get(item.id);
    return product ? localizedName(product, lang) : item.title;
  };

  return (
    <Page>
      <h1>
        <FormattedMessage id="cart.title" />
      </h1>

      {notices.length > 0 || error ? (
        <Notices role="status" aria-label={intl.formatMessage({ id: 'cart.fresh.title' })}>
          <ul>
            {notices.map((notice) => (
              <li key={`${notice.kind}-${notice.id}`}>
                <NoticeText notice={notice} />
              </li>
            ))}
            {error ? <li>{errorMessage(error, 'cart.fresh.failed')}</li> : null}
          </ul>
        </Notices>
      ) : null}

      {items.length === 0 ? (
        <EmptyState aria-labelledby="cart-empty-title">
          <Icon shape={shellIcons.cart} size={56} />
          <h2 id="cart-empty-title">
            <FormattedMessage id="cart.empty.title" />
          </h2>
          <p>
            <FormattedMessage id="cart.empty.body" />
          </p>
          <ButtonLink to={paths.categories}>
            <FormattedMessage id="cart.empty.browse" />
          </ButtonLink>
        </EmptyState>
      ) : (
        <Layout>
          <Table>
            <caption className="visually-hidden">
              <FormattedMessage id="cart.table.caption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="cart.table.product" />
                </th>
                <th scope="col">
                  <FormattedMessage id="cart.table.price" />
                </th>
                <th scope="col">
                  <FormattedMessage id="cart.table.quantity" />
                </th>
                <th scope="col">
                  <FormattedMessage id="cart.table.total" />
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <FormattedMessage id="cart.table.actions" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <CartRow key={lineKeyOf(item)} item={item} name={nameOf(item)} onRemove={setRemoving} />
              ))}
            </tbody>
          </Table>

          <Summary aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">
              <FormattedMessage id="cart.summary.title" />
            </h2>
            <dl>
              <div>
                <dt>
                  <FormattedMessage id="cart.summary.subtotal" />
                </dt>
                <dd>{format(subtotal)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="cart.summary.delivery" />
                </dt>
                <dd>{format(DELIVERY_FEE)}</dd>
              </div>
              <div className="total">
                <dt>
                  <FormattedMessage id="cart.summary.total" />
                </dt>
                <dd>{format(total)}</dd>
              </div>
            </dl>
            <CodLimitNotice subtotal={subtotal} limitEgp={codLimitOf(productsById.values())} />
            <ButtonLink to={paths.checkout} $block>
              <FormattedMessage id="cart.summary.checkout" />
            </ButtonLink>
            <ButtonLink to={paths.categories} $variant="secondary" $block>
              <FormattedMessage id="cart.summary.continue" />
            </ButtonLink>
          </Summary>
        </Layout>
      )}

      {related.length > 0 ? (
        <Related aria-labelledby="cart-related-title">
          <h2 id="cart-related-title">
            <FormattedMessage id="cart.related.title" />
          </h2>
          <ProductGrid products={related} eagerCount={0} />
        </Related>
      ) : null}

      <RecentlyViewed exclude={inCart} />

      {removing ? (
        <ConfirmDialog
          question={intl.formatMessage({ id: 'cart.remove.question' })}
          onNo={() => setRemoving(null)}
          onYes={() => {
            dispatch(itemRemoved(lineKeyOf(removing)));
            setRemoving(null);
            toast.success(intl.formatMessage({ id: 'cart.toast.itemRemoved' }), {
              autoClose: REMOVED_TOAST_MS,
            });
          }}
        />
      ) : null}
    </Page>
  );
}
