// A completed order's returns on its page: each return's status (with the pickup day, the shop's reason or the
// refund), and "Return items" while a window is open (or, once it closed, why not and the warranty route). The form:
// lines and quantities, a reason, photos and a note for a fault, the pickup address, and what will be refunded and
// how before the shopper confirms.
import { useState, type ChangeEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import {
  CHANGE_OF_MIND,
  REFUND_METHOD_IDS,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_IDS,
  RETURN_REASONS,
  RETURN_REJECT_REASON_IDS,
  RETURN_STATUS_IDS,
  type Address,
  type Order,
  type Return,
  type ReturnReason,
  type ReturnsOfOrder,
} from '../../../contract';
import { localizedName } from '../../../contract/localized';
import { useErrorMessage } from '../../../api/useErrorMessage';
import { useFormatPrice } from '../../../i18n/useFormatPrice';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { useSavedAddressesQuery, checkoutFieldsOf } from '../addressesApi';
import { orderDate } from '../orderDisplay';
import {
  useRequestReturnMutation,
  useReturnsOfOrderQuery,
  useUploadReturnPhotoMutation,
} from '../returnsApi';

export const returnStatusLabel = (intl: IntlShape, status: Return['status']) =>
  intl.formatMessage({ id: RETURN_STATUS_IDS[status] });

export function ReturnsPanel({ order }: { order: Order }) {
  const intl = useIntl();
  const { data } = useReturnsOfOrderQuery(order._id, { skip: order.status !== 'completed' });
  const [formOpen, setFormOpen] = useState(false);
  if (!data) return null;
  return (
    <Section aria-labelledby="order-returns">
      <h2 id="order-returns">{intl.formatMessage({ id: 'returns.title' })}</h2>
      {data.returns.map((ret) => (
        <ReturnCard key={ret._id} ret={ret} />
      ))}
      {data.open ? (
        formOpen ? (
          <ReturnForm order={order} data={data} onDone={() => setFormOpen(false)} />
        ) : (
          <>
            <p>
              {intl.formatMessage(
                { id: 'returns.windows' },
                {
                  changeOfMind: orderDate(intl, data.changeOfMindUntil!),
                  defect: orderDate(intl, data.defectUntil!),
                },
              )}{' '}
              <Link to={paths.returnsPolicy}>{intl.formatMessage({ id: 'returns.policyLink' })}</Link>
            </p>
            <Button onClick={() => setFormOpen(true)}>{intl.formatMessage({ id: 'returns.start' })}</Button>
          </>
        )
      ) : data.closedReason ? (
        <Closed role="note">
          {intl.formatMessage({ id: data.closedReason })}{' '}
          <Link to={paths.returnsPolicy}>{intl.formatMessage({ id: 'returns.policyLink' })}</Link>
        </Closed>
      ) : null}
    </Section>
  );
}

function ReturnCard({ ret }: { ret: Return }) {
  const intl = useIntl();
  const price = useFormatPrice();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  return (
    <Card data-testid="return" data-status={ret.status}>
      <strong>
        {intl.formatMessage({ id: 'returns.card.status' }, { status: returnStatusLabel(intl, ret.status) })}
      </strong>
      <span>
        {intl.formatMessage(
          { id: 'returns.card.reason' },
          { reason: intl.formatMessage({ id: RETURN_REASON_IDS[ret.reason] }) },
        )}
      </span>
      <ul>
        {ret.lines.map((line) => (
          <li key={line._id}>
            {localizedName(line, lang)} × {intl.formatNumber(line.quantity)}
          </li>
        ))}
      </ul>
      {ret.pickupDate && ret.status === 'approved' ? (
        <span>
          {intl.formatMessage(
            { id: 'returns.card.pickup' },
            {
              day: intl.formatDate(`${ret.pickupDate}T12:00:00Z`, {
                dateStyle: 'long',
                timeZone: 'Africa/Cairo',
              }),
            },
          )}
        </span>
      ) : null}
      {ret.rejectReason ? (
        <span>
          {intl.formatMessage(
            { id: 'returns.card.rejected' },
            {
              reason: intl.formatMessage({ id: RETURN_REJECT_REASON_IDS[ret.rejectReason] }),
              note: ret.rejectNote ?? '',
            },
          )}
        </span>
      ) : null}
      {ret.refund ? (
        <span>
          {intl.formatMessage(
            { id: 'returns.card.refund' },
            {
              amount: price(ret.refund.amount),
              method: intl.formatMessage({ id: REFUND_METHOD_IDS[ret.refund.method] }),
              reference: <bdi dir="ltr">{ret.refund.reference}</bdi>,
            },
          )}
        </span>
      ) : null}
    </Card>
  );
}

function ReturnForm({ order, data, onDone }: { order: Order; data: ReturnsOfOrder; onDone: () => void }) {
  const intl = useIntl();
  const price = useFormatPrice();
  const errorMessage = useErrorMessage();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [addressKey, setAddressKey] = useState('order');
  const [failure, setFailure] = useState<string | null>(null);
  const { data: saved = [] } = useSavedAddressesQuery();
  const [upload, { isLoading: uploading }] = useUploadReturnPhotoMutation();
  const [send, { isLoading: sending }] = useRequestReturnMutation();

  const chosen = data.lines.filter((line) => (quantities[line.productId] ?? 0) > 0);
  const units = chosen.reduce((total, line) => total + line.unitPrice * quantities[line.productId]!, 0);
  const whole = data.lines.every(
    (line) => line.bought - line.returnable + (quantities[line.productId] ?? 0) >= line.bought,
  );
  const changeOfMind = reason === CHANGE_OF_MIND;
  const fee = changeOfMind ? data.pickupFee : 0;
  const delivery = whole && reason && !changeOfMind ? data.deliveryFee : 0;
  const refund = Math.max(0, units + delivery - fee);

  const addresses: { key: string; label: string; address: Address }[] = [
    ...(order.address[0]
      ? [
          {
            key: 'order',
            label: intl.formatMessage({ id: 'returns.form.orderAddress' }),
            address: order.address[0],
          },
        ]
      : []),
    ...saved.map((entry) => ({
      key: entry._id,
      label: `${entry.street} ${entry.building}, ${entry.city}`,
      address: checkoutFieldsOf(entry),
    })),
  ];
  const address = addresses.find((entry) => entry.key === addressKey)?.address ?? addresses[0]?.address;

  const onPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, RETURN_PHOTOS_MAX - photos.length);
    event.target.value = '';
    for (const file of files) {
      try {
        const image = await upload(file).unwrap();
        setPhotos((current) => [...current, image.url].slice(0, RETURN_PHOTOS_MAX));
      } catch (error) {
        toast.error(errorMessage(error, 'returns.form.photoFailed'));
      }
    }
  };

  const onSubmit = async () => {
    setFailure(null);
    if (chosen.length === 0 || !reason || !address) {
      setFailure(intl.formatMessage({ id: 'returns.form.incomplete' }));
      return;
    }
    try {
      await send({
        orderId: order._id,
        lines: chosen.map((line) => ({ productId: line.productId, quantity: quantities[line.productId]! })),
        reason,
        note: changeOfMind ? '' : note.trim(),
        photos: changeOfMind ? [] : photos,
        address: {
          government: address.government,
          city: address.city,
          street: address.street,
          building: address.building,
          floor: address.floor,
          apartment: address.apartment,
          landmark: address.landmark ?? '',
        },
      }).unwrap();
      toast.success(intl.formatMessage({ id: 'returns.form.sent' }));
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'returns.form.failed'));
    }
  };

  return (
    <Form
      aria-label={intl.formatMessage({ id: 'returns.start' })}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <fieldset>
        <legend>{intl.formatMessage({ id: 'returns.form.items' })}</legend>
        {data.lines.map((line) => (
          <label key={line.productId}>
            <span>
              {localizedName(line, lang)} · {price(line.unitPrice)}
            </span>
            <select
              aria-label={intl.formatMessage(
                { id: 'returns.form.quantity' },
                { name: localizedName(line, lang) },
              )}
              value={quantities[line.productId] ?? 0}
              disabled={line.returnable === 0}
              onChange={(event) =>
                setQuantities((current) => ({ ...current, [line.productId]: Number(event.target.value) }))
              }
            >
              {Array.from({ length: line.returnable + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {intl.formatNumber(n)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'returns.form.reason' })}</legend>
        {RETURN_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="return-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {intl.formatMessage({ id: RETURN_REASON_IDS[value] })}
          </label>
        ))}
      </fieldset>
      {reason && !changeOfMind ? (
        <fieldset>
          <legend>{intl.formatMessage({ id: 'returns.form.evidence' })}</legend>
          <label>
            {intl.formatMessage({ id: 'returns.form.photos' }, { max: intl.formatNumber(RETURN_PHOTOS_MAX) })}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={uploading || photos.length >= RETURN_PHOTOS_MAX}
              onChange={(event) => void onPhotos(event)}
            />
          </label>
          {photos.length > 0 ? (
            <Photos>
              {photos.map((url) => (
                <img
                  key={url}
                  src={url}
                  alt={intl.formatMessage({ id: 'returns.form.photoAlt' })}
                  width={96}
                  height={72}
                />
              ))}
            </Photos>
          ) : null}
          <label>
            {intl.formatMessage({ id: 'returns.form.note' })}
            <textarea
              value={note}
              maxLength={500}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
        </fieldset>
      ) : null}
      <label>
        {intl.formatMessage({ id: 'returns.form.address' })}
        <select value={addressKey} onChange={(event) => setAddressKey(event.target.value)}>
          {addresses.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <Summary aria-live="polite" data-testid="return-summary">
        <div>
          <dt>{intl.formatMessage({ id: 'returns.form.unitsTotal' })}</dt>
          <dd>{price(units)}</dd>
        </div>
        {delivery > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'returns.form.delivery' })}</dt>
            <dd>{price(delivery)}</dd>
          </div>
        ) : null}
        {changeOfMind ? (
          <div>
            <dt>{intl.formatMessage({ id: 'returns.form.pickupFee' })}</dt>
            <dd>{price(-fee)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'returns.form.refund' })}</dt>
          <dd>
            <strong>{price(refund)}</strong>
          </dd>
        </div>
      </Summary>
      <p>{intl.formatMessage({ id: 'returns.form.how' })}</p>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Row>
        <Button type="submit" disabled={sending || uploading}>
          {intl.formatMessage({ id: 'returns.form.confirm' })}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {intl.formatMessage({ id: 'returns.form.cancel' })}
        </Button>
      </Row>
    </Form>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.15rem;
  }
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Closed = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  select,
  textarea {
    min-height: 44px;
    font: inherit;
  }
  textarea {
    flex-basis: 100%;
  }
`;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  img {
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Summary = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
  }
  dd {
    margin: 0;
  }
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
