// The two parts of a message catalogue: 'core' holds what the app shell (header, footer, banners, account menu)
// and the home screen show, and is loaded before the first paint; 'rest' holds every other screen's messages and
// is loaded right after, or together with the first screen that needs it. locales/first-screen.json lists the
// core: an entry ending in '.' takes every id under it, any other entry is one id.
const firstScreen = require('../locales/first-screen.json');

const isCoreId = (id) =>
  firstScreen.some((entry) => (entry.endsWith('.') ? id.startsWith(entry) : id === entry));

/** The messages of one part ('core' or 'rest') of a catalogue. */
const partOf = (messages, part) =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => isCoreId(id) === (part === 'core')));

module.exports = { firstScreen, isCoreId, partOf };
