// An order's payment at the desk: its method and status, what was paid and refunded, the gateway's ids; every
// message the payment gateway sent about it (when, which, what it claimed, what the shop made of it); its refunds; and
// for a manager, a refund of all or part of what is left, with a reason.
import { useId, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import type { DeskOrder } from '../../contract/orderDesk';
import {
  CHECKOUT_OF_METHOD,
  centsOfAmount,
  refundableCents,
  refundFormSchema,
  type PaymentCallbackEntry,
  type RefundFormValues,
} from '../../contract/payments';
import { fieldErrors } from '../../api/errorMessage';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { FocusFirstError } from '../../ui/form/FocusFirstError';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { TextField } from '../../ui/form/TextField';
import { validateOnce } from '../../ui/form/validateOnce';
import { toast } from '../../ui/toast';
import { paymentLabel } from '../orders/orderDisplay';
import { ColumnHeads } from './ColumnHeads';
import { cairoDateTime, centsLabel, paymentStatusLabel } from './backOfficeDisplay';
import { FormButtons, FormGrid, Muted, Panel, TableWrap, Warning } from './backOfficeStyles';
import { useStaffRole } from './staffRole';
import { useRefundOrderMutation } from './staffApi';

const VERDICTS = new Set([
  'paid',
  'duplicate',
  'declined',
  'pending',
  'late',
  'twice',
  'reversal',
  'ignored',
  'stale',
  'shown',
]);

/** What the shop made of a callback, in words; a verdict it does not know reads as kept. */
function verdictLabel(intl: IntlShape, verdict: string): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (VERDICTS.has(verdict)) return t(`backOffice.payment.verdict.${verdict}`);
  if (verdict === 'look-up failed') return t('backOffice.payment.verdict.lookupFailed');
  if (verdict.startsWith('looked up: '))
    return t('backOffice.payment.verdict.lookedUp', {
      verdict: verdictLabel(intl, verdict.slice('looked up: '.length)),
    });
  if (verdict === 'refused: amount or currency') return t('backOffice.payment.verdict.refusedAmount');
  if (verdict === 'refused: reference') return t('backOffice.payment.verdict.refusedReference');
  if (verdict.startsWith('refused: '))
    return t('backOffice.payment.verdict.refused', { why: verdict.slice('refused: '.length) });
  return verdict;
}

export function OrderPayment({ order }: { order: DeskOrder }) {
  const intl = useIntl();
  const titleId = useId();
  const callbacksId = useId();
  const refundsId = useId();
  const role = useStaffRole();
  const { payment } = order;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => centsLabel(intl, cents);
  const left = refundableCents(order);
  const none = t('backOffice.payment.none');

  return (
    <Panel aria-labelledby={titleId} data-testid="desk-payment">
      <h2 id={titleId}>{t('backOffice.payment.title')}</h2>
      {payment.needsRefund ? (
        <Warning>
          <span aria-hidden="true">⚠</span>
          <span>{t('backOffice.payment.needsRefund')}</span>
        </Warning>
      ) : null}
      <Facts>
        <dt>{t('backOffice.payment.method')}</dt>
        <dd>{paymentLabel(intl, CHECKOUT_OF_METHOD[payment.method])}</dd>
        <dt>{t('backOffice.payment.status')}</dt>
        <dd>
          <strong>{paymentStatusLabel(intl, payment.status)}</strong>
        </dd>
        <dt>{t('backOffice.payment.amount')}</dt>
        <dd>{money(payment.amountCents)}</dd>
        <dt>{t('backOffice.payment.refunded')}</dt>
        <dd>{money(payment.refundedCents)}</dd>
        {payment.method !== 'cod' ? (
          <>
            <dt>{t('backOffice.payment.transaction')}</dt>
            <dd dir="ltr">{payment.transactionId ?? none}</dd>
            <dt>{t('backOffice.payment.providerOrder')}</dt>
            <dd dir="ltr">{payment.providerOrderId ?? none}</dd>
          </>
        ) : null}
        {payment.holdUntil ? (
          <>
            <dt>{t('backOffice.payment.holdUntil')}</dt>
            <dd>{cairoDateTime(intl, payment.holdUntil)}</dd>
          </>
        ) : null}
      </Facts>

      {payment.method !== 'cod' ? (
        // The table's box is the region, named by the heading (it scrolls sideways on a phone).
        <Part>
          <h3 id={callbacksId}>{t('backOffice.payment.callbacks')}</h3>
          {order.paymentCallbacks.length === 0 ? (
            <Muted>{t('backOffice.payment.callbacksEmpty')}</Muted>
          ) : (
            <Callbacks intl={intl} callbacks={order.paymentCallbacks} labelledBy={callbacksId} />
          )}
        </Part>
      ) : null}

      {order.refunds.length > 0 ? (
        <Part as="section" aria-labelledby={refundsId}>
          <h3 id={refundsId}>{t('backOffice.payment.refunds')}</h3>
          <Refunds>
            {order.refunds.map((refund) => (
              <li key={refund._id}>
                <span>
                  {t('backOffice.payment.refundLine', {
                    amount: money(refund.amountCents),
                    channel: t(`backOffice.payment.channel.${refund.channel}`),
                    reason: refund.reason,
                  })}
                </span>
                <time dateTime={refund.createdAt}>{cairoDateTime(intl, refund.createdAt)}</time>
              </li>
            ))}
          </Refunds>
        </Part>
      ) : null}

      {role === 'manager' && left > 0 ? <RefundForm order={order} leftCents={left} /> : null}
    </Panel>
  );
}

function Callbacks({
  intl,
  callbacks,
  labelledBy,
}: {
  intl: IntlShape;
  callbacks: PaymentCallbackEntry[];
  labelledBy: string;
}) {
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <TableWrap role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table>
        <ColumnHeads
          ids={[
            'backOffice.payment.callback.when',
            'backOffice.payment.callback.kind',
            'backOffice.payment.transaction',
            'backOffice.payment.callback.amount',
            'backOffice.payment.callback.result',
            'backOffice.payment.callback.verdict',
          ]}
        />
        <tbody>
          {callbacks.map((callback) => (
            <tr key={callback._id}>
              <td>
                <time dateTime={callback.createdAt}>{cairoDateTime(intl, callback.createdAt)}</time>
              </td>
              <td>{t(`backOffice.payment.kind.${callback.kind}`)}</td>
              <td dir="ltr">{callback.transactionId ?? t('backOffice.payment.none')}</td>
              <td>
                {callback.amountCents === null
                  ? t('backOffice.payment.none')
                  : centsLabel(intl, callback.amountCents)}
              </td>
              <td>
                {callback.success === null
                  ? t('backOffice.payment.none')
                  : t(`backOffice.payment.result.${callback.success ? 'success' : 'failure'}`)}
              </td>
              <td>{verdictLabel(intl, callback.verdict)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** A manager's refund: the amount in pounds (all that is left by default) and a reason, both checked before sending. */
function RefundForm({ order, leftCents }: { order: DeskOrder; leftCents: number }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const [refund] = useRefundOrderMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const validate = useMemo(() => validateOnce<RefundFormValues>(refundFormSchema(leftCents)), [leftCents]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const online = order.payment.method !== 'cod';
  const leftAmount = (leftCents / 100).toFixed(leftCents % 100 ? 2 : 0);

  const onSubmit = async (values: RefundFormValues, helpers: FormikHelpers<RefundFormValues>) => {
    setFormError(null);
    const amountCents = centsOfAmount(values.amount);
    try {
      await refund({ id: order._id, amountCents, reason: values.reason.trim() }).unwrap();
      helpers.resetForm({ values: { amount: '', reason: '' } });
      toast.success(t('backOffice.payment.refundDone', { amount: centsLabel(intl, amountCents) }));
    } catch (failure) {
      const { amountCents: amountError, reason } = fieldErrors(failure);
      if (amountError) helpers.setFieldError('amount', amountError);
      if (reason) helpers.setFieldError('reason', reason);
      setFormError(errorMessage(failure, 'backOffice.payment.refundError'));
    }
  };

  return (
    <Part as="section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('backOffice.payment.refundTitle')}</h3>
      <Muted>{t(online ? 'backOffice.payment.refundGateway' : 'backOffice.payment.refundCash')}</Muted>
      <Formik<RefundFormValues>
        initialValues={{ amount: '', reason: '' }}
        validate={validate}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, setFieldValue }) => (
          <FormGrid noValidate>
            {formError ? <FormAlert>{formError}</FormAlert> : null}
            <FocusFirstError />
            <TextField
              name="amount"
              label={t('backOffice.payment.refundAmount')}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              hint={t('backOffice.payment.refundLeft', { left: centsLabel(intl, leftCents) })}
            />
            <TextAreaField name="reason" label={t('backOffice.payment.refundReason')} rows={2} />
            <FormButtons>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => void setFieldValue('amount', leftAmount)}
              >
                {t('backOffice.payment.refundAll')}
              </Button>
              <SubmitButton busy={isSubmitting} busyLabel={t('backOffice.payment.refunding')}>
                {t('backOffice.payment.refundSubmit')}
              </SubmitButton>
            </FormButtons>
          </FormGrid>
        )}
      </Formik>
    </Part>
  );
}

/** A part of the panel: as narrow as the panel (a wide table inside scrolls in its own box). */
const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Refunds = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  span {
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;
