// Theme + direction: in Arabic every styled rule is flipped by stylis-plugin-rtl.
import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import type { Direction } from '../i18n/language';

const rtlPlugins = [rtlPlugin];
const ltrPlugins: typeof rtlPlugins = [];

export function ThemeRoot({ direction, children }: { direction: Direction; children: ReactNode }) {
  return (
    <StyleSheetManager stylisPlugins={direction === 'rtl' ? rtlPlugins : ltrPlugins}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
