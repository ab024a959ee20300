// Our own product and category artwork: small flat SVG silhouettes, one drawing per model (its proportions, a detail
// of its own and a badge with its short name in strokes), written to public/images by `writeArtwork()`,
// already optimised by svgo (the same options as `npm run optimize:svg`; __tests__/server/publicSvgs.test.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** What makes one model's drawing its own: its proportions, its details and a badge with its short name. */
export interface Model {
  /** The file name's stem under /images/products. */
  slug: string;
  kind: Kind;
  color: ColorKey;
  /** The model's short name ('16 M3 MAX'), drawn as strokes: no font is needed. */
  badge: string;
  /** The screen's diagonal in inches (0 when the model has none). */
  inches: number;
  /** A model-specific detail: a phone's camera count, a desktop's size step, an accessory's variant. */
  variant: number;
}

/** Strokes of each badge character on a 4 × 6 grid. */
const GLYPHS: Record<string, string> = {
  '0': 'M0 0h4v6H0zM4 0 0 6',
  '1': 'M1 1l1-1v6M1 6h2',
  '2': 'M0 0h4v3H0v3h4',
  '3': 'M0 0h4v6H0M1 3h3',
  '4': 'M0 0v3h4M4 0v6',
  '5': 'M4 0H0v3h4v3H0',
  '6': 'M4 0H0v6h4V3H0',
  '7': 'M0 0h4v6',
  '8': 'M0 0h4v6H0zM0 3h4',
  '9': 'M4 3H0V0h4v6H0',
  A: 'M0 6V0h4v6M0 3h4',
  B: 'M0 0h3l1 1v1l-1 1H0V0m0 3h3l1 1v1l-1 1H0V3',
  C: 'M4 0H0v6h4',
  D: 'M0 0h3l1 1v4l-1 1H0z',
  E: 'M4 0H0v6h4M0 3h3',
  F: 'M4 0H0v6M0 3h3',
  G: 'M4 0H0v6h4V3H2',
  H: 'M0 0v6M4 0v6M0 3h4',
  I: 'M2 0v6M1 0h2M1 6h2',
  K: 'M0 0v6M4 0 0 3l4 3',
  L: 'M0 0v6h4',
  M: 'M0 6V0l2 3 2-3v6',
  N: 'M0 6V0l4 6V0',
  O: 'M0 0h4v6H0z',
  P: 'M0 6V0h4v3H0',
  R: 'M0 6V0h4v3H0l4 3',
  S: 'M4 0H0v3h4v3H0',
  T: 'M0 0h4M2 0v6',
  U: 'M0 0v6h4V0',
  V: 'M0 0l2 6 2-6',
  W: 'M0 0l1 6 1-3 1 3 1-6',
  X: 'M0 0l4 6M4 0 0 6',
  Y: 'M0 0l2 3 2-3M2 3v3',
  Z: 'M0 0h4L0 6h4',
  '.': 'M2 6h.1',
  i: 'M2 2.5V6M2 .5h.1',
  '-': 'M1 3h2',
};

/** The badge: a pill in the model's dark colour with its short name in strokes, at the picture's lower right. */
function badge(text: string, c: (typeof COLORS)[ColorKey]): string {
  const chars = [...text];
  const unit = 2.2;
  const advance = 6.5 * unit;
  const width = Math.round(chars.length * advance + 14);
  const x = 400 - 14 - width;
  const y = 258;
  const strokes = chars
    .map((ch, i) => {
      const d = GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()];
      return d
        ? `<path transform="translate(${x + 8 + i * advance} ${y + 7}) scale(${unit})" d="${d}"/>`
        : '';
    })
    .join('');
  return `<rect x="${x}" y="${y}" width="${width}" height="28" rx="14" fill="${c.dark}"/><g fill="none" stroke="${c.bg}" stroke-width=".7" stroke-linecap="round" stroke-linejoin="round">${strokes}</g>`;
}

const scaled = (scale: number, body: string) =>
  scale === 1 ? body : `<g transform="translate(200 150) scale(${scale}) translate(-200 -150)">${body}</g>`;

/** A phone's back with its camera layout and its front, side by side, sized by the screen's diagonal. */
function phones(model: Model, c: (typeof COLORS)[ColorKey]): string {
  const fold = model.slug.includes('fold');
  const h = fold ? 190 : Math.round(Math.min(230, 150 + (model.inches - 4.7) * 36));
  const w = Math.round(fold ? h * 0.78 : h * 0.48);
  const top = 150 - h / 2;
  const backX = 200 - w - 6;
  const frontX = 206;
  const r = Math.round(w * 0.17);
  const lenses = model.variant;
  const module = lenses >= 3 ? w * 0.5 : lenses === 2 ? w * 0.3 : w * 0.22;
  const positions: [number, number][] =
    lenses >= 3
      ? fold
        ? [
            [0.22, 0.28],
            [0.5, 0.28],
            [0.78, 0.28],
          ]
        : [
            [0.28, 0.28],
            [0.72, 0.28],
            [0.28, 0.72],
          ]
      : lenses === 2
        ? [
            [0.5, 0.27],
            [0.5, 0.73],
          ]
        : [[0.5, 0.5]];
  const mw = fold ? module * 1.6 : module;
  const mh = lenses === 2 ? module * 1.8 : module;
  const mx = backX + 10;
  const my = top + 10;
  const lens = (lenses >= 3 ? module * 0.19 : module * 0.3).toFixed(1);
  const camera = positions
    .map(
      ([px, py]) =>
        `<circle cx="${(mx + px * mw).toFixed(1)}" cy="${(my + py * mh).toFixed(1)}" r="${lens}" fill="${screen}" stroke="${c.body}" stroke-width="2"/>`,
    )
    .join('');
  const hinge = fold
    ? `<path d="M${frontX + w / 2} ${top + 8}v${h - 16}" stroke="${c.dark}" stroke-width="2" opacity=".6"/>`
    : '';
  return (
    `<rect x="${backX}" y="${top}" width="${w}" height="${h}" rx="${r}" fill="${c.body}"/>` +
    `<rect x="${mx}" y="${my}" width="${mw.toFixed(1)}" height="${mh.toFixed(1)}" rx="${(module * 0.3).toFixed(1)}" fill="${c.dark}"/>${camera}` +
    `<rect x="${frontX}" y="${top}" width="${w}" height="${h}" rx="${r}" fill="${c.dark}"/>` +
    `<rect x="${frontX + 6}" y="${top + 6}" width="${w - 12}" height="${h - 12}" rx="${r - 4}" fill="${screen}"/>` +
    `<rect x="${frontX + w / 2 - w * 0.15}" y="${top + 12}" width="${(w * 0.3).toFixed(1)}" height="8" rx="4" fill="${c.dark}"/>` +
    `<path d="M${frontX + 14} ${top + 30}h${Math.round(w * 0.35)}l-${Math.round(w * 0.35)} ${Math.round(h * 0.2)}z" fill="${glare}" opacity=".12"/>${hinge}`
  );
}

function shape(kind: Kind, c: (typeof COLORS)[ColorKey], model?: Model): string {
  const variant = model?.variant ?? 0;
  switch (kind) {
    case 'laptop':
    case 'air': {
      const thin = kind === 'air' ? 4 : 8;
      // A 16-inch model fills the frame; an 11.6-inch one is three quarters of it.
      const scale = model?.inches ? +(0.74 + ((model.inches - 11.6) / 4.4) * 0.26).toFixed(3) : 1;
      // Intel models carry a sticker on the palm rest.
      const sticker = variant ? `<rect x="300" y="216" width="14" height="9" rx="1" fill="${c.dark}"/>` : '';
      return scaled(
        scale,
        `<rect x="70" y="40" width="260" height="170" rx="10" fill="${c.dark}"/><rect x="82" y="52" width="236" height="146" rx="4" fill="${screen}"/><path d="M90 60h60l-60 60z" fill="${glare}" opacity=".12"/><path d="M40 214h320l-18 ${thin + 10}H58z" fill="${c.body}"/><rect x="170" y="214" width="60" height="5" rx="2" fill="${c.dark}"/>${sticker}`,
      );
    }
    case 'aio': {
      const scale = model?.inches ? +(0.8 + ((model.inches - 21.5) / 5.5) * 0.2).toFixed(3) : 1;
      const chin = variant
        ? `<rect x="60" y="186" width="280" height="24" rx="0" fill="${c.dark}" opacity=".35"/>`
        : '';
      return scaled(
        scale,
        `<rect x="60" y="30" width="280" height="180" rx="12" fill="${c.body}"/><rect x="72" y="42" width="256" height="144" rx="4" fill="${screen}"/><path d="M80 50h70l-70 70z" fill="${glare}" opacity=".12"/>${chin}<path d="M175 210h50l12 40h-74z" fill="${c.dark}"/><rect x="140" y="248" width="120" height="8" rx="4" fill="${c.body}"/>`,
      );
    }
    case 'studio': {
      // More vent rows for the bigger towers.
      const rows = model ? 1 + (variant % 4) : 2;
      const height = 150 + rows * 20;
      return `<rect x="130" y="${250 - height}" width="140" height="${height}" rx="14" fill="${c.body}"/><g fill="${c.dark}">${Array.from({ length: rows * 3 }, (_, i) => `<circle cx="${160 + (i % 3) * 40}" cy="${290 - height + Math.floor(i / 3) * 26}" r="9"/>`).join('')}</g><rect x="150" y="200" width="100" height="6" rx="3" fill="${c.dark}"/>`;
    }
    case 'mini': {
      const tall = model ? 70 + (variant % 4) * 12 : 90;
      const ports = model ? 2 + (variant % 3) : 2;
      return `<rect x="110" y="${200 - tall}" width="180" height="${tall}" rx="18" fill="${c.body}"/><rect x="110" y="180" width="180" height="20" rx="10" fill="${c.dark}"/><circle cx="270" cy="${200 - tall / 2 - 10}" r="5" fill="#34d399"/><g fill="${c.dark}">${Array.from({ length: ports }, (_, i) => `<rect x="${130 + i * 18}" y="${200 - tall / 2 - 14}" width="10" height="6" rx="2"/>`).join('')}</g>`;
    }
    case 'keyboard': {
      const columns = variant ? 15 : 12;
      const x0 = variant ? 30 : 50;
      const width = variant ? 340 : 300;
      return `<rect x="${x0}" y="110" width="${width}" height="100" rx="12" fill="${c.body}"/><g fill="${c.dark}">${Array.from({ length: columns * 2 }, (_, i) => `<rect x="${x0 + 16 + (i % columns) * 21}" y="${126 + Math.floor(i / columns) * 26}" width="16" height="18" rx="3"/>`).join('')}</g><rect x="${x0 + 60}" y="180" width="180" height="16" rx="4" fill="${c.dark}"/>`;
    }
    case 'mouse':
      return `<rect x="150" y="60" width="100" height="170" rx="50" fill="${c.body}"/><path d="M200 60v60" stroke="${c.dark}" stroke-width="4"/><rect x="194" y="82" width="12" height="24" rx="6" fill="${c.dark}"/>${variant ? `<path d="M165 170h70" stroke="${c.dark}" stroke-width="3" opacity=".5"/>` : ''}`;
    case 'hub': {
      const ports = variant ? 6 : 4;
      const step = 180 / ports;
      return `<rect x="90" y="120" width="220" height="60" rx="14" fill="${c.body}"/><g fill="${c.dark}">${Array.from({ length: ports }, (_, i) => `<rect x="${(110 + i * step).toFixed(1)}" y="142" width="${(step - 8).toFixed(1)}" height="14" rx="3"/>`).join('')}</g><path d="M310 150h40" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>`;
    }
    case 'headphones': {
      const band = variant ? 8 : 14;
      const cup = variant ? 64 : 80;
      return `<path d="M110 170v-30a90 90 0 0 1 180 0v30" fill="none" stroke="${c.dark}" stroke-width="${band}"/><rect x="90" y="160" width="50" height="${cup}" rx="20" fill="${c.body}"/><rect x="260" y="160" width="50" height="${cup}" rx="20" fill="${c.body}"/>`;
    }
    case 'charger': {
      const size = variant ? 140 : 110;
      const x = 200 - size / 2;
      const ports = variant
        ? `<rect x="192" y="${90 + size - 24}" width="16" height="8" rx="3" fill="${c.dark}"/>`
        : `<rect x="178" y="${90 + size - 24}" width="16" height="8" rx="3" fill="${c.dark}"/><rect x="206" y="${90 + size - 24}" width="16" height="8" rx="3" fill="${c.dark}"/>`;
      return `<rect x="${x}" y="90" width="${size}" height="${size}" rx="22" fill="${c.body}"/><rect x="180" y="60" width="10" height="34" rx="3" fill="${c.dark}"/><rect x="210" y="60" width="10" height="34" rx="3" fill="${c.dark}"/><path d="M205 120l-20 35h18l-8 30 25-40h-18z" fill="${c.dark}"/>${ports}`;
    }
    case 'phone':
      if (model) return phones(model, c);
      return `<rect x="140" y="30" width="120" height="240" rx="22" fill="${c.dark}"/><rect x="148" y="38" width="104" height="224" rx="16" fill="${screen}"/><rect x="182" y="46" width="36" height="9" rx="4.5" fill="${c.dark}"/><path d="M156 70h40l-40 50z" fill="${glare}" opacity=".12"/><rect x="264" y="90" width="4" height="40" rx="2" fill="${c.body}"/>`;
  }
}

/** One model's picture: its drawing in its colour with its badge, framed differently for each view. */
export function productSvg(model: Model, view: View): string {
  const c = COLORS[model.color];
  const body = shape(model.kind, c, model);
  const inner =
    view === 'front'
      ? body
      : view === 'angle'
        ? `<g transform="translate(200 150) scale(.8) rotate(-8) translate(-200 -150)">${body}</g>`
        : `<g transform="translate(200 150) scale(1.35) translate(-200 -150)">${body}</g>`;
  const bg = view === 'angle' ? c.body : c.bg;
  const opacity = view === 'angle' ? ' opacity=".25"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" fill="${bg}"${opacity}/><rect width="400" height="300" fill="${c.bg}" opacity="${view === 'angle' ? 0.6 : 0}"/>${inner}${badge(model.badge, c)}</svg>\n`;
}

/** A model's file stem: its name in lower case with dashes ('Nova Phone 16 Pro' → 'nova-phone-16-pro'). */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const imagePath = (slug: string, view: View) => `/images/products/${slug}-${view}.svg`;
export const productImages = (slug: string) => VIEWS.map((v) => imagePath(slug, v));

export function categorySvg(kind: Kind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><rect width="400" height="300" rx="24" fill="#eef2f7"/>${shape(kind, COLORS['space-gray'])}</svg>\n`;
}

/**
 * Writes every picture the seed uses under publicDir/images/{products,categories}, optimised by svgo; the pictures of
 * models the seed no longer has are removed.
 */
export function writeArtwork(
  publicDir: string,
  models: readonly Model[],
  categoryKinds: Record<string, Kind>,
) {
  const productsDir = join(publicDir, 'images', 'products');
  const categoriesDir = join(publicDir, 'images', 'categories');
  rmSync(productsDir, { recursive: true, force: true });
  mkdirSync(productsDir, { recursive: true });
  mkdirSync(categoriesDir, { recursive: true });
  const optimize = svgOptimizer();
  for (const model of models) {
    for (const view of VIEWS)
      writeFileSync(join(productsDir, `${model.slug}-${view}.svg`), optimize(productSvg(model, view)));
  }
  for (const [slug, kind] of Object.entries(categoryKinds))
    writeFileSync(join(categoriesDir, `${slug}.svg`), optimize(categorySvg(kind)));
}
