// The category form's image (formik field `image`): the current picture, Remove image, and PhotoDrop for a new one
// (one photo; it replaces the current). The shop shows it once the category is saved.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useField } from 'formik';
import styled from 'styled-components';
import { pictureOf } from '../../contract/images';
import { Button } from '../../ui/Button';
import { ErrorText, Label } from '../../ui/form/fieldStyles';
import { PhotoDrop } from './PhotoDrop';

export function CategoryPhoto({ name }: { name: string }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string | undefined>(name);
  const id = useId();
  const ids = { label: `${id}-label`, error: `${id}-error` };
  const t = (key: string) => intl.formatMessage({ id: key });
  const image = field.value ?? '';
  const picture = image ? pictureOf(image, 'thumb') : undefined;
  return (
    <Wrap role="group" aria-labelledby={ids.label}>
      <Label as="span" id={ids.label}>
        {t('backOffice.categories.image')}
      </Label>
      <Current>
        {image ? (
          <>
            <img
              src={picture?.src ?? image}
              {...(picture ? { srcSet: picture.srcSet, sizes: '120px' } : {})}
              alt={t('backOffice.images.current')}
              width={160}
              height={120}
            />
            <Button $variant="ghost" onClick={() => void helpers.setValue('')}>
              {t('backOffice.images.removeImage')}
            </Button>
          </>
        ) : (
          <span>{t('backOffice.images.none')}</span>
        )}
      </Current>
      {meta.error ? (
        <ErrorText id={ids.error} role="alert">
          {meta.error}
        </ErrorText>
      ) : null}
      <PhotoDrop
        multiple={false}
        room={1}
        onUploaded={(uploaded) => void helpers.setValue(uploaded.url)}
        {...(meta.error ? { describedBy: ids.error } : {})}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  img {
    width: 120px;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
