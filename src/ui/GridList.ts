// A list laid out as a responsive grid: as many columns at least `$min` pixels wide as fit, `$gap` spaces apart (the
// theme's spacing unit). Its items are styled where it is used.
import styled from 'styled-components';

export const GridList = styled.ul<{ $min: number; $gap?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
`;
