// A completed order's returns on its page: each return's status (with the pickup day, the shop's reason or the
// refund), and "Return items" while a window is open (or, once it closed, why not and the warranty route). The form:
// lines and quantities, a reason, photos and a note for a fault, the pickup address (the order's, one from the
// address book, or a new one that may be kept in the book), and what will be refunded and how before the shopper
// confirms. The form is Formik on the contract's returnFormSchema; the new address uses checkout's fields.
import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import {
  CHANGE_OF_MIND,
  emptyReturnForm,
  NEW_PICKUP_ADDRESS,
  ORDER_PICKUP_ADDRESS,
  REFUND_METHOD_IDS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_IDS,
  RETURN_REASONS,
  RETURN_REJECT_REASON_IDS,
  RETURN_STATUS_IDS,
  returnFormSchema,
  returnRequestOf,
  SAVED_ADDRESSES_MAX,
  type Address,
  type Order,
  type Return,
  type ReturnableLine,
  type ReturnFormValues,
  type ReturnsOfOrder,
  type SavedAddress,
} from '../../../contract';
import { localizedName } from '../../../contract/localized';
import { nameWithChoices } from '../../../contract/variants';
import { useErrorMessage } from '../../../api/useErrorMessage';
import { useFormatPrice } from '../../../i18n/useFormatPrice';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/form/fieldStyles';
import { FocusFirstError } from '../../../ui/form/FocusFirstError';
import { FormAlert } from '../../../ui/form/FormAlert';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { useTranslatedError } from '../../../ui/form/useFieldError';
import { toast } from '../../../ui/toast';
import { useSavedAddressesQuery, checkoutFieldsOf } from '../addressesApi';
import { orderDate } from '../orderDisplay';
import { shortAddress } from '../savedAddressDisplay';
import { AddressForm } from './AddressForm';
import {
  useRequestReturnMutation,
  useReturnsOfOrderQuery,
  useUploadReturnPhotoMutation,
} from '../returnsApi';

/** A return's line or an order's line as the form names it: its name, and its variant's choices in `lang`. */
const lineName = (line: ReturnableLine | Return['lines'][number], lang: string) =>
  nameWithChoices(localizedName(line, lang), line.variant?.choices, lang);

export const returnStatusLabel = (intl: IntlShape, status: Return['status']) =>
  intl.formatMessage({ id: RETURN_STATUS_IDS[status] });

/** What a return's status needs beside its name: the pickup day once approved, the shop's reason once rejected. */
export function returnStepDetail(intl: IntlShape, ret: Return): string | null {
  if (ret.pickupDate && ret.status === 'approved') {
    return intl.formatMessage(
      { id: 'returns.card.pickup' },
      {
        day: intl.formatDate(`${ret.pickupDate}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Africa/Cairo' }),
      },
    );
  }
  if (ret.rejectReason) {
    return intl
      .formatMessage(
        { id: 'returns.card.rejected' },
        {
          reason: intl.formatMessage({ id: RETURN_REJECT_REASON_IDS[ret.rejectReason] }),
          note: ret.rejectNote ?? '',
        },
      )
      .trim();
  }
  return null;
}

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
            {lineName(line, lang)} × {intl.formatNumber(line.quantity)}
          </li>
        ))}
      </ul>
      {returnStepDetail(intl, ret) ? <span>{returnStepDetail(intl, ret)}</span> : null}
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

/** The pickup address the form's choice names (a saved one that has since gone: none). */
function pickupAddressOf(values: ReturnFormValues, order: Order, saved: SavedAddress[]): Address | undefined {
  if (values.addressChoice === ORDER_PICKUP_ADDRESS) return order.address[0];
  if (values.addressChoice === NEW_PICKUP_ADDRESS) return values;
  const entry = saved.find((address) => address._id === values.addressChoice);
  return entry ? checkoutFieldsOf(entry) : undefined;
}

function ReturnForm({ order, data, onDone }: { order: Order; data: ReturnsOfOrder; onDone: () => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { data: saved = [] } = useSavedAddressesQuery();
  const [send] = useRequestReturnMutation();
  // Built once: Formik runs it on every change.
  const schema = useMemo(() => returnFormSchema(), []);
  const initialValues = useMemo(
    () => emptyReturnForm(order.address[0] ? ORDER_PICKUP_ADDRESS : NEW_PICKUP_ADDRESS),
    [order.address],
  );

  const submit = async (values: ReturnFormValues) => {
    setFailure(null);
    const address = pickupAddressOf(values, order, saved);
    if (!address) {
      setFailure(intl.formatMessage({ id: 'validation.returns.address' }));
      return;
    }
    try {
      await send(returnRequestOf(order._id, values, address, data.lines)).unwrap();
      toast.success(intl.formatMessage({ id: 'returns.form.sent' }));
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'returns.form.failed'));
    }
  };

  return (
    <Formik<ReturnFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <StyledForm noValidate aria-label={intl.formatMessage({ id: 'returns.start' })}>
          <FocusFirstError />
          <ReturnFields order={order} data={data} saved={saved} />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <Row>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {intl.formatMessage({ id: 'returns.form.confirm' })}
            </Button>
            <Button type="button" $variant="secondary" onClick={onDone}>
              {intl.formatMessage({ id: 'returns.form.cancel' })}
            </Button>
          </Row>
        </StyledForm>
      )}
    </Formik>
  );
}

function ReturnFields({ order, data, saved }: { order: Order; data: ReturnsOfOrder; saved: SavedAddress[] }) {
  const intl = useIntl();
  const price = useFormatPrice();
  const errorMessage = useErrorMessage();
  const translate = useTranslatedError();
  const lang = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ReturnFormValues>();
  const [upload, { isLoading: uploading }] = useUploadReturnPhotoMutation();
  const { quantities, reason } = values;
  const shown = (message: string | undefined) => (submitCount > 0 ? translate(message) : undefined);
  const linesError = shown(errors.quantities as string | undefined);
  const reasonError = shown(errors.reason);

  const units = data.lines.reduce(
    (total, line) => total + line.unitPrice * (quantities[line.variantId] ?? 0),
    0,
  );
  const whole = data.lines.every(
    (line) => line.bought - line.returnable + (quantities[line.variantId] ?? 0) >= line.bought,
  );
  const changeOfMind = reason === CHANGE_OF_MIND;
  const fee = changeOfMind ? data.pickupFee : 0;
  const delivery = whole && reason && !changeOfMind ? data.deliveryFee : 0;
  const refund = Math.max(0, units + delivery - fee);

  const choices: { key: string; label: string }[] = [
    ...(order.address[0]
      ? [{ key: ORDER_PICKUP_ADDRESS, label: intl.formatMessage({ id: 'returns.form.orderAddress' }) }]
      : []),
    ...saved.map((entry) => ({ key: entry._id, label: shortAddress(intl, entry) })),
    { key: NEW_PICKUP_ADDRESS, label: intl.formatMessage({ id: 'returns.form.newAddress' }) },
  ];
  const canKeep = saved.length < SAVED_ADDRESSES_MAX;

  const photoInput = useRef<HTMLInputElement>(null);
  const photosLabel = intl.formatMessage(
    { id: 'returns.form.addPhotos' },
    { max: intl.formatNumber(RETURN_PHOTOS_MAX) },
  );
  const onPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, RETURN_PHOTOS_MAX - values.photos.length);
    event.target.value = '';
    let photos = values.photos;
    for (const file of files) {
      try {
        const image = await upload(file).unwrap();
        photos = [...photos, image.url].slice(0, RETURN_PHOTOS_MAX);
        await setFieldValue('photos', photos);
      } catch (error) {
        toast.error(errorMessage(error, 'returns.form.photoFailed'));
      }
    }
  };

  return (
    <>
      <fieldset aria-describedby={linesError ? 'return-lines-error' : undefined}>
        <legend>{intl.formatMessage({ id: 'returns.form.items' })}</legend>
        {data.lines.map((line) => (
          <label key={line.variantId}>
            <span>
              {lineName(line, lang)} · {price(line.unitPrice)}
            </span>
            <select
              aria-label={intl.formatMessage({ id: 'returns.form.quantity' }, { name: lineName(line, lang) })}
              aria-invalid={linesError && line.returnable > 0 ? true : undefined}
              value={quantities[line.variantId] ?? 0}
              disabled={line.returnable === 0}
              onChange={(event) =>
                void setFieldValue('quantities', {
                  ...quantities,
                  [line.variantId]: Number(event.target.value),
                })
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
        {linesError ? <ErrorText id="return-lines-error">{linesError}</ErrorText> : null}
      </fieldset>
      <fieldset
        role="radiogroup"
        tabIndex={-1}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? 'return-reason-error' : undefined}
      >
        <legend>{intl.formatMessage({ id: 'returns.form.reason' })}</legend>
        {RETURN_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => void setFieldValue('reason', value)}
            />
            {intl.formatMessage({ id: RETURN_REASON_IDS[value] })}
          </label>
        ))}
        {reasonError ? <ErrorText id="return-reason-error">{reasonError}</ErrorText> : null}
      </fieldset>
      {reason && !changeOfMind ? (
        <fieldset>
          <legend>{intl.formatMessage({ id: 'returns.form.evidence' })}</legend>
          {/* The page's own button, in the page's language (a file input draws the browser's words). */}
          <Button
            type="button"
            $variant="secondary"
            disabled={uploading || values.photos.length >= RETURN_PHOTOS_MAX}
            onClick={() => photoInput.current?.click()}
          >
            {photosLabel}
          </Button>
          <input
            ref={photoInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            aria-label={photosLabel}
            onChange={(event) => void onPhotos(event)}
          />
          {values.photos.length > 0 ? (
            <Photos>
              {values.photos.map((url) => (
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
          <TextAreaField
            name="note"
            id="return-note"
            rows={3}
            maxLength={RETURN_NOTE_MAX}
            label={intl.formatMessage({ id: 'returns.form.note' })}
          />
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{intl.formatMessage({ id: 'returns.form.address' })}</legend>
        {choices.map((choice) => (
          <label key={choice.key}>
            <input
              type="radio"
              name="addressChoice"
              value={choice.key}
              checked={values.addressChoice === choice.key}
              onChange={() => void setFieldValue('addressChoice', choice.key)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {values.addressChoice === NEW_PICKUP_ADDRESS ? (
        <NewAddress>
          <AddressForm
            idPrefix="return-address"
            legend={intl.formatMessage({ id: 'returns.form.newAddress' })}
          />
          {canKeep ? (
            <label>
              <input
                type="checkbox"
                name="saveAddress"
                checked={values.saveAddress}
                onChange={(event) => void setFieldValue('saveAddress', event.target.checked)}
              />
              {intl.formatMessage({ id: 'returns.form.saveAddress' })}
            </label>
          ) : null}
        </NewAddress>
      ) : null}
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
      <p>
        {intl.formatMessage({
          id: order.payment.method === 'cod' ? 'returns.form.how' : 'returns.form.howOnline',
        })}
      </p>
    </>
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

const StyledForm = styled(Form)`
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
  label:has(> input[type='radio']),
  label:has(> input[type='checkbox']) {
    justify-content: flex-start;
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

const NewAddress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  fieldset label {
    display: block;
    min-height: 0;
  }
  > label {
    justify-content: flex-start;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
