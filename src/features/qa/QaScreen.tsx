// /qa: export the persisted state as a snapshot file, import one (validated, migrated), and see what is stored.
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../ui/toast';
import styled from 'styled-components';
import { Container } from '../../ui/Container';
import { Button } from '../../ui/Button';
import { devToolsEnabled } from '../../app/devtoolsOptIn';
import { MASK } from '../../app/devtools';
import {
  applySnapshot,
  parseSnapshot,
  SnapshotError,
  snapshotFileName,
  takeSnapshot,
  type Snapshot,
} from './snapshot';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)} 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

const StateView = styled.pre`
  /* @noflip: JSON reads left to right in both languages */
  direction: ltr;
  text-align: left;
  overflow: auto;
  max-height: 60vh;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onDark};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: 0.85rem;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const SECRET_KEYS = new Set(['authUser', 'refreshToken']);

/** What the panel shows: the snapshot with tokens masked and JSON values unpacked for reading. */
function readable(snapshot: Snapshot) {
  const storage = Object.fromEntries(
    Object.entries(snapshot.storage).map(([key, value]) => {
      if (SECRET_KEYS.has(key)) return [key, MASK];
      try {
        return [key, JSON.parse(value) as unknown];
      } catch {
        return [key, value];
      }
    }),
  );
  return JSON.stringify({ ...snapshot, storage }, null, 2);
}

function download(snapshot: Snapshot) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(snapshot, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = snapshotFileName(snapshot);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function QaScreen() {
  const intl = useIntl();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [current, setCurrent] = useState(() => takeSnapshot());

  if (!devToolsEnabled()) {
    return (
      <Container>
        <Panel>
          <h1>
            <FormattedMessage id="qa.title" />
          </h1>
          <p>
            <FormattedMessage id="qa.disabled" />
          </p>
        </Panel>
      </Container>
    );
  }

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const snapshot = parseSnapshot(await file.text());
      applySnapshot(snapshot);
      setProblem(null);
      window.location.reload();
    } catch (error) {
      const message =
        error instanceof SnapshotError
          ? intl.formatMessage({ id: error.messageId }, error.values)
          : intl.formatMessage({ id: 'qa.error.notSnapshot' });
      setProblem(message);
      toast.error(message);
    }
  };

  return (
    <Container>
      <Panel aria-labelledby="qa-title">
        <h1 id="qa-title">
          <FormattedMessage id="qa.title" />
        </h1>
        <p>
          <FormattedMessage id="qa.intro" />
        </p>
        <Actions>
          <Button
            onClick={() => {
              const snapshot = takeSnapshot();
              setCurrent(snapshot);
              download(snapshot);
            }}
          >
            <FormattedMessage id="qa.export" />
          </Button>
          <FileLabel htmlFor={inputId}>
            <FormattedMessage id="qa.import" />
            <input
              id={inputId}
              type="file"
              accept="application/json,.json"
              onChange={(event) => void onImport(event)}
            />
          </FileLabel>
          <Button $variant="ghost" onClick={() => setCurrent(takeSnapshot())}>
            <FormattedMessage id="qa.refresh" />
          </Button>
        </Actions>
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        <h2>
          <FormattedMessage id="qa.current" />
        </h2>
        <StateView data-testid="qa-state" tabIndex={0}>
          {readable(current)}
        </StateView>
      </Panel>
    </Container>
  );
}
