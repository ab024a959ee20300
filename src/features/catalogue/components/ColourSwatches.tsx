// A listed product's colours in stock as small swatches. A screen reader hears one sentence ("Colours: Blue and
// Midnight"), not a list nested in the card's list item; the dots are drawn in the sentence's order, so they mirror
// under dir="rtl".
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../../contract';

/** The seed catalogue's colours as drawn; a colour not listed shows as a ringed blank swatch. */
const SWATCH_COLOURS: Readonly<Record<string, string>> = {
  Silver: '#c9ccd1',
  'Space Gray': '#6b6f76',
  Midnight: '#2e3440',
  Starlight: '#e6dccb',
  Blue: '#5b8fd9',
  Green: '#5fae8b',
  Black: '#1f2937',
  White: '#ffffff',
};

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

export function ColourSwatches({ swatches, lang }: { swatches: Product['swatches']; lang: string }) {
  const intl = useIntl();
  if (!swatches || swatches.length === 0) return null;
  const names = swatches.map((swatch) => (lang === 'ar' ? swatch.colorAr : swatch.color));
  return (
    <Line>
      {swatches.map((swatch, index) => (
        <Swatch
          key={swatch.color}
          aria-hidden="true"
          title={names[index]}
          $colour={SWATCH_COLOURS[swatch.color] ?? 'transparent'}
        />
      ))}
      <span className="visually-hidden">
        {intl.formatMessage({ id: 'catalogue.card.colours' }, { colours: intl.formatList(names) })}
      </span>
    </Line>
  );
}
