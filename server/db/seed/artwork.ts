// Our own product and category artwork: small flat SVG silhouettes, written to public/images by `writeArtwork()`,
// already optimised by svgo (the same options as `npm run optimize:svg`; __tests__/server/publicSvgs.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { optimize as svgoOptimize } from 'svgo';

/** svgo's options for every SVG in public/: its default preset, repeated until nothing changes. */
export const SVGO_OPTIONS = { multipass: true } as const;

/**
 * svgo, loaded only when artwork is written (`npm run seed -- --artwork`): it is a development tool, and the server
 * imports this module for the seed's colours and paths at every start.
 */
function svgOptimizer(): (svg: string) => string {
  const { optimize } = createRequire(__filename)('svgo') as { optimize: typeof svgoOptimize };
  return (svg) => optimize(svg, SVGO_OPTIONS).data;
}

export type Kind =
  | 'laptop'
  | 'air'
  | 'aio'
  | 'studio'
  | 'mini'
  | 'keyboard'
  | 'mouse'
  | 'hub'
  | 'headphones'
  | 'charger'
  | 'phone';
export const COLORS = {
  silver: { body: '#c9ccd1', dark: '#8d9299', bg: '#f3f4f6' },
  'space-gray': { body: '#6b6f76', dark: '#3d4046', bg: '#eceef1' },
  midnight: { body: '#2e3440', dark: '#171a21', bg: '#e8eaf0' },
  starlight: { body: '#e6dccb', dark: '#b6a98f', bg: '#faf7f1' },
  blue: { body: '#5b8fd9', dark: '#2f5fa8', bg: '#eaf1fb' },
  green: { body: '#5fae8b', dark: '#2f7a59', bg: '#eaf6f0' },
} as const;
export type ColorKey = keyof typeof COLORS;
export const COLOR_NAMES: Record<ColorKey, { en: string; ar: string }> = {
  silver: { en: 'Silver', ar: 'فضي' },
  'space-gray': { en: 'Space Gray', ar: 'رمادي' },
  midnight: { en: 'Midnight', ar: 'كحلي' },
  starlight: { en: 'Starlight', ar: 'ذهبي فاتح' },
  blue: { en: 'Blue', ar: 'أزرق' },
  green: { en: 'Green', ar: 'أخضر' },
};
export const VIEWS = ['front', 'angle', 'detail'] as const;
export type View = (typeof VIEWS)[number];

const screen = '#1f2937';
const glare = '#ffffff';

function shape(kind: Kind, c: (typeof COLORS)[ColorKey]): string {
  switch (kind) {
    case 'laptop':
    case 'air': {
      const thin = kind === 'air' ? 4 : 8;
      return `<rect x="70" y="40" width="260" height="170" rx="10" fill="${c.dark}"/><rect x="82" y="52" width="236" height="146" rx="4" fill="${screen}"/><path d="M90 60h60l-60 60z" fill="${glare}" opacity=".12"/><path d="M40 214h320l-18 ${thin + 10}H58z" fill="${c.body}"/><rect x="170" y="214" width="60" height="5" rx="2" fill="${c.dark}"/>`;
    }
    case 'aio':
      return `<rect x="60" y="30" width="280" height="180" rx="12" fill="${c.body}"/><rect x="72" y="42" width="256" height="144" rx="4" fill="${screen}"/><path d="M80 50h70l-70 70z" fill="${glare}" opacity=".12"/><path d="M175 210h50l12 40h-74z" fill="${c.dark}"/><rect x="140" y="248" width="120" height="8" rx="4" fill="${c.body}"/>`;
    case 'studio':
      return `<rect x="130" y="40" width="140" height="210" rx="14" fill="${c.body}"/><g fill="${c.dark}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${160 + (i % 3) * 40}" cy="${80 + Math.floor(i / 3) * 30}" r="9"/>`).join('')}</g><rect x="150" y="200" width="100" height="6" rx="3" fill="${c.dark}"/>`;
    case 'mini':
      return `<rect x="110" y="110" width="180" height="90" rx="18" fill="${c.body}"/><rect x="110" y="180" width="180" height="20" rx="10" fill="${c.dark}"/><circle cx="270" cy="150" r="5" fill="#34d399"/>`;
    case 'keyboard':
      return `<rect x="50" y="110" width="300" height="100" rx="12" fill="${c.body}"/><g fill="${c.dark}">${Array.from({ length: 24 }, (_, i) => `<rect x="${66 + (i % 12) * 23}" y="${126 + Math.floor(i / 12) * 26}" width="17" height="18" rx="3"/>`).join('')}</g><rect x="110" y="180" width="180" height="16" rx="4" fill="${c.dark}"/>`;
    case 'mouse':
      return `<rect x="150" y="60" width="100" height="170" rx="50" fill="${c.body}"/><path d="M200 60v60" stroke="${c.dark}" stroke-width="4"/><rect x="194" y="82" width="12" height="24" rx="6" fill="${c.dark}"/>`;
    case 'hub':
      return `<rect x="90" y="120" width="220" height="60" rx="14" fill="${c.body}"/><g fill="${c.dark}">${[0, 1, 2, 3].map((i) => `<rect x="${115 + i * 45}" y="142" width="26" height="14" rx="3"/>`).join('')}</g><path d="M310 150h40" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>`;
    case 'headphones':
      return `<path d="M110 170v-30a90 90 0 0 1 180 0v30" fill="none" stroke="${c.dark}" stroke-width="14"/><rect x="90" y="160" width="50" height="80" rx="20" fill="${c.body}"/><rect x="260" y="160" width="50" height="80" rx="20" fill="${c.body}"/>`;
    case 'charger':
      return `<rect x="140" y="90" width="120" height="120" rx="22" fill="${c.body}"/><rect x="180" y="60" width="10" height="34" rx="3" fill="${c.dark}"/><rect x="210" y="60" width="10" height="34" rx="3" fill="${c.dark}"/><path d="M205 120l-20 35h18l-8 30 25-40h-18z" fill="${c.dark}"/>`;
    case 'phone':
      return `<rect x="140" y="30" width="120" height="240" rx="22" fill="${c.dark}"/><rect x="148" y="38" width="104" height="224" rx="16" fill="${screen}"/><rect x="182" y="46" width="36" height="9" rx="4.5" fill="${c.dark}"/><path d="M156 70h40l-40 50z" fill="${glare}" opacity=".12"/><rect x="264" y="90" width="4" height="40" rx="2" fill="${c.body}"/>`;
  }
}

/** One product picture: the silhouette in its colour, framed differently for each view. */
export function productSvg(kind: Kind, color: ColorKey, view: View): string {
  const c = COLORS[color];
  const body = shape(kind, c);
  const inner =
    view === 'front'
      ? body
      : view === 'angle'
        ? `<g transform="translate(200 150) scale(.8) rotate(-8) translate(-200 -150)">${body}</g>`
        : `<g transform="translate(200 150) scale(1.35) translate(-200 -150)">${body}</g>`;
  const bg = view === 'angle' ? c.body : c.bg;
  const opacity = view === 'angle' ? ' opacity=".25"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="${bg}"${opacity}/><rect width="400" height="300" fill="${c.bg}" opacity="${view === 'angle' ? 0.6 : 0}"/>${inner}</svg>\n`;
}

export const imagePath = (kind: Kind, color: ColorKey, view: View) =>
  `/images/products/${kind}-${color}-${view}.svg`;
export const productImages = (kind: Kind, color: ColorKey) => VIEWS.map((v) => imagePath(kind, color, v));

export function categorySvg(kind: Kind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" rx="24" fill="#eef2f7"/>${shape(kind, COLORS['space-gray'])}</svg>\n`;
}

/** Writes every picture the seed uses under publicDir/images/{products,categories}, optimised by svgo. */
export function writeArtwork(
  publicDir: string,
  used: { kind: Kind; color: ColorKey }[],
  categoryKinds: Record<string, Kind>,
) {
  const productsDir = join(publicDir, 'images', 'products');
  const categoriesDir = join(publicDir, 'images', 'categories');
  mkdirSync(productsDir, { recursive: true });
  mkdirSync(categoriesDir, { recursive: true });
  const optimize = svgOptimizer();
  for (const { kind, color } of used) {
    for (const view of VIEWS)
      writeFileSync(
        join(productsDir, `${kind}-${color}-${view}.svg`),
        optimize(productSvg(kind, color, view)),
      );
  }
  for (const [slug, kind] of Object.entries(categoryKinds))
    writeFileSync(join(categoriesDir, `${slug}.svg`), optimize(categorySvg(kind)));
}
