// Accessible tabs (WAI-ARIA pattern): one tab stop, arrow keys move between tabs (mirrored in Arabic), Home / End.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mediaDown } from '../../../theme/theme';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  overflow-x: auto;
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.colors.inkSoft};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }
  /* On a phone the tabs share the row, a long label taking two lines, so none is cut off at the edge. */
  ${mediaDown('sm')} {
    button {
      flex: 1 1 auto;
      padding: 0 ${({ theme }) => theme.space(2)};
      white-space: normal;
    }
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(5)} 0;
`;

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * `selectedKey` and `onSelect` make the choice the caller's (the product page opens Reviews from its rating);
 * without them the tabs keep it themselves.
 */
export function Tabs({
  items,
  label,
  selectedKey,
  onSelect,
}: {
  items: readonly TabItem[];
  label: string;
  selectedKey?: string;
  onSelect?: (key: string) => void;
}) {
  const base = useId();
  const [own, setOwn] = useState(0);
  const chosen = selectedKey === undefined ? -1 : items.findIndex((item) => item.key === selectedKey);
  const selected = chosen >= 0 ? chosen : own;
  const setSelected = (index: number) => {
    setOwn(index);
    onSelect?.(items[index]!.key);
  };
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) choose(selected + 1);
    else if (event.key === backward) choose(selected - 1);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(items.length - 1);
    else return;
    event.preventDefault();
  };
  const current = items[selected];
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${item.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {item.label}
          </button>
        ))}
      </List>
      {current ? (
        <Panel
          role="tabpanel"
          id={`${base}-panel-${current.key}`}
          aria-labelledby={`${base}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      ) : null}
    </div>
  );
}
