// A listed product's colours in stock as small swatches: a list named "Colours", each swatch named by its colour in
// the shopper's language (the swatches are drawn in the list's order, so they mirror under dir="rtl").
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../../contract';

/** The seed catalogue's colours as drawn; a colour not listed shows as a ringed blank swatch with its name. */
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

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li<{ $colour: string }>`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

export function ColourSwatches({ swatches, lang }: { swatches: Product['swatches']; lang: string }) {
  const intl = useIntl();
  if (!swatches || swatches.length === 0) return null;
  return (
    <List aria-label={intl.formatMessage({ id: 'catalogue.card.colours' })}>
      {swatches.map((swatch) => {
        const name = lang === 'ar' ? swatch.colorAr : swatch.color;
        return (
          <Swatch key={swatch.color} $colour={SWATCH_COLOURS[swatch.color] ?? 'transparent'} title={name}>
            <span className="visually-hidden">{name}</span>
          </Swatch>
        );
      })}
    </List>
  );
}
