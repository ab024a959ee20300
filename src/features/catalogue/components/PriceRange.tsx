/*
 * The price filter: two thumbs on one track (two native range inputs, so arrows, Page Up/Down, Home and End work
 * and screen readers announce each bound), sized to the prices of the products in view with steps that fit, and two
 * typed bounds beside it (Latin or Arabic-Indic digits). Native ranges run right-to-left in an RTL document, and the filled
 * track is drawn with left/right, which the RTL plugin flips, so the slider mirrors in Arabic.
 */
import { useId, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { PRICE_MAX, PRICE_MIN } from '../../../contract';
import { westernDigits } from '../../../contract/accountRules';
import { useFormatPrice } from '../../../i18n/useFormatPrice';
import type { PriceScale } from '../listingQuery';

const THUMB = 20;

const thumb = css`
  pointer-events: auto;
  width: ${THUMB}px;
  height: ${THUMB}px;
  border-radius: 50%;
  border: 2px solid #fff;
  background: ${({ theme }) => theme.colors.brand};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.brand};
  cursor: pointer;
`;

const Track = styled.div`
  position: relative;
  height: ${THUMB + 8}px;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    height: 4px;
    transform: translateY(-50%);
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.line};
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    margin: 0;
    background: transparent;
    pointer-events: none;
    appearance: none;
    -webkit-appearance: none;
  }
  input::-webkit-slider-thumb {
    -webkit-appearance: none;
    ${thumb}
  }
  input::-moz-range-thumb {
    ${thumb}
  }
  input:focus-visible::-webkit-slider-thumb {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  input:focus-visible::-moz-range-thumb {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Fill = styled.div`
  position: absolute;
  top: 50%;
  height: 4px;
  transform: translateY(-50%);
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.brand};
  /* Custom properties, not inline left/right, so the RTL plugin mirrors the filled part too. */
  left: calc(var(--low) * 1%);
  right: calc(100% - var(--high) * 1%);
`;

const Typed = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  /* Doubled: the filter panel's own label rule (a radio beside its text) is as specific as a single class. */
  && label {
    display: grid;
    align-items: start;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 0;
    cursor: auto;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  input {
    width: 100%;
    min-width: 0;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
`;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A typed price: digits (Latin or Arabic-Indic; separators ignored) as whole EGP, or null when there are none. */
export function typedPrice(text: string): number | null {
  const digits = westernDigits(text).replace(/[^0-9]/g, '');
  return digits === '' ? null : clamp(Number(digits), PRICE_MIN, PRICE_MAX);
}

/**
 * A bound typed beside the slider: shown as the chosen bound (empty when there is none), edited freely, applied
 * when the field is left or Enter is pressed. Empty lets go of the bound.
 */
function TypedBound({
  label,
  value,
  placeholder,
  onCommit,
}: {
  label: string;
  value: number | null;
  placeholder: number;
  onCommit: (value: number | null) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onCommit(typedPrice(draft));
  };
  return (
    <label>
      {label}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        value={draft ?? (value === null ? '' : String(value))}
        placeholder={String(placeholder)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
}

/**
 * `low` and `high` are the chosen bounds (PRICE_MIN and PRICE_MAX: none); `scale` sizes the slider to the products
 * in view. A thumb moved to the end of the slider lets go of its bound.
 */
export function PriceRange({
  low,
  high,
  scale,
  onChange,
}: {
  low: number;
  high: number;
  scale: PriceScale;
  onChange: (low: number, high: number) => void;
}) {
  const intl = useIntl();
  const format = useFormatPrice();
  const titleId = useId();
  const lowBound = low > PRICE_MIN ? low : null;
  const highBound = high < PRICE_MAX ? high : null;
  const lowShown = clamp(lowBound ?? scale.min, scale.min, scale.max);
  const highShown = clamp(highBound ?? scale.max, lowShown, scale.max);
  const percent = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * 100;
  return (
    <fieldset aria-labelledby={titleId}>
      <legend id={titleId}>{intl.formatMessage({ id: 'listing.filters.price' })}</legend>
      <Track>
        <Fill style={{ '--low': percent(lowShown), '--high': percent(highShown) } as CSSProperties} />
        <input
          type="range"
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={lowShown}
          aria-label={intl.formatMessage({ id: 'listing.filters.priceMin' })}
          aria-valuetext={format(lowShown)}
          onChange={(event) => {
            const value = Math.min(Number(event.target.value), highShown);
            onChange(value <= scale.min ? PRICE_MIN : value, high);
          }}
        />
        <input
          type="range"
          min={scale.min}
          max={scale.max}
          step={scale.step}
          value={highShown}
          aria-label={intl.formatMessage({ id: 'listing.filters.priceMax' })}
          aria-valuetext={format(highShown)}
          onChange={(event) => {
            const value = Math.max(Number(event.target.value), lowShown);
            onChange(low, value >= scale.max ? PRICE_MAX : value);
          }}
        />
      </Track>
      <Typed>
        <TypedBound
          label={intl.formatMessage({ id: 'listing.filters.priceFrom' })}
          value={lowBound}
          placeholder={scale.min}
          onCommit={(value) =>
            onChange(value === null ? PRICE_MIN : Math.min(value, highBound ?? PRICE_MAX), high)
          }
        />
        <TypedBound
          label={intl.formatMessage({ id: 'listing.filters.priceTo' })}
          value={highBound}
          placeholder={scale.max}
          onCommit={(value) =>
            onChange(low, value === null ? PRICE_MAX : Math.max(value, lowBound ?? PRICE_MIN))
          }
        />
      </Typed>
    </fieldset>
  );
}
