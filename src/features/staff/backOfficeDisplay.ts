// How the back office reads: dates and times in Cairo, a category's name in the screen's language,
// confirmation calls' outcomes, the outbox's kinds and statuses, and payments' statuses in words.
import type { IntlShape } from 'react-intl';
import type { BackOfficeCategory } from '../../contract/backOffice';
import type { ConfirmationOutcome, MailKind, MailProblem, MailStatus } from '../../contract/orders';
import type { PaymentStatus } from '../../contract/payments';

/** How long a search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Date and time in Africa/Cairo, the shop's clock, whatever the manager's own time zone. */
export const cairoDateTime = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Cairo' });

export const localName = (intl: IntlShape, item: { name: string; nameAr: string }) =>
  intl.locale.startsWith('ar') ? item.nameAr || item.name : item.name;

export const categoryName = (intl: IntlShape, categories: BackOfficeCategory[] | undefined, id: string) => {
  const found = categories?.find((category) => category._id === id);
  return found ? localName(intl, found) : id;
};

const OUTCOME_IDS: Record<ConfirmationOutcome, string> = {
  confirmed: 'backOffice.confirm.outcome.confirmed',
  'no answer': 'backOffice.confirm.outcome.noAnswer',
};

const MAIL_KIND_IDS: Record<MailKind, string> = {
  'order.placed': 'backOffice.emails.kind.placed',
  'order.confirmed': 'backOffice.emails.kind.confirmed',
  'order.inProgress': 'backOffice.emails.kind.inProgress',
  'order.shipped': 'backOffice.emails.kind.shipped',
  'order.completed': 'backOffice.emails.kind.completed',
  'order.cancelled': 'backOffice.emails.kind.cancelled',
  'payment.received': 'backOffice.emails.kind.paymentReceived',
  'payment.failed': 'backOffice.emails.kind.paymentFailed',
  'payment.refunded': 'backOffice.emails.kind.paymentRefunded',
  'account.passwordChanged': 'backOffice.emails.kind.passwordChanged',
  'return.requested': 'backOffice.emails.kind.returnRequested',
  'return.approved': 'backOffice.emails.kind.returnApproved',
  'return.rejected': 'backOffice.emails.kind.returnRejected',
  'return.pickedUp': 'backOffice.emails.kind.returnPickedUp',
  'return.received': 'backOffice.emails.kind.returnReceived',
  'return.inspected': 'backOffice.emails.kind.returnInspected',
  'return.refunded': 'backOffice.emails.kind.returnRefunded',
  'account.passwordReset': 'backOffice.emails.kind.passwordReset',
  'account.unlock': 'backOffice.emails.kind.unlock',
  'account.emailChange': 'backOffice.emails.kind.emailChange',
  'contact.received': 'backOffice.emails.kind.contactReceived',
  'contact.reply': 'backOffice.emails.kind.contactReply',
};

const MAIL_PROBLEM_IDS: Record<MailProblem, string> = {
  storage: 'backOffice.emails.problem.storage',
  connection: 'backOffice.emails.problem.connection',
  login: 'backOffice.emails.problem.login',
  refused: 'backOffice.emails.problem.refused',
  interrupted: 'backOffice.emails.problem.interrupted',
  other: 'backOffice.emails.problem.other',
};

const MAIL_STATUS_IDS: Record<MailStatus, string> = {
  pending: 'backOffice.emails.status.pending',
  sending: 'backOffice.emails.status.sending',
  sent: 'backOffice.emails.status.sent',
  failed: 'backOffice.emails.status.failed',
};

/** Values stay English on the wire; one the screen does not know yet is shown as it came. */
const label = (intl: IntlShape, ids: Record<string, string>, value: string) =>
  Object.hasOwn(ids, value) ? intl.formatMessage({ id: ids[value]! }) : value;

/** Why a mail failed, as a sentence (an unknown value reads as 'other', never raw). */
export const mailProblemLabel = (intl: IntlShape, problem: string) =>
  intl.formatMessage({ id: MAIL_PROBLEM_IDS[problem as MailProblem] ?? MAIL_PROBLEM_IDS.other });
export const outcomeLabel = (intl: IntlShape, outcome: string) => label(intl, OUTCOME_IDS, outcome);
export const mailKindLabel = (intl: IntlShape, kind: string) => label(intl, MAIL_KIND_IDS, kind);
export const mailStatusLabel = (intl: IntlShape, status: string) => label(intl, MAIL_STATUS_IDS, status);

/** Piasters as EGP for the current locale: two decimals only when there are piasters. */
export const centsLabel = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: cents % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  });

export const PAYMENT_STATUS_IDS: Record<PaymentStatus, string> = {
  'not required': 'backOffice.payment.status.notRequired',
  awaiting: 'backOffice.payment.status.awaiting',
  declined: 'backOffice.payment.status.declined',
  expired: 'backOffice.payment.status.expired',
  paid: 'backOffice.payment.status.paid',
  'partly refunded': 'backOffice.payment.status.partlyRefunded',
  refunded: 'backOffice.payment.status.refunded',
};

export const paymentStatusLabel = (intl: IntlShape, status: PaymentStatus) =>
  intl.formatMessage({ id: PAYMENT_STATUS_IDS[status] });
