/*
 * Where a manager adds photos: a drop zone with a "Choose photos" button (the file dialog), each photo uploaded in
 * turn (the server checks and sizes it) with "Uploading photo 1 of 3" announced, and each refused one listed with the
 * server's reason. What was uploaded goes to `onUploaded`; the product or category keeps it when it is saved.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, type UploadedImage } from '../../contract/images';
import { useErrorMessage } from '../../api/useErrorMessage';
import { Button } from '../../ui/Button';
import { useUploadImageMutation } from './backOfficeApi';

interface Failure {
  name: string;
  message: string;
}

export function PhotoDrop({
  multiple,
  room,
  onUploaded,
  buttonId,
  describedBy,
}: {
  /** Several photos at once (a product's gallery) or one (a category's image). */
  multiple: boolean;
  /** How many more photos may be added; files beyond it are listed as not added. */
  room: number;
  onUploaded: (image: UploadedImage) => void;
  /** The button's id, so the gallery can move focus to it. */
  buttonId?: string;
  /** Ids of what describes the control (the field's hint and error). */
  describedBy?: string;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [uploadImage] = useUploadImageMutation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<{ n: number; count: number } | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const ownId = useId();
  const hintId = `${ownId}-hint`;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const busy = progress !== null;
  const full = room <= 0;

  const uploadAll = async (chosen: File[]) => {
    if (busy || chosen.length === 0) return;
    const files = multiple ? chosen : chosen.slice(0, 1);
    const taken = files.slice(0, Math.max(0, room));
    const failed: Failure[] = files
      .slice(taken.length)
      .map((file) => ({ name: file.name, message: t('backOffice.images.noRoom') }));
    setFailures([]);
    setAdded(null);
    let done = 0;
    for (const [index, file] of taken.entries()) {
      setProgress({ n: index + 1, count: taken.length });
      try {
        onUploaded(await uploadImage(file).unwrap());
        done += 1;
      } catch (failure) {
        failed.push({ name: file.name, message: errorMessage(failure, 'backOffice.images.uploadError') });
      }
    }
    setProgress(null);
    setAdded(taken.length > 0 ? done : null);
    setFailures(failed);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!full) void uploadAll([...event.dataTransfer.files]);
  };

  return (
    <Wrap>
      <Zone
        data-over={over || undefined}
        data-disabled={full || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = full ? 'none' : 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Button
          id={buttonId}
          $variant="secondary"
          disabled={busy || full}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {t(multiple ? 'backOffice.images.choose' : 'backOffice.images.chooseOne')}
        </Button>
        <span>{t(multiple ? 'backOffice.images.drop' : 'backOffice.images.dropOne')}</span>
        <small id={hintId}>
          {full
            ? t('backOffice.images.full')
            : t('backOffice.images.limits', { mb: IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024) })}
        </small>
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          multiple={multiple}
          hidden
          aria-label={t(multiple ? 'backOffice.images.choose' : 'backOffice.images.chooseOne')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file chosen again must fire a change.
            event.target.value = '';
            void uploadAll(files);
          }}
        />
      </Zone>
      <p role="status" className={progress || added !== null ? undefined : 'visually-hidden'}>
        {progress
          ? t('backOffice.images.uploading', progress)
          : added !== null
            ? t('backOffice.images.added', { count: added })
            : ''}
      </p>
      {failures.length > 0 ? (
        <Failures role="alert">
          {failures.map((failure, index) => (
            <li key={`${failure.name}-${index}`}>
              {t('backOffice.images.failed', { name: failure.name, message: failure.message })}
            </li>
          ))}
        </Failures>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Zone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  &[data-over] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &[data-disabled] {
    opacity: 0.7;
  }
  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Failures = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  padding-left: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
