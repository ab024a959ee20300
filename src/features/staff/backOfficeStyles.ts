// The look the back office's screens share: a heading row, a toolbar of labelled filters, tables and a pager.
import { Form } from 'formik';
import styled, { css } from 'styled-components';
import { Container } from '../../ui/Container';
import type { StockState } from '../../contract/backOffice';
import type { ContactStatus } from '../../contract/contactInbox';
import type { MailStatus, OrderStatus } from '../../contract/orders';

export const Screen = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

export const ScreenHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`;

export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  /* A field is as wide as its column, never its own default width (a search box's ran under the next select). */
  label {
    display: grid;
    min-width: 0;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  input,
  select {
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-weight: 400;
  }
`;

// position: relative keeps a cell's absolutely placed text (a visually hidden label) inside the scrolled box: otherwise
// it would widen the page on a phone, the table's scroll notwithstanding.
export const TableWrap = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: 0;
  }
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  select {
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
`;

const STATE_COLOURS: Record<StockState, string> = { in: '#15803d', low: '#b45309', out: '#b91c1c' };

export const StateBadge = styled.span<{ $state: StockState }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid currentColor;
  color: ${({ $state }) => STATE_COLOURS[$state]};
  font-size: 0.8rem;
  font-weight: 600;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

/** A back-office form's fields, as many columns as fit; its alert and buttons take a whole row. */
export const FormGrid = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
  & > [role='alert'] {
    grid-column: 1 / -1;
  }
`;

export const FormButtons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  button[type='submit'] {
    width: auto;
  }
`;

/** A table row's buttons. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: '#b45309',
  'in progress': '#0369a1',
  shipped: '#6d28d9',
  completed: '#15803d',
  cancelled: '#64748b',
};

const outlined = css`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid currentColor;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** An order's status as a small outlined label (the text says it; the colour only helps scanning). */
export const StatusBadge = styled.span<{ $status: OrderStatus }>`
  ${outlined}
  color: ${({ $status }) => STATUS_COLOURS[$status]};
`;

const MAIL_COLOURS: Record<MailStatus, string> = {
  pending: '#b45309',
  sending: '#0369a1',
  sent: '#15803d',
  failed: '#b91c1c',
};

/** An email's status, outlined like an order's (the text says it; the colour only helps scanning). */
export const MailBadge = styled.span<{ $status: MailStatus }>`
  ${outlined}
  color: ${({ $status }) => MAIL_COLOURS[$status] ?? 'inherit'};
`;

const MESSAGE_COLOURS: Record<ContactStatus, string> = {
  new: '#b45309',
  answered: '#15803d',
  closed: '#64748b',
};

/** A contact message's status, outlined like an order's. */
export const MessageBadge = styled.span<{ $status: ContactStatus }>`
  ${outlined}
  color: ${({ $status }) => MESSAGE_COLOURS[$status] ?? 'inherit'};
`;

/** A mark beside an order in the desk's list (awaiting confirmation, a flagged customer). */
export const RowMark = styled.span`
  ${outlined}
  color: ${({ theme }) => theme.colors.inkSoft};
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Something the desk must not miss (a flagged customer): a sign and words, not only a colour. */
export const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;
