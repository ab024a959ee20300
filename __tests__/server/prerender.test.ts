// A public page around its first frame (the build's page, firstFrame/build, filled in per request by
// firstFrame/server): language and direction on <html>, the language guard and the frame's styles before the scripts,
// the frame inert inside #root; and the guard's choice of language.
import { runInNewContext } from 'node:vm';
import {
  SHELL_SCREENS,
  firstRenderChunkGroups,
  languageGuard,
  SCRIPTS_AFTER_PAINT_LIMIT_MS,
  scriptLoader,
  shellPage,
} from '../../firstFrame/build';
import { buildInlineScript } from '../../firstFrame/build/inlineScripts';
import { fillPage, inlineEagerImages } from '../../firstFrame/server';
import type { RenderedFrame } from '../../src/contract/pageShells';

const template =
  '<!doctype html><html lang=en dir=ltr><head><title>Genuine Store</title>' +
  '<script defer src=/assets/main.1234567890.js></script></head><body><div id=root></div></body></html>';
const shell: RenderedFrame = {
  html: '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><header>Shop</header>',
  styles: '<style data-styled="true" data-styled-version="6.6.0">.a{color:red}</style>',
  queries: [],
};
const none = () => undefined;
/** The build's page for `lang`, filled in with `frame` as the server does. */
const pageWith = (
  lang: 'en' | 'ar',
  options?: Parameters<typeof shellPage>[2],
  frame: RenderedFrame = shell,
  from = template,
  read: (src: string) => Buffer | undefined = none,
) => fillPage(shellPage(from, lang, options), frame, read);

describe('shellPage', () => {
  const page = pageWith('ar');

  it('sets the language and direction of the frame on <html>', () => {
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(pageWith('en')).toContain('<html lang="en" dir="ltr">');
  });

  it('puts the guard, then the hoisted image hint in <head>', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    const at = (part: string) => head.indexOf(part);
    expect(at(`<script>${languageGuard('ar')}</script>`)).toBeGreaterThan(0);
    expect(at('<link rel="preload" as="image" href="/hero.svg"')).toBeGreaterThan(at('<script>'));
  });

  it('starts the entry scripts from the loader at the end of <body>, in their order, instead of their own tags', () => {
    const twoEntries = template.replace(
      '<script defer',
      '<script defer src=/assets/runtime.abcdef0123.js></script><script defer',
    );
    const withLoader = pageWith('en', {}, shell, twoEntries);
    expect(withLoader).not.toContain('<script defer');
    expect(withLoader).not.toContain('<link rel="preload" as="script"');
    const loader = scriptLoader(['/assets/runtime.abcdef0123.js', '/assets/main.1234567890.js'], []);
    expect(withLoader).toContain(`<script>${loader}</script></body>`);
  });

  it('puts the frame’s styles in the frame, after every style the app adds to <head>, away from styled-components’ own adoption of server styles', () => {
    expect(page).not.toContain('data-styled');
    expect(page.indexOf('<style data-shell>.a{color:red}</style>')).toBeGreaterThan(page.indexOf('</head>'));
    // The frame's wrapper takes no box of its own, and hides when the guard says the language is not the frame's.
    expect(page).toContain(
      '<style data-shell>#root>[data-shell]{display:contents}html[data-shell=off] #root>[data-shell]{display:none}</style>',
    );
  });

  it('puts the frame in #root, inert and hidden from assistive technology', () => {
    expect(page).toContain(
      '<div id="root"><div data-shell inert aria-hidden="true"><style data-shell>.a{color:red}</style><header>Shop</header></div></div>',
    );
  });

  it('has the loader preload the other scripts the first render needs, but not an entry script twice', () => {
    const withScripts = pageWith('en', {
      scripts: ['/assets/12.abcdef01.js', '/assets/main.1234567890.js'],
    });
    expect(withScripts).toContain(
      `<script>${scriptLoader(['/assets/main.1234567890.js'], ['/assets/12.abcdef01.js'])}</script>`,
    );
  });

  it('downloads the early entry script from the start, at the entry scripts’ priority (it still runs in order)', () => {
    const withEarly = pageWith('en', {
      early: ['/assets/main.1234567890.js', '/assets/not-an-entry.js'],
    });
    const head = withEarly.slice(0, withEarly.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="script" href="/assets/main.1234567890.js" fetchpriority="low"/>',
    );
    expect(head).not.toContain('not-an-entry');
    expect(withEarly).toContain(`<script>${scriptLoader(['/assets/main.1234567890.js'], [])}</script>`);
  });

  it('refuses a template without #root or entry scripts', () => {
    expect(() => shellPage('<html lang=en dir=ltr><body><script></script></body>', 'en')).toThrow(/#root/);
    expect(() => shellPage('<html lang=en dir=ltr><body><div id=root></div></body>', 'en')).toThrow(
      /entry scripts/,
    );
  });
});

describe('firstRenderChunkGroups', () => {
  const home = SHELL_SCREENS.find((screen) => screen.name === 'home')!;
  const item = SHELL_SCREENS.find((screen) => screen.name === 'item')!;

  it('is the route’s chunks (past home, with the rest of the route table) and the catalogue part it waits for, with the right-to-left plugin in Arabic', () => {
    expect(firstRenderChunkGroups(home, 'en')).toEqual(['home', 'locale-en']);
    expect(firstRenderChunkGroups(home, 'ar')).toEqual(['home', 'locale-ar', 'rtl']);
    expect(firstRenderChunkGroups(item, 'ar')).toEqual([
      'routes',
      'product',
      'locale-ar',
      'locale-ar-rest',
      'rtl',
    ]);
  });
});

describe('inlineEagerImages', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const read = (src: string) => (src === '/big.svg' ? undefined : svg);
  const dataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;

  it('inlines the eager, small SVG pictures and leaves lazy, large and other pictures as they are', () => {
    const html =
      '<img src="/hero.svg" alt="" width="560" height="400" fetchPriority="high"/>' +
      '<img src="/partner.svg" alt="" loading="lazy"/><img src="/big.svg" alt=""/><img src="/photo.png" alt=""/>';
    const { html: out, inlined } = inlineEagerImages(html, read);
    expect(inlined).toEqual(['/hero.svg']);
    expect(out).toBe(
      `<img src="${dataUrl}" decoding="sync" alt="" width="560" height="400" fetchPriority="high"/>` +
        '<img src="/partner.svg" alt="" loading="lazy"/><img src="/big.svg" alt=""/><img src="/photo.png" alt=""/>',
    );
  });

  it('hints every inlined file once, so the app’s own render finds it cached', () => {
    const page = pageWith(
      'en',
      {},
      {
        html: '<link rel="preload" as="image" href="/hero.svg"/><img src="/hero.svg"/><img src="/all.svg"/><img src="/all.svg"/>',
        styles: '',
        queries: [],
      },
      template,
      read,
    );
    expect(page.match(/<link rel="preload" as="image" href="\/hero.svg"\/>/g)).toHaveLength(1);
    expect(page.match(/<link rel="preload" as="image" href="\/all.svg"\/>/g)).toHaveLength(1);
    expect(page).not.toContain('<img src="/all.svg"/>');
  });
});

describe('languageGuard', () => {
  /** Runs the guard as the browser would and says whether it hid the frame. */
  function hides(frame: 'en' | 'ar', search: string, stored: string | null, storage = true) {
    const attributes = new Map<string, string>();
    runInNewContext(languageGuard(frame), {
      URLSearchParams,
      location: { search },
      localStorage: {
        getItem: (key: string) => {
          if (!storage) throw new Error('SecurityError');
          return key === 'lang' ? stored : null;
        },
      },
      document: {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      },
    });
    return attributes.get('data-shell') === 'off';
  }

  it.each([
    ['en', '', null, false],
    ['en', '', 'en', false],
    ['en', '', 'ar', true],
    ['en', '?lang=en', 'ar', false],
    ['ar', '?lang=ar', null, false],
    ['ar', '?lang=ar', 'en', false],
    ['ar', '?lang=en', 'ar', true],
    ['en', '?lang=fr', 'ar', true],
    ['en', '', 'de', false],
  ] as const)('frame %s, query "%s", stored %s → hidden: %s', (frame, search, stored, hidden) => {
    expect(hides(frame, search, stored)).toBe(hidden);
  });

  it('shows the frame when storage cannot be read (private mode), as the app falls back to the query', () => {
    expect(hides('en', '', null, false)).toBe(false);
  });
});

describe('scriptLoader', () => {
  const entry = ['/assets/runtime.abcdef0123.js', '/assets/main.1234567890.js'];
  const preload = ['/assets/12.abcdef01.js'];

  /**
   * A page as the loader meets it: still being parsed, in a visible tab, its frame shown. `paint()`, `frame()`,
   * `parsed()` and `tick()` are the browser's steps; `started` lists what the loader added to <head>, in order.
   */
  function page({
    visibility = 'visible',
    frameHidden = false,
    paintTiming = true,
  }: { visibility?: string; frameHidden?: boolean; paintTiming?: boolean } = {}) {
    const started: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const parsedListeners: (() => void)[] = [];
    type Entries = { getEntriesByName(name: string): unknown[] };
    let paintObserver: { callback: (list: Entries, observer: object) => void; observer: object } | null =
      null;
    let observerConnected = false;
    const document = {
      readyState: 'loading',
      visibilityState: visibility,
      documentElement: {
        getAttribute: (name: string) => (frameHidden && name === 'data-shell' ? 'off' : null),
      },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') parsedListeners.push(listener);
      },
      createElement: (tag: string) => {
        const attributes: Record<string, string> = {};
        return { tag, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
      },
      head: {
        appendChild: (element: Record<string, unknown> & { attributes: Record<string, string> }) => {
          started.push(
            element.tag === 'script'
              ? `script ${String(element.src)} async=${String(element.async)}`
              : `${String(element.rel)} ${String(element.as)} ${String(element.href)} ${element.attributes.fetchpriority}`,
          );
        },
      },
    };
    class PerformanceObserver {
      constructor(callback: (list: Entries, observer: object) => void) {
        if (!paintTiming) throw new TypeError('not supported');
        paintObserver = { callback, observer: this };
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        observerConnected = true;
      }
      disconnect() {
        observerConnected = false;
      }
    }
    runInNewContext(scriptLoader(entry, preload), {
      document,
      PerformanceObserver,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => {
        expect(ms).toBe(SCRIPTS_AFTER_PAINT_LIMIT_MS);
        timers.push(callback);
      },
    });
    return {
      started,
      parsed() {
        document.readyState = 'interactive';
        parsedListeners.forEach((listener) => listener());
      },
      paint(name: string) {
        if (observerConnected && paintObserver)
          paintObserver.callback(
            { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
            paintObserver.observer,
          );
      },
      frame() {
        frames.splice(0).forEach((callback) => callback());
      },
      tick() {
        timers.splice(0).forEach((callback) => callback());
      },
    };
  }

  const everything = [
    `script ${entry[0]} async=false`,
    `script ${entry[1]} async=false`,
    `preload script ${preload[0]} low`,
  ];

  it('starts the scripts, in order, once the frame has painted its content and one more frame has passed', () => {
    const browser = page();
    browser.parsed();
    browser.paint('first-paint');
    browser.frame();
    expect(browser.started).toEqual([]);
    browser.paint('first-contentful-paint');
    browser.frame();
    expect(browser.started).toEqual([]);
    browser.frame();
    expect(browser.started).toEqual(everything);
  });

  it('never starts them before the page is parsed (a product page’s data comes after the loader)', () => {
    const browser = page({ visibility: 'hidden' });
    expect(browser.started).toEqual([]);
    browser.parsed();
    expect(browser.started).toEqual(everything);
  });

  it.each([
    ['the tab is in the background', { visibility: 'hidden' }],
    ['the guard hid the frame (another language)', { frameHidden: true }],
  ])('starts them at once when %s: there is no paint to wait for', (_case, options) => {
    const browser = page(options);
    browser.parsed();
    expect(browser.started).toEqual(everything);
  });

  it('waits two frames instead where the browser has no paint timing', () => {
    const browser = page({ paintTiming: false });
    browser.parsed();
    expect(browser.started).toEqual([]);
    browser.frame();
    browser.frame();
    expect(browser.started).toEqual(everything);
  });

  it('starts them after the time limit if no paint comes, and only once', () => {
    const browser = page();
    browser.parsed();
    browser.tick();
    expect(browser.started).toEqual(everything);
    browser.paint('first-contentful-paint');
    browser.frame();
    browser.frame();
    expect(browser.started).toEqual(everything);
  });

  it('has no "<" (the page allows it by its hash, and it must not end its element)', () => {
    expect(scriptLoader(entry, preload)).not.toContain('<');
  });
});

describe('buildInlineScript', () => {
  it('builds a page script from its source with every upper-case name given its value', () => {
    const guard = buildInlineScript('languageGuard', {
      FRAME_LANGUAGE: 'ar',
      LANGUAGES: ['en', 'ar'],
      DEFAULT_LANGUAGE: 'en',
      SHELL_ATTRIBUTE: 'data-shell',
    });
    expect(guard).toBe(languageGuard('ar'));
    expect(guard).not.toMatch(/[A-Z]{2,}_[A-Z]/);
  });

  it('refuses to build a script when one of its names has no value (the page would throw)', () => {
    expect(() =>
      buildInlineScript('languageGuard', {
        LANGUAGES: ['en', 'ar'],
        DEFAULT_LANGUAGE: 'en',
        SHELL_ATTRIBUTE: 'x',
      }),
    ).toThrow(/FRAME_LANGUAGE/);
  });
});
