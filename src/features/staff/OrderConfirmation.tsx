// The order page's phone confirmation of a cash-on-delivery order: the number to call, the calls made so far (outcome,
// note, who, when) and, while the order waits, the call's outcome to record with an optional note, naming the version
// on screen like the other actions (a 409 shows the server's message and the order reloads). Once confirmed, the date.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CONFIRMATION_NOTE_MAX, type DeskOrder } from '../../contract/orderDesk';
import type { ConfirmationOutcome } from '../../contract/orders';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { toast } from '../../ui/toast';
import { cairoDateTime, outcomeLabel } from './backOfficeDisplay';
import { Muted, Panel } from './backOfficeStyles';
import { useConfirmOrderMutation } from './staffApi';

/** Shown for a pending order, and for any order that was confirmed or called about (its record stays readable). */
export const needsConfirmationPanel = (order: DeskOrder) =>
  order.status === 'pending' || Boolean(order.confirmedAt) || order.calls.length > 0;

export function OrderConfirmation({ order }: { order: DeskOrder }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const noteId = useId();
  const hintId = useId();
  const [confirm, confirming] = useConfirmOrderMutation();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = order.userId.phone;
  const open = order.status === 'pending' && !order.confirmedAt;
  const busy = confirming.isLoading;
  const asking = busy ? confirming.originalArgs?.outcome : undefined;

  const onOutcome = async (outcome: ConfirmationOutcome) => {
    setProblem(null);
    try {
      await confirm({ id: order._id, outcome, note: note.trim(), version: order.version }).unwrap();
      setNote('');
      toast.success(
        t(outcome === 'confirmed' ? 'backOffice.confirm.done' : 'backOffice.confirm.noAnswerDone'),
      );
    } catch (error) {
      setProblem(errorMessage(error, 'backOffice.confirm.error'));
    }
  };

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backOffice.confirm.title')}</h2>
      {/* Outside the form: a refusal stays readable after the reload shows the order confirmed meanwhile. */}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {order.confirmedAt ? (
        <Confirmed>
          {t('backOffice.confirm.confirmedOn', { date: cairoDateTime(intl, order.confirmedAt) })}
        </Confirmed>
      ) : null}
      {open ? (
        <Call href={`tel:${phone}`}>
          {/* One box for the words and the number: as flex items of their own, the space between them collapsed. */}
          <span>
            {intl.formatMessage({ id: 'backOffice.confirm.call' }, { phone: <bdi dir="ltr">{phone}</bdi> })}
          </span>
        </Call>
      ) : null}
      <p>{t('backOffice.confirm.attempts', { count: intl.formatNumber(order.calls.length) })}</p>
      {open && order.confirmBy ? (
        <Muted>{t('backOffice.confirm.deadline', { date: cairoDateTime(intl, order.confirmBy) })}</Muted>
      ) : null}
      {order.calls.length > 0 ? (
        <Calls aria-label={t('backOffice.confirm.calls')}>
          {order.calls.map((call) => (
            <li key={call._id}>
              <strong>{outcomeLabel(intl, call.outcome)}</strong>
              {call.note ? <p dir="auto">{call.note}</p> : null}
              <small>
                {t('backOffice.confirm.callBy', { name: call.by.name, date: cairoDateTime(intl, call.at) })}
              </small>
            </li>
          ))}
        </Calls>
      ) : null}
      {open ? (
        <Record>
          <label htmlFor={noteId}>{t('backOffice.confirm.note')}</label>
          <textarea
            id={noteId}
            rows={2}
            dir="auto"
            value={note}
            maxLength={CONFIRMATION_NOTE_MAX}
            aria-describedby={hintId}
            onChange={(event) => setNote(event.target.value)}
          />
          <Muted id={hintId}>
            {t('backOffice.confirm.noteHint', {
              used: intl.formatNumber(note.length),
              max: intl.formatNumber(CONFIRMATION_NOTE_MAX),
            })}
          </Muted>
          <Buttons>
            <Button
              onClick={() => void onOutcome('confirmed')}
              disabled={busy}
              aria-busy={asking === 'confirmed' || undefined}
            >
              {t('backOffice.confirm.confirmed')}
            </Button>
            <Button
              $variant="secondary"
              onClick={() => void onOutcome('no answer')}
              disabled={busy}
              aria-busy={asking === 'no answer' || undefined}
            >
              {t('backOffice.confirm.noAnswer')}
            </Button>
          </Buttons>
        </Record>
      ) : null}
    </Panel>
  );
}

const Confirmed = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

const Call = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;

const Calls = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Record = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
  }
  textarea {
    min-height: 64px;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 1px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
