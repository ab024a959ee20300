// Stock movements as a table: when, how many units, why (with the order or the note), the stock after and who. The
// Stock screen lists every product's, so it names the product of each (a link to its page).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { StockMovement } from '../../contract/backOffice';
import { cairoDateTime, localName } from './backOfficeDisplay';
import { CaptionedTable } from './CaptionedTable';

export function StockMovementsTable({
  movements,
  caption,
  withProduct = false,
  linkProducts = true,
  variantChoices,
}: {
  movements: StockMovement[];
  caption: string;
  withProduct?: boolean;
  /** A product in several variants: each movement's variant, by its SKU and these choices ('512 GB · Blue'). */
  variantChoices?: (variantId: string | null) => string;
  /** Whether each product links to its page (a manager's; staff read stock only). */
  linkProducts?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <CaptionedTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('backOffice.stock.when')}</th>
          {withProduct ? <th scope="col">{t('backOffice.stock.product')}</th> : null}
          {variantChoices ? <th scope="col">{t('backOffice.stock.variant')}</th> : null}
          <th scope="col">{t('backOffice.stock.delta')}</th>
          <th scope="col">{t('backOffice.stock.reason')}</th>
          <th scope="col">{t('backOffice.stock.after')}</th>
          <th scope="col">{t('backOffice.stock.who')}</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement._id}>
            <td>{cairoDateTime(intl, movement.createdAt)}</td>
            {withProduct ? (
              <td>
                {linkProducts ? (
                  <Link to={paths.staffProduct(movement.productId)}>
                    {movement.product ? localName(intl, movement.product) : movement.productId}
                  </Link>
                ) : movement.product ? (
                  localName(intl, movement.product)
                ) : (
                  movement.productId
                )}
                {movement.sku ? (
                  <small>
                    <bdi dir="ltr">{movement.sku}</bdi>
                  </small>
                ) : null}
              </td>
            ) : null}
            {variantChoices ? (
              <td>
                <bdi dir="ltr">{movement.sku ?? '—'}</bdi>
                {variantChoices(movement.variantId) ? (
                  <small>{variantChoices(movement.variantId)}</small>
                ) : null}
              </td>
            ) : null}
            <td dir="ltr">{intl.formatNumber(movement.delta, { signDisplay: 'exceptZero' })}</td>
            <td>
              {t(`backOffice.stock.reason.${movement.reason}`)}
              {movement.orderId ? (
                <small>
                  {t('backOffice.stock.order', {
                    number: (movement.orderId.split('-')[0] ?? movement.orderId).toUpperCase(),
                  })}
                </small>
              ) : null}
              {movement.note ? <small>{movement.note}</small> : null}
            </td>
            <td>{intl.formatNumber(movement.quantityAfter)}</td>
            <td>{movement.actor?.name ?? t('backOffice.stock.system')}</td>
          </tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}
