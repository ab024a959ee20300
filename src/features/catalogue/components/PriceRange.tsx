/*
 * The price filter: two thumbs on one track (two native range inputs, so arrows, Page Up/Down, Home and End work
 * and screen readers announce each bound). Native ranges run right-to-left in an RTL document, and the filled
 * track is drawn with left/right, which the RTL plugin flips, so the slider mirrors in Arabic.
 */
import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '../../../contract';
import { useFormatPrice } from '../../../i18n/useFormatPrice';

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

const Values = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const percent = (value: number) => ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;

export function PriceRange({
  low,
  high,
  onChange,
}: {
  low: number;
  high: number;
  onChange: (low: number, high: number) => void;
}) {
  const intl = useIntl();
  const format = useFormatPrice();
  const titleId = useId();
  return (
    <fieldset aria-labelledby={titleId}>
      <legend id={titleId}>{intl.formatMessage({ id: 'listing.filters.price' })}</legend>
      <Track>
        <Fill style={{ '--low': percent(low), '--high': percent(high) } as CSSProperties} />
        <input
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={low}
          aria-label={intl.formatMessage({ id: 'listing.filters.priceMin' })}
          aria-valuetext={format(low)}
          onChange={(event) => onChange(Math.min(Number(event.target.value), high), high)}
        />
        <input
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={high}
          aria-label={intl.formatMessage({ id: 'listing.filters.priceMax' })}
          aria-valuetext={format(high)}
          onChange={(event) => onChange(low, Math.max(Number(event.target.value), low))}
        />
      </Track>
      <Values>
        <span>{format(low)}</span>
        <span>{format(high)}</span>
      </Values>
    </fieldset>
  );
}
