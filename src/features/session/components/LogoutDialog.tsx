// 'Are you sure you want to log out?': a modal dialog that keeps focus inside, closes on Escape or Cancel.
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';

const appear = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const CentredDialog = styled(Dialog)`
  text-align: center;
  animation: ${appear} 0.2s ease both;
`;

const Actions = styled(DialogActions)`
  justify-content: center;
`;

export function LogoutDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  // Cancel comes first so the harmless choice has focus when the dialog opens.
  return (
    <CentredDialog title={<FormattedMessage id="session.logout.question" />} onClose={onCancel}>
      <Actions>
        <Button $variant="secondary" onClick={onCancel}>
          <FormattedMessage id="session.logout.cancel" />
        </Button>
        <Button $variant="danger" onClick={onConfirm}>
          <FormattedMessage id="session.logout.confirm" />
        </Button>
      </Actions>
    </CentredDialog>
  );
}
