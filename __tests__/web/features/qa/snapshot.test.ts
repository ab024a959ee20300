// QA snapshots: what export holds, what import accepts (migrating older formats) and what it refuses.
import {
  applySnapshot,
  parseSnapshot,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  SnapshotError,
  takeSnapshot,
} from '../../../../src/features/qa/snapshot';

const cart = JSON.stringify({
  version: 1,
  data: [
    {
      id: 'p1',
      title: 'AirBook 13',
      image: '',
      price: 52000,
      priceAfterDesc: 48000,
      productquantity: 3,
      quantity: 2,
      color: 'Silver',
    },
  ],
});

function refusal(text: string) {
  try {
    parseSnapshot(text);
  } catch (error) {
    if (error instanceof SnapshotError) return { id: error.messageId, values: error.values };
    throw error;
  }
  throw new Error('the snapshot was accepted');
}

describe('takeSnapshot', () => {
  it('holds exactly the shop keys that are stored, raw, with the format and app versions', () => {
    localStorage.setItem('cart', cart);
    localStorage.setItem('lang', 'ar');
    localStorage.setItem('someone-else', 'x');
    const snapshot = takeSnapshot(localStorage, new Date('2026-11-22T10:00:00Z'));
    expect(snapshot).toEqual({
      format: SNAPSHOT_FORMAT,
      formatVersion: SNAPSHOT_VERSION,
      appVersion: expect.any(String),
      createdAt: '2026-11-22T10:00:00.000Z',
      storage: { cart, lang: 'ar' },
    });
  });
});

describe('parseSnapshot', () => {
  it('round-trips an exported snapshot', () => {
    localStorage.setItem('cart', cart);
    localStorage.setItem('filter', 'c1');
    const exported = takeSnapshot();
    expect(parseSnapshot(JSON.stringify(exported))).toEqual(exported);
  });

  it('migrates format 0, a bare copy of localStorage, to the current format', () => {
    const snapshot = parseSnapshot(JSON.stringify({ cart, lang: 'ar', selectedCategory: 'All' }));
    expect(snapshot.formatVersion).toBe(SNAPSHOT_VERSION);
    expect(snapshot.storage).toEqual({ cart, lang: 'ar', selectedCategory: 'All' });
  });

  it.each([
    ['text that is not JSON', '{oops', 'qa.error.notJson'],
    ['a JSON list', '[1,2]', 'qa.error.notSnapshot'],
    [
      'another format',
      JSON.stringify({ format: 'other', formatVersion: 1, storage: {} }),
      'qa.error.notSnapshot',
    ],
    [
      'a storage that is not an object',
      JSON.stringify({ format: SNAPSHOT_FORMAT, formatVersion: 1, storage: 'x' }),
      'qa.error.notSnapshot',
    ],
    [
      'a key the shop does not keep',
      JSON.stringify({ format: SNAPSHOT_FORMAT, formatVersion: 1, storage: { evil: '1' } }),
      'qa.error.unknownKey',
    ],
    [
      'a value that is not a string',
      JSON.stringify({ format: SNAPSHOT_FORMAT, formatVersion: 1, storage: { lang: 3 } }),
      'qa.error.badValue',
    ],
    [
      'a stored value that is not JSON',
      JSON.stringify({ format: SNAPSHOT_FORMAT, formatVersion: 1, storage: { cart: '{' } }),
      'qa.error.badValue',
    ],
    [
      'a fractional format version',
      JSON.stringify({ format: SNAPSHOT_FORMAT, formatVersion: 1.5, storage: {} }),
      'qa.error.notSnapshot',
    ],
  ])('refuses %s', (_case, text, id) => {
    expect(refusal(text).id).toBe(id);
  });

  it('refuses a snapshot from a newer shop, naming both versions', () => {
    expect(
      refusal(JSON.stringify({ format: SNAPSHOT_FORMAT, formatVersion: SNAPSHOT_VERSION + 1, storage: {} })),
    ).toEqual({
      id: 'qa.error.future',
      values: { version: SNAPSHOT_VERSION + 1, supported: SNAPSHOT_VERSION },
    });
  });

  it('refuses a stored value written by a newer shop', () => {
    const future = JSON.stringify({ version: 99, data: [] });
    expect(
      refusal(JSON.stringify({ format: SNAPSHOT_FORMAT, formatVersion: 1, storage: { cart: future } }))
        .values,
    ).toEqual({ key: 'cart' });
  });
});

describe('applySnapshot', () => {
  it('replaces the shop keys and leaves other keys alone', () => {
    localStorage.setItem('cart', cart);
    localStorage.setItem('authUser', 'old-token');
    localStorage.setItem('unrelated', 'kept');
    applySnapshot(parseSnapshot(JSON.stringify({ lang: 'ar' })));
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('leaves the current state untouched when the file is refused', () => {
    localStorage.setItem('cart', cart);
    expect(() => applySnapshot(parseSnapshot('{bad'))).toThrow(SnapshotError);
    expect(localStorage.getItem('cart')).toBe(cart);
  });
});
