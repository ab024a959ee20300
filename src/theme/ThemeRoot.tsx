// Theme + direction: in Arabic every styled rule is flipped by stylis-plugin-rtl (loaded with the Arabic messages).
import { useEffect, useState, type ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import { loadedRtlPlugins, loadRtlPlugins } from './rtl';
import type { Direction } from './theme';

const ltrPlugins: NonNullable<ReturnType<typeof loadedRtlPlugins>> = [];

export function ThemeRoot({ direction, children }: { direction: Direction; children: ReactNode }) {
  const [rtlPlugins, setRtlPlugins] = useState(loadedRtlPlugins);
  useEffect(() => {
    // The language loader has normally loaded them already; this covers a caller that did not.
    if (direction === 'rtl' && !rtlPlugins) void loadRtlPlugins().then(setRtlPlugins);
  }, [direction, rtlPlugins]);
  return (
    <StyleSheetManager stylisPlugins={direction === 'rtl' ? (rtlPlugins ?? ltrPlugins) : ltrPlugins}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
