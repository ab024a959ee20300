import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadMessages } from '../../../src/i18n/messages';

// Lazy screens take a moment to load on a busy two-core machine (the first render of a lazy route compiles its chunk,
// with the browser journeys running beside): waiting is not asserting a time. One wait for every test.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  // Both catalogues are cached up front so screens render on the first pass, as after boot in the browser.
  await Promise.all([loadMessages('en'), loadMessages('ar')]);
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
