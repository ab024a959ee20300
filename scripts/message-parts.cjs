// The three parts of a message catalogue: 'core' holds what the app shell (header, footer, banners, account menu)
// and the home screen show, and is loaded before the first paint; 'rest' holds every other shop screen's messages
// and is loaded right after, or together with the first screen that needs it; 'staff' holds the back office's
// (ids under `backOffice.` and `staff.`), which only the back office loads, so shoppers never download them. Ids
// under `server.` (API answers, emails) are the server's alone: no part of the SPA's catalogue carries them.
// locales/first-screen.json lists the core: an entry ending in '.' takes every id under it, any other entry is one id.
const firstScreen = require('../locales/first-screen.json');

const STAFF_PREFIXES = ['backOffice.', 'staff.'];

const isCoreId = (id) =>
  firstScreen.some((entry) => (entry.endsWith('.') ? id.startsWith(entry) : id === entry));

const isStaffId = (id) => !isCoreId(id) && STAFF_PREFIXES.some((prefix) => id.startsWith(prefix));

const isServerId = (id) => id.startsWith('server.');

/** The part ('core', 'rest' or 'staff') an id belongs to; 'server' for the server's own. */
const partOfId = (id) =>
  isServerId(id) ? 'server' : isCoreId(id) ? 'core' : isStaffId(id) ? 'staff' : 'rest';

/** The messages of one part ('core', 'rest' or 'staff') of a catalogue. */
const partOf = (messages, part) =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => partOfId(id) === part));

module.exports = { firstScreen, isCoreId, isServerId, isStaffId, partOf };
