/*
 * The product form's photos (formik field `images`, or a variant's `variants.2.images`): the gallery in the shop's order, each photo with Move earlier,
 * Move later and Remove (named "Remove, photo 2" for screen readers, focus kept on the photo moved), and PhotoDrop to
 * add more. Nothing changes in the shop until the product is saved.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getIn, useFormikContext } from 'formik';
import styled from 'styled-components';
import { pictureOf, PRODUCT_IMAGES_MAX, uploadIdOf, type UploadedImage } from '../../contract/images';
import { Button } from '../../ui/Button';
import { ErrorText, Hint } from '../../ui/form/fieldStyles';
import { Panel } from './backOfficeStyles';
import { PhotoDrop } from './PhotoDrop';

type Action = 'earlier' | 'later' | 'remove';

/** The same photo at whichever of its sizes (an upload), or the same address. */
const samePhoto = (a: string, b: string) => (uploadIdOf(a) ?? a) === (uploadIdOf(b) ?? b);

/** The field's error texts: one for the list, or one per photo (`images[2]`). */
function errorTexts(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (Array.isArray(error)) return error.filter((item): item is string => typeof item === 'string');
  return [];
}

export function ProductPhotos({ name = 'images', title }: { name?: string; title?: string } = {}) {
  const intl = useIntl();
  const { values, setFieldValue, errors } = useFormikContext<object>();
  const field = getIn(values, name) as string[] | undefined;
  const images = field ?? [];
  /**
   * The list as last set: uploads finish one after another, possibly before formik has rendered the previous one,
   * and formik's own values (and its functional setValues) are those of the last render.
   */
  const latest = useRef(images);
  useLayoutEffect(() => {
    latest.current = field ?? [];
  }, [field]);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  const ids = { title: `${id}-title`, hint: `${id}-hint`, error: `${id}-error`, choose: `${id}-choose` };
  /** Where focus goes once the list has re-rendered after a move or a removal. */
  const focusNext = useRef<{ photo: string; action: Action } | 'choose' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const t = (key: string, params?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, params);
  const problems = errorTexts(getIn(errors, name));

  const setImages = (change: (current: string[]) => string[]) => {
    latest.current = change(latest.current);
    void setFieldValue(name, latest.current);
  };

  const add = (image: UploadedImage) =>
    setImages((current) =>
      current.some((each) => samePhoto(each, image.url)) ? current : [...current, image.url],
    );

  const move = (index: number, by: -1 | 1) => {
    const photo = images[index]!;
    const to = index + by;
    focusNext.current = { photo, action: by < 0 ? 'earlier' : 'later' };
    setImages((current) => {
      const next = [...current];
      next.splice(index, 1);
      next.splice(to, 0, photo);
      return next;
    });
    setAnnouncement(t('backOffice.images.moved', { n: to + 1 }));
  };

  const remove = (index: number) => {
    const neighbour = images[index + 1] ?? images[index - 1];
    focusNext.current = neighbour ? { photo: neighbour, action: 'remove' } : 'choose';
    setImages((current) => current.filter((_, i) => i !== index));
    setAnnouncement(t('backOffice.images.removed', { n: index + 1 }));
  };

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'choose') {
      document.getElementById(ids.choose)?.focus();
      return;
    }
    const item = [...(list.current?.children ?? [])].find(
      (li) => (li as HTMLElement).dataset.photo === target.photo,
    );
    const button = (action: Action) =>
      item?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]:not(:disabled)`);
    // At either end the other move button takes focus (the one pressed is now disabled).
    (button(target.action) ?? button(target.action === 'earlier' ? 'later' : 'earlier'))?.focus();
  }, [field, ids.choose]);

  return (
    <Panel aria-labelledby={ids.title}>
      <h2 id={ids.title}>{title ?? t('backOffice.images.title')}</h2>
      <Hint id={ids.hint}>{t('backOffice.images.hint')}</Hint>
      {images.length === 0 ? (
        <Hint>{t('backOffice.images.empty')}</Hint>
      ) : (
        <Photos ref={list} aria-label={t('backOffice.images.list')}>
          {images.map((image, index) => {
            const n = index + 1;
            const picture = pictureOf(image, 'thumb');
            return (
              <li key={image} data-photo={image}>
                <img
                  src={picture?.src ?? image}
                  {...(picture ? { srcSet: picture.srcSet, sizes: '120px' } : {})}
                  alt={t('backOffice.images.photo', { n })}
                  width={160}
                  height={120}
                />
                <div>
                  <strong>{t('backOffice.images.photo', { n })}</strong>
                  {index === 0 ? <small>{t('backOffice.images.main')}</small> : null}
                  <PhotoActions>
                    <Button
                      $variant="secondary"
                      data-action="earlier"
                      disabled={index === 0}
                      aria-label={t('backOffice.images.moveEarlierOne', { n })}
                      onClick={() => move(index, -1)}
                    >
                      {t('backOffice.images.moveEarlier')}
                    </Button>
                    <Button
                      $variant="secondary"
                      data-action="later"
                      disabled={index === images.length - 1}
                      aria-label={t('backOffice.images.moveLaterOne', { n })}
                      onClick={() => move(index, 1)}
                    >
                      {t('backOffice.images.moveLater')}
                    </Button>
                    <Button
                      $variant="ghost"
                      data-action="remove"
                      aria-label={t('backOffice.images.removeOne', { n })}
                      onClick={() => remove(index)}
                    >
                      {t('backOffice.images.remove')}
                    </Button>
                  </PhotoActions>
                </div>
              </li>
            );
          })}
        </Photos>
      )}
      {problems.length > 0 ? (
        <ErrorText id={ids.error} role="alert">
          {problems.join(' ')}
        </ErrorText>
      ) : null}
      <PhotoDrop
        multiple
        room={PRODUCT_IMAGES_MAX - images.length}
        onUploaded={add}
        buttonId={ids.choose}
        describedBy={[ids.hint, problems.length > 0 ? ids.error : ''].filter(Boolean).join(' ')}
      />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </Panel>
  );
}

const Photos = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  img {
    flex: none;
    width: 120px;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* Beside the picture, or under it on a phone. */
  li > div {
    flex: 1 1 220px;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const PhotoActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  button {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;
