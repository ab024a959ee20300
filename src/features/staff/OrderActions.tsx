// The order page's status and actions: move the order to its next status, or cancel it with one of the shop's reasons
// (its stock returns). Each names the version on screen; when someone acted since, the server's 409 is shown and the
// order reloads, so nothing is done twice or over someone else's change.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DeskOrder } from '../../contract/orderDesk';
import {
  CANCELLABLE_STATUSES,
  ORDER_PROGRESS,
  SHOP_CANCEL_REASONS,
  type OrderStatus,
  type ShopCancelReason,
} from '../../contract/orders';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { FormAlert } from '../../ui/form/FormAlert';
import { toast } from '../../ui/toast';
import { orderNumber, reasonLabel, statusLabel } from '../orders/orderDisplay';
import { Muted, Panel, StatusBadge } from './backOfficeStyles';
import { useAdvanceOrderMutation, useCancelDeskOrderMutation } from './staffApi';

const nextStatus = (status: OrderStatus): OrderStatus | undefined => {
  const index = (ORDER_PROGRESS as readonly string[]).indexOf(status);
  return index >= 0 ? ORDER_PROGRESS[index + 1] : undefined;
};

export function OrderActions({ order }: { order: DeskOrder }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const [advance, advancing] = useAdvanceOrderMutation();
  const [cancel, cancelling] = useCancelDeskOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const next = nextStatus(order.status);
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  const busy = advancing.isLoading || cancelling.isLoading;

  const onAdvance = async () => {
    setProblem(null);
    try {
      const moved = await advance({ id: order._id, version: order.version }).unwrap();
      toast.success(
        intl.formatMessage({ id: 'backOffice.orders.advanced' }, { status: statusLabel(intl, moved.status) }),
      );
    } catch (error) {
      setProblem(errorMessage(error, 'backOffice.orders.actionError'));
    }
  };

  const onCancel = async (reason: ShopCancelReason) => {
    setProblem(null);
    try {
      await cancel({ id: order._id, reason, version: order.version }).unwrap();
      toast.success(intl.formatMessage({ id: 'backOffice.orders.cancelled' }));
    } catch (error) {
      setProblem(errorMessage(error, 'backOffice.orders.actionError'));
    }
    setAsking(false);
  };

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage({ id: 'backOffice.orders.actions' })}</h2>
      <p>
        {intl.formatMessage(
          { id: 'backOffice.orders.now' },
          { status: <StatusBadge $status={order.status}>{statusLabel(intl, order.status)}</StatusBadge> },
        )}
      </p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Buttons>
        {next ? (
          <Button
            onClick={() => void onAdvance()}
            disabled={busy}
            aria-busy={advancing.isLoading || undefined}
          >
            {intl.formatMessage({ id: 'backOffice.orders.advance' }, { status: statusLabel(intl, next) })}
          </Button>
        ) : (
          <Muted>
            {intl.formatMessage(
              { id: 'backOffice.orders.final' },
              { status: statusLabel(intl, order.status) },
            )}
          </Muted>
        )}
        {cancellable ? (
          <Button $variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
            {intl.formatMessage({ id: 'backOffice.orders.cancel' })}
          </Button>
        ) : null}
      </Buttons>
      {asking ? (
        <CancelDialog
          number={orderNumber(order._id)}
          busy={cancelling.isLoading}
          onConfirm={(reason) => void onCancel(reason)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Panel>
  );
}

/** The shop's reasons, one to choose before the cancel can be confirmed; keeping the order comes first. */
function CancelDialog({
  number,
  busy,
  onConfirm,
  onClose,
}: {
  number: string;
  busy: boolean;
  onConfirm: (reason: ShopCancelReason) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState<ShopCancelReason | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog title={t('backOffice.orders.cancelTitle', { number })} onClose={onClose}>
      <Reasons>
        <legend>{t('backOffice.orders.cancelReason')}</legend>
        {SHOP_CANCEL_REASONS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="desk-cancel-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {reasonLabel(intl, value)}
          </label>
        ))}
      </Reasons>
      <Muted>{t('backOffice.orders.cancelStock')}</Muted>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('backOffice.orders.cancelKeep')}
        </Button>
        <Button
          $variant="danger"
          disabled={!reason || busy}
          aria-busy={busy || undefined}
          onClick={() => reason && onConfirm(reason)}
        >
          {t(busy ? 'backOffice.orders.cancelling' : 'backOffice.orders.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 40px;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
  }
`;
