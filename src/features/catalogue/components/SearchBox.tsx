// The header's expandable search: 500 ms after typing stops it opens /search?search=… (never for blank text).
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { IconButton } from '../../../ui/Button';
import { paths } from '../../../config/paths';

export const SEARCH_DEBOUNCE_MS = 500;

const Box = styled.form<{ $open: boolean }>`
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
`;

export function SearchBox({ alwaysOpen = false }: { alwaysOpen?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(alwaysOpen);
  const [text, setText] = useState('');
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty || text.trim() === '') return;
    const timer = setTimeout(() => void navigate(paths.search(text.trim())), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, dirty, navigate]);

  return (
    <Box
      role="search"
      $open={open}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') void navigate(paths.search(text.trim()));
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
        type="search"
        value={text}
        tabIndex={open ? 0 : -1}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        onChange={(event) => {
          setText(event.target.value);
          setDirty(true);
        }}
        onBlur={() => !alwaysOpen && text === '' && setOpen(false)}
      />
    </Box>
  );
}
