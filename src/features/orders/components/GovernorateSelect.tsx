// A searchable list of Egypt's 27 governorates (ARIA 1.2 combobox): type in English or Arabic, pick with keys or mouse.
import { memo, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { GOVERNORATES } from '../../../contract/constants';
import { governorateLabel } from '../orderDisplay';

export interface GovernorateSelectProps {
  id: string;
  /** The English name (what the API stores), or ''. */
  value: string;
  onChange: (name: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Arabic letter variants and case folded so 'الاسكندرية' finds 'الإسكندرية'. */
const fold = (text: string) =>
  text.toLowerCase().replace(/[إأآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه').trim();

const optionId = (listId: string, name: string) => `${listId}-${name.replace(/\s+/g, '-')}`;

export const GovernorateSelect = memo(function GovernorateSelect({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: GovernorateSelectProps) {
  const intl = useIntl();
  const listId = useId();
  const labelOf = (name: string) => (name ? governorateLabel(name, intl.locale) : '');
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const options = useMemo(() => {
    const q = fold(query ?? '');
    if (!q) return GOVERNORATES;
    return GOVERNORATES.filter((g) => fold(g.name).includes(q) || fold(g.nameAr).includes(q));
  }, [query]);

  const choose = (name: string) => {
    onChange(name);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            options.findIndex((g) => g.name === value),
          ),
        );
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter') {
      if (open && options[active]) {
        event.preventDefault();
        choose(options[active].name);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setQuery(null);
      }
    }
  };

  const activeOption = open ? options[active] : undefined;
  return (
    <Wrap>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(listId, activeOption.name) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={intl.formatMessage({ id: 'checkout.governorate.placeholder' })}
        value={query ?? labelOf(value)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A typed name that matches one governorate exactly counts as choosing it.
          const typed = fold(query ?? '');
          const exact = typed && GOVERNORATES.find((g) => fold(g.name) === typed || fold(g.nameAr) === typed);
          if (exact) onChange(exact.name);
          setQuery(null);
          setOpen(false);
          onBlur?.();
        }}
      />
      <List
        id={listId}
        role="listbox"
        hidden={!open}
        aria-label={intl.formatMessage({ id: 'checkout.field.government' })}
      >
        {/* The options render only while the list is open: closed, the form's every keystroke and blur would
            re-render all 27 of them. */}
        {(open ? options : []).map((g, index) => (
          <Option
            key={g.name}
            id={optionId(listId, g.name)}
            role="option"
            aria-selected={g.name === value}
            $active={index === active}
            // Keep focus in the input so its blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(g.name)}
          >
            {labelOf(g.name)}
          </Option>
        ))}
        {open && options.length === 0 ? (
          <Empty role="presentation">{intl.formatMessage({ id: 'checkout.governorate.noMatch' })}</Empty>
        ) : null}
      </List>
    </Wrap>
  );
});

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.brandSoft : 'transparent')};
  &[aria-selected='true'] {
    font-weight: 700;
  }
`;

const Empty = styled.li`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.muted};
`;
