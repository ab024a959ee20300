// The build-time first frame of a landing screen: the real shell and screen in the asked language and direction,
// loading placeholders where the catalogue will go, and nothing the browser's first render does not show yet.
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { renderShell } from '../../../src/firstFrame/renderShell';
import { PAGE_SLOTS } from '../../../src/contract/pageShells';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('renderShell', () => {
  it('renders the home screen in English: header, hero with its image hinted first, no footer', async () => {
    const { html, styles } = await renderShell('/', 'en');
    expect(text(html)).toContain(en['home.hero.tagline']);
    expect(text(html)).toContain(en['catalogue.strip.title']);
    expect(text(html)).toContain(en['layout.skipToContent']);
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/site\/hero.svg" fetchPriority="high"\/>/,
    );
    // The footer (and its map) comes after the first screen in the browser, so not in the frame either.
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('<iframe');
    expect(styles).toMatch(/^<style[^>]*data-styled/);
  });

  it('renders the Arabic frame with Arabic copy and right-to-left styles', async () => {
    const english = await renderShell('/', 'en');
    const arabic = await renderShell('/', 'ar');
    expect(text(arabic.html)).toContain(ar['home.hero.tagline']);
    expect(text(arabic.html)).not.toContain(en['home.hero.tagline']);
    // stylis-plugin-rtl flips the rules: the same components, other declarations.
    expect(arabic.styles).not.toBe(english.styles);
    expect(english.styles).toMatch(/position:absolute;left:8px;top:-100px/);
    expect(arabic.styles).toMatch(/position:absolute;right:8px;top:-100px/);
  });

  it('renders the listing with its heading and placeholders while products load', async () => {
    const { html } = await renderShell('/categories', 'en');
    expect(text(html)).toContain(en['listing.allProducts']);
    expect(html).toContain('aria-busy="true"');
  });

  it('renders the product screen’s loading frame for any product, with the slot for its name in the heading', async () => {
    const { html } = await renderShell('/item/_', 'ar');
    expect(html).toContain('<header');
    expect(html).toContain('<main');
    expect(text(html)).not.toContain(en['layout.skipToContent']);
    // The server writes the product's name here (firstFrame/server); the rest of the frame is the loading state.
    expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/g)).toEqual([
      expect.stringMatching(new RegExp(`^<h1[^>]*>${PAGE_SLOTS.productName}</h1>$`)),
    ]);
    expect(html).toContain('role="status"');
  });
});
