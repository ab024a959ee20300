import { createGlobalStyle } from 'styled-components';
import { mediaUp, theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; --header-height: calc(${theme.barHeight} + ${theme.searchRowHeight}); }
  ${mediaUp('lg')} { html { --header-height: calc(${theme.barHeight} + 44px); } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    line-height: 1.5;
  }
  img, svg { max-width: 100%; }
  img { height: auto; }
  a { color: inherit; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* A toast's progress bar is its timer (react-toastify closes the toast when the bar's animation ends): it keeps
     its own duration, or every toast would close as it opened. */
  @media (prefers-reduced-motion: reduce) {
    *:not(.Toastify__progress-bar), *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
