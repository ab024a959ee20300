/*
 * The header's search: an expandable box that is a combobox (WAI-ARIA 1.2, with a listbox popup). From the second
 * letter it suggests products and categories (SearchSuggestions); ArrowDown/ArrowUp move through them, Enter opens
 * the active one or, with none active, /search?search=… (never for blank text); Escape closes the suggestions, then
 * clears the box. Below sm the open suggestions take the whole screen, with a close button.
 *
 * Only the box is in the first load: the suggestions, their call and their messages are a chunk loaded on the first
 * focus, press or keystroke (the first-load budget, bench/bundle.ts).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { IconButton } from '../../../ui/Button';
import { lazyModule } from '../../../ui/lazyModule';
import { loadActiveMessages } from '../../../i18n/messages';
import { paths } from '../../../config/paths';
import { useAppDispatch } from '../../../app/hooks';
import { mediaDown } from '../../../theme/theme';
import { SUGGEST_MIN_LENGTH } from '../../../contract/search';
import { categoryChosen } from '../filtersSlice';
import type { SuggestionOption } from './searchCombobox';

const suggestions = lazyModule(() =>
  Promise.all([
    import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions'),
    loadActiveMessages(),
  ]).then(([module]) => module.default),
);

const Box = styled.form<{ $open: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $open }) => ($open ? 'rgb(148 163 184 / 18%)' : 'transparent')};
  input {
    width: ${({ $open }) => ($open ? '200px' : '0')};
    padding: 0 ${({ $open, theme }) => ($open ? theme.space(3) : '0')};
    border: 0;
    background: transparent;
    color: inherit;
    transition: width 0.2s;
    min-height: 40px;
  }
  input:focus {
    outline: none;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
  /* A phone's suggestions take the screen: the box at the top, the list under it (SearchSuggestions). */
  ${mediaDown('sm')} {
    &[data-expanded='true'] {
      position: fixed;
      inset: 0;
      z-index: 60;
      flex-wrap: wrap;
      align-content: flex-start;
      padding: ${({ theme }) => theme.space(2)};
      border-radius: 0;
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.ink};
      outline: 0;
    }
  }
`;

export function SearchBox({ alwaysOpen = false }: { alwaysOpen?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const listboxId = `${inputId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(alwaysOpen);
  const [text, setText] = useState('');
  const [popupOpen, setPopupOpen] = useState(false);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  // The highlighted suggestion by its id: an answer to newer text keeps it where it still lists it (a late answer
  // never moves the shopper's choice to another product), and drops it where not.
  const [activeId, setActiveId] = useState<string | null>(null);
  const [Suggestions, setSuggestions] = useState(suggestions.loaded);

  const load = () => {
    if (!Suggestions)
      void suggestions.load().then(
        (loaded) => setSuggestions(() => loaded),
        () => undefined,
      );
  };
  const shown = popupOpen && text.trim().length >= SUGGEST_MIN_LENGTH && Suggestions !== undefined;
  const active = activeId === null ? -1 : options.findIndex((option) => option.id === activeId);
  const activeOption = shown ? options[active] : undefined;

  const close = () => {
    setPopupOpen(false);
    setActiveId(null);
  };
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const search = () => {
    if (text.trim() !== '') go(paths.search(text.trim()));
  };
  const choose = (option: SuggestionOption) => {
    if (option.category) dispatch(categoryChosen(option.category));
    go(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown ? options.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return setPopupOpen(true);
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      // A key press is a discrete event: React has drawn the last one's highlight before the next arrives.
      const next = active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count;
      setActiveId(options[next]!.id);
    } else if (event.key === 'Enter') {
      // Handled here rather than by the form's submit, which would also build the form's data for React's actions.
      event.preventDefault();
      if (activeOption) choose(activeOption);
      else search();
    } else if (event.key === 'Escape' && (shown || text !== '')) {
      event.preventDefault();
      if (shown) close();
      else setText('');
    }
  };

  return (
    <Box
      role="search"
      $open={open}
      data-expanded={shown}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <IconButton
        aria-label={intl.formatMessage({ id: 'search.open' })}
        aria-controls={inputId}
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          inputRef.current?.focus();
        }}
      >
        <Icon shape={shellIcons.search} />
      </IconButton>
      <label htmlFor={inputId} className="visually-hidden">
        {intl.formatMessage({ id: 'search.label' })}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listboxId : undefined}
        aria-activedescendant={activeOption?.id}
        value={text}
        tabIndex={open ? 0 : -1}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        onFocus={load}
        onPointerDown={load}
        onChange={(event) => {
          load();
          setText(event.target.value);
          setPopupOpen(true);
          setActiveId(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => !alwaysOpen && text === '' && setOpen(false)}
      />
      {Suggestions ? (
        <Suggestions
          listboxId={listboxId}
          text={text}
          shown={shown}
          active={shown ? active : -1}
          onOptions={setOptions}
          onChoose={choose}
          onClose={() => {
            close();
            inputRef.current?.focus();
          }}
        />
      ) : null}
    </Box>
  );
}
