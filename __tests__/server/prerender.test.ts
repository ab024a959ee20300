// The pre-rendered page around a first frame (scripts/prerender.ts): language and direction on <html>, the language
// guard and the frame's styles before the scripts, the frame inert inside #root; and the guard's choice of language.
import { runInNewContext } from 'node:vm';
import {
  SHELL_SCREENS,
  firstRenderChunkGroups,
  inlineEagerImages,
  languageGuard,
  shellPage,
} from '../../scripts/prerender';

const template =
  '<!doctype html><html lang=en dir=ltr><head><title>Genuine Store</title>' +
  '<script defer src=/assets/main.1234567890.js></script></head><body><div id=root></div></body></html>';
const shell = {
  html: '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><header>Shop</header>',
  styles: '<style data-styled="true" data-styled-version="6.6.0">.a{color:red}</style>',
};

describe('shellPage', () => {
  const page = shellPage(template, shell, 'ar');

  it('sets the language and direction of the frame on <html>', () => {
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(shellPage(template, shell, 'en')).toContain('<html lang="en" dir="ltr">');
  });

  it('puts the guard, the hoisted image hint and the styles in <head> before the scripts', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    const at = (part: string) => head.indexOf(part);
    expect(at('<script>')).toBeGreaterThan(0);
    expect(at('<link rel="preload" as="image" href="/hero.svg"')).toBeGreaterThan(at('<script>'));
    expect(at('.a{color:red}')).toBeGreaterThan(0);
    expect(at('.a{color:red}')).toBeLessThan(at('<script defer'));
  });

  it('keeps the frame’s styles away from styled-components’ own adoption of server styles', () => {
    expect(page).not.toContain('data-styled');
    expect(page).toContain('<style data-shell>.a{color:red}</style>');
    // The frame's wrapper takes no box of its own, and hides when the guard says the language is not the frame's.
    expect(page).toContain(
      '<style data-shell>#root>[data-shell]{display:contents}html[data-shell=off] #root>[data-shell]{display:none}</style>',
    );
  });

  it('puts the frame in #root, inert and hidden from assistive technology', () => {
    expect(page).toContain(
      '<div id="root"><div data-shell inert aria-hidden="true"><header>Shop</header></div></div>',
    );
  });

  it('asks at once, at the entry scripts’ priority, for the other scripts the first render needs', () => {
    const withScripts = shellPage(template, shell, 'en', {
      scripts: ['/assets/12.abcdef01.js', '/assets/main.1234567890.js'],
    });
    const head = withScripts.slice(0, withScripts.indexOf('</head>'));
    const hint = '<link rel="preload" as="script" href="/assets/12.abcdef01.js" fetchpriority="low"/>';
    expect(head).toContain(hint);
    expect(head.indexOf(hint)).toBeLessThan(head.indexOf('<script defer'));
    // An entry script is already asked for by its own tag.
    expect(head).not.toContain('<link rel="preload" as="script" href="/assets/main.1234567890.js"');
  });

  it('refuses a template without #root', () => {
    expect(() => shellPage('<html lang=en dir=ltr><script></script>', shell, 'en')).toThrow(/#root/);
  });
});

describe('firstRenderChunkGroups', () => {
  const [home, , item] = SHELL_SCREENS;

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
    const page = shellPage(
      template,
      {
        html: '<link rel="preload" as="image" href="/hero.svg"/><img src="/hero.svg"/><img src="/all.svg"/><img src="/all.svg"/>',
        styles: '',
      },
      'en',
      { readImage: read },
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
