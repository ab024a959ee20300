import '@testing-library/jest-dom';
import { loadMessages } from '../../../src/i18n/messages';

beforeAll(async () => {
  // Both catalogues are cached up front so screens render on the first pass, as after boot in the browser.
  await Promise.all([loadMessages('en'), loadMessages('ar')]);
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
