// The order page's status and actions: move the order to its next status, or cancel it with one of the shop's reasons
// (its stock returns). A pending order moves on only once confirmed by phone; shipping asks for the courier and the
// tracking number, and completing asks first. Each names the version on screen; when someone acted since, the
// server's 409 is shown and the order reloads, so nothing is done twice or over someone else's change.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DeskOrder } from '../../contract/orderDesk';
import {
  COURIER_MAX,
  DESK_CANCELLABLE_STATUSES,
  ORDER_PROGRESS,
  TRACKING_NUMBER_MAX,
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
  /** The dialog a move needs first: the shipment's details, or the confirmation of completing. */
  const [moving, setMoving] = useState<'shipped' | 'completed' | null>(null);
  const next = nextStatus(order.status);
  const cancellable = DESK_CANCELLABLE_STATUSES.includes(order.status);
  const busy = advancing.isLoading || cancelling.isLoading;
  const waitsForConfirmation = order.status === 'pending' && !order.confirmedAt;

  /** Moves the order on; returns whether it moved (a dialog stays open on a refusal, with the reason). */
  const onAdvance = async (shipment?: { courier: string; trackingNumber: string }): Promise<boolean> => {
    setProblem(null);
    try {
      const moved = await advance({ id: order._id, version: order.version, ...shipment }).unwrap();
      toast.success(
        intl.formatMessage({ id: 'backOffice.orders.advanced' }, { status: statusLabel(intl, moved.status) }),
      );
      setMoving(null);
      return true;
    } catch (error) {
      setProblem(errorMessage(error, 'backOffice.orders.actionError'));
      return false;
    }
  };

  const onNext = () => {
    if (next === 'shipped' || next === 'completed') setMoving(next);
    else void onAdvance();
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
      {order.shipment ? (
        <p>
          {intl.formatMessage(
            { id: 'backOffice.orders.shipment' },
            {
              courier: <bdi>{order.shipment.courier}</bdi>,
              trackingNumber: <bdi>{order.shipment.trackingNumber}</bdi>,
            },
          )}
        </p>
      ) : null}
      {problem && !moving ? <FormAlert>{problem}</FormAlert> : null}
      <Buttons>
        {next && waitsForConfirmation ? (
          <Muted>{intl.formatMessage({ id: 'backOffice.orders.confirmFirst' })}</Muted>
        ) : next ? (
          <Button onClick={onNext} disabled={busy} aria-busy={advancing.isLoading || undefined}>
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
      {moving === 'shipped' ? (
        <ShipDialog
          number={orderNumber(order._id)}
          busy={advancing.isLoading}
          problem={problem}
          onConfirm={(shipment) => void onAdvance(shipment)}
          onClose={() => {
            setMoving(null);
            setProblem(null);
          }}
        />
      ) : null}
      {moving === 'completed' ? (
        <Dialog
          title={intl.formatMessage(
            { id: 'backOffice.orders.completeTitle' },
            { number: orderNumber(order._id) },
          )}
          onClose={() => {
            setMoving(null);
            setProblem(null);
          }}
        >
          <p>{intl.formatMessage({ id: 'backOffice.orders.completeText' })}</p>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <DialogActions>
            <Button $variant="secondary" onClick={() => setMoving(null)}>
              {intl.formatMessage({ id: 'backOffice.orders.keep' })}
            </Button>
            <Button
              disabled={advancing.isLoading}
              aria-busy={advancing.isLoading || undefined}
              onClick={() => void onAdvance()}
            >
              {intl.formatMessage({ id: 'backOffice.orders.completeConfirm' })}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Panel>
  );
}

/** The shipped step: the courier and its tracking number, which the shopper's tracking page and email show. */
function ShipDialog({
  number,
  busy,
  problem,
  onConfirm,
  onClose,
}: {
  number: string;
  busy: boolean;
  problem: string | null;
  onConfirm: (shipment: { courier: string; trackingNumber: string }) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const courierId = useId();
  const trackingId = useId();
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ready = courier.trim().length >= 2 && /^[A-Za-z0-9-]{4,}$/.test(trackingNumber.trim());
  return (
    <Dialog title={t('backOffice.orders.shipTitle', { number })} onClose={onClose}>
      <ShipForm
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConfirm({ courier: courier.trim(), trackingNumber: trackingNumber.trim() });
        }}
      >
        <label htmlFor={courierId}>{t('backOffice.orders.courier')}</label>
        <input
          id={courierId}
          value={courier}
          maxLength={COURIER_MAX}
          autoComplete="off"
          onChange={(event) => setCourier(event.target.value)}
        />
        <label htmlFor={trackingId}>{t('backOffice.orders.trackingNumber')}</label>
        <input
          id={trackingId}
          dir="ltr"
          value={trackingNumber}
          maxLength={TRACKING_NUMBER_MAX}
          autoComplete="off"
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
        <Muted>{t('backOffice.orders.shipHint')}</Muted>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('backOffice.orders.keep')}
          </Button>
          <Button type="submit" disabled={!ready || busy} aria-busy={busy || undefined}>
            {t('backOffice.orders.shipConfirm')}
          </Button>
        </DialogActions>
      </ShipForm>
    </Dialog>
  );
}

const ShipForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
`;

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
