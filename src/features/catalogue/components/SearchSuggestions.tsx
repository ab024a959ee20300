/*
 * The search box's suggestions (a chunk of its own, loaded by SearchBox on the first focus or keystroke): up to 6
 * products (photo, name in the shopper's language, price with its discount) and 3 categories, asked for 200 ms after
 * typing stops. A newer keystroke aborts the call in flight, and only the answer to the text now in the box is shown,
 * so a slow old answer never replaces a newer one. A polite live region says how many suggestions there are.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { SEARCH_QUERY_MAX_LENGTH, SUGGEST_MIN_LENGTH, type SuggestResponse } from '../../../contract/search';
import { localizedName } from '../../../contract/localized';
import { useAppSelector } from '../../../app/hooks';
import { selectLanguage } from '../../../i18n/uiSlice';
import { mediaDown, mediaUp } from '../../../theme/theme';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { IconButton } from '../../../ui/Button';
import { useDebouncedValue } from '../useDebouncedValue';
import { useLazySuggestQuery } from '../suggestApi';
import { DiscountBadge } from './DiscountBadge';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import type { SuggestionOption, SuggestionsProps } from './searchCombobox';

/** The pause after the last keystroke before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

interface Answer {
  q: string;
  data: SuggestResponse;
}

export default function SearchSuggestions({
  listboxId,
  text,
  shown,
  active,
  onOptions,
  onChoose,
  onClose,
}: SuggestionsProps) {
  const intl = useIntl();
  const lang = useAppSelector(selectLanguage);
  const q = useDebouncedValue(text.trim().slice(0, SEARCH_QUERY_MAX_LENGTH), SUGGEST_DEBOUNCE_MS);
  const [trigger, { currentData, originalArgs, isError }] = useLazySuggestQuery();

  useEffect(() => {
    if (!shown || q.length < SUGGEST_MIN_LENGTH) return;
    const request = trigger({ q, lang }, true);
    // A newer text (or the popup closing) aborts this call if it is still in flight.
    return () => request.abort();
  }, [q, lang, shown, trigger]);

  // The last answer to a text that was in the box when it arrived; an answer to an older text is never taken.
  const [answer, setAnswer] = useState<Answer | null>(null);
  const current = originalArgs?.q === q && originalArgs.lang === lang ? currentData : undefined;
  if (current && answer?.data !== current) setAnswer({ q, data: current });

  const options = useMemo<SuggestionOption[]>(
    () =>
      answer
        ? [
            ...answer.data.products.map((product) => ({
              id: `${listboxId}-p-${product._id}`,
              to: paths.item(product._id),
            })),
            ...answer.data.categories.map((category) => ({
              id: `${listboxId}-c-${category._id}`,
              to: paths.categoryListing(category._id),
              category: { id: category._id, name: category.name },
            })),
          ]
        : [],
    [answer, listboxId],
  );
  useEffect(() => onOptions(options), [options, onOptions]);

  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const failed = isError && !current;
  const status = !shown
    ? ''
    : answer
      ? t('search.suggest.count', { count: options.length })
      : failed
        ? t('search.suggest.error')
        : '';

  const option = (item: SuggestionOption, index: number, content: ReactNode) => (
    <Option
      key={item.id}
      id={item.id}
      role="option"
      aria-selected={index === active}
      // The box keeps the focus (and its keyboard on a phone) while an option is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(item)}
    >
      {content}
    </Option>
  );

  const products = answer?.data.products ?? [];
  const categories = answer?.data.categories ?? [];
  return (
    <>
      <div role="status" className="visually-hidden">
        {status}
      </div>
      {shown ? (
        <>
          <Close type="button" aria-label={t('search.suggest.close')} onClick={onClose}>
            <Icon shape={shellIcons.close} />
          </Close>
          <Panel>
            {answer === null ? (
              <Note>{t(failed ? 'search.suggest.error' : 'search.suggest.loading')}</Note>
            ) : options.length === 0 ? (
              <Note>{t('search.suggest.none', { term: answer.q })}</Note>
            ) : null}
            <ul
              id={listboxId}
              role="listbox"
              aria-label={t('search.suggest.label')}
              hidden={options.length === 0}
            >
              {products.length > 0 ? (
                <li role="group" aria-labelledby={`${listboxId}-products`}>
                  <Heading id={`${listboxId}-products`} role="presentation">
                    {t('search.suggest.products')}
                  </Heading>
                  <ul role="presentation">
                    {products.map((product, index) =>
                      option(
                        options[index]!,
                        index,
                        <>
                          <Thumb src={product.image} alt="" size="thumb" sizes="56px" eager />
                          <div>
                            <Name>{localizedName(product, lang)}</Name>
                            <PriceLine>
                              <Price product={product} />
                              <DiscountBadge product={product} />
                            </PriceLine>
                          </div>
                        </>,
                      ),
                    )}
                  </ul>
                </li>
              ) : null}
              {categories.length > 0 ? (
                <li role="group" aria-labelledby={`${listboxId}-categories`}>
                  <Heading id={`${listboxId}-categories`} role="presentation">
                    {t('search.suggest.categories')}
                  </Heading>
                  <ul role="presentation">
                    {categories.map((category, index) =>
                      option(
                        options[products.length + index]!,
                        products.length + index,
                        <Name>{localizedName(category, lang)}</Name>,
                      ),
                    )}
                  </ul>
                </li>
              ) : null}
            </ul>
          </Panel>
        </>
      ) : null}
    </>
  );
}

const Close = styled(IconButton)`
  ${mediaUp('sm')} {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 60;
  width: max(100%, 400px);
  max-width: calc(100vw - 32px);
  max-height: min(70vh, 560px);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${mediaDown('sm')} {
    position: static;
    flex-basis: 100%;
    width: 100%;
    max-width: none;
    max-height: calc(100dvh - 64px);
    margin-top: ${({ theme }) => theme.space(2)};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: 0;
    box-shadow: none;
  }
`;

const Heading = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &[aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand};
  }
`;

const Thumb = styled(ProductImage)`
  flex: none;
  width: 56px;
  height: 42px;
  object-fit: contain;
`;

const Name = styled.div`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const PriceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.9rem;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;
