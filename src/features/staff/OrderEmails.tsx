// The order page's emails: what the shop sent (or tried to send) the customer about this order, oldest first, each
// with its status, attempts and last error, and a retry for one the outbox gave up on.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DeskOrder } from '../../contract/orderDesk';
import { cairoDateTime, mailKindLabel, mailProblemLabel, mailStatusLabel } from './backOfficeDisplay';
import { MailBadge, Muted, Panel } from './backOfficeStyles';
import { RetryMailButton, useRetryMail } from './MailRetry';

export function OrderEmails({ order }: { order: DeskOrder }) {
  const intl = useIntl();
  const titleId = useId();
  const { retry, retrying, problem } = useRetryMail();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backOffice.emails.title')}</h2>
      {problem}
      {order.emails.length === 0 ? (
        <Muted>{t('backOffice.emails.orderEmpty')}</Muted>
      ) : (
        <Mails>
          {order.emails.map((mail) => (
            <li key={mail._id}>
              <Head>
                <strong>{mailKindLabel(intl, mail.kind)}</strong>
                <MailBadge $status={mail.status}>{mailStatusLabel(intl, mail.status)}</MailBadge>
              </Head>
              <small>
                {mail.sentAt
                  ? t('backOffice.emails.sentAt', { date: cairoDateTime(intl, mail.sentAt) })
                  : t('backOffice.emails.queuedAt', { date: cairoDateTime(intl, mail.createdAt) })}
                {' · '}
                {t('backOffice.emails.attemptCount', { count: mail.attempts })}
              </small>
              {mail.lastError ? (
                <Problem>
                  {t('backOffice.emails.lastErrorIs')} {mailProblemLabel(intl, mail.lastError)}
                </Problem>
              ) : null}
              {mail.status === 'failed' ? (
                <RetryMailButton mail={mail} busy={retrying === mail._id} onRetry={retry} />
              ) : null}
            </li>
          ))}
        </Mails>
      )}
    </Panel>
  );
}

const Mails = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    justify-items: start;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Problem = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.inkSoft};
`;
