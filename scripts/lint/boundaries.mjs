/*
 * The SPA's import boundaries (docs/architecture.md, docs/decisions.md "Feature boundaries"), declared in ONE place:
 * `layers` says which zones of src/ a zone may import, `featureEdges` the only imports allowed from one feature into
 * another, `appForFeatures` the only files of app/ a feature may import. `spaBoundaries` turns the table into
 * eslint-plugin-boundaries' settings (static, re-export and dynamic `import()`, type imports too) and
 * eslint-plugin-import-x's no-cycle (an import that closes a circle of files).
 */
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** Zones below `features` never import a feature or `app`; `app` (and the entry files) compose everything. */
export const layers = {
  contract: [],
  config: ['contract'],
  theme: ['contract', 'config'],
  ui: ['contract', 'config', 'theme'],
  i18n: ['contract', 'config', 'theme', 'ui'],
  api: ['contract', 'config', 'theme', 'ui', 'i18n'],
  feature: ['contract', 'config', 'theme', 'ui', 'i18n', 'api'],
  app: '*',
  entry: '*',
};

/** Feature → features it may import, each with the reason it exists. Everything else composes in app/. */
export const featureEdges = {
  cart: {
    catalogue:
      "the cart screen shows its lines' product images and related products with the catalogue's pieces",
  },
  favourites: { catalogue: "the favourites screen lists the products with the catalogue's grid" },
  orders: {
    cart: 'checkout reads the cart it turns into an order and empties it once the order is placed',
    session: 'placing and reading orders needs the signed-in user and token',
  },
  recentlyViewed: {
    catalogue: "recently viewed products are shown with the catalogue's cards in its sideways-scrolling row",
  },
  reviews: {
    orders: "only a buyer with a completed order containing the product may review it (the shopper's orders)",
    session: 'only a signed-in shopper may write a review',
  },
  staff: {
    orders: "the order desk shows orders with the shopper's own order display (items, dates, statuses)",
    session: 'the order desk needs the signed-in staff user and token',
  },
};

/** The files of app/ that features may import: the store-typed hooks (RTK's typed-hooks pattern). */
export const appForFeatures = {
  '*': ['app/hooks.ts'],
  qa: ['app/persist.ts', 'app/devtools.ts', 'app/devtoolsOptIn.ts'],
};

// Patterns from the project root (partialMatch: false); the first that matches a file names its zone. What is left
// of src/ is `entry`, whose policy lets only its root files (main.tsx, renderApp.tsx) through: a new folder of src/
// imports nothing outside itself until it has its zone in `layers`.
const elements = [
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'entry', pattern: 'src/firstFrame' },
  ...Object.keys(layers)
    .filter((zone) => zone !== 'feature' && zone !== 'entry')
    .map((zone) => ({ type: zone, pattern: `src/${zone}` })),
  { type: 'entry', pattern: 'src' },
].map((element) => ({ ...element, partialMatch: false }));
const zone = (type, more = {}) => ({ element: { type, ...more } });
const feature = (name) => zone('feature', { captured: { feature: name } });

const policies = [
  // Within one feature nothing is checked (the plugin leaves imports inside an element alone).
  ...Object.entries(layers).map(([from, may]) => ({
    from: zone(from, from === 'entry' ? { fileInternalPath: '*' } : {}),
    allow: { to: may === '*' ? zone('*') : zone(from === 'feature' ? may : [from, ...may]) },
  })),
  ...Object.entries(featureEdges).flatMap(([from, edges]) =>
    Object.keys(edges).map((to) => ({ from: feature(from), allow: { to: feature(to) } })),
  ),
  ...Object.entries(appForFeatures).map(([name, files]) => ({
    from: name === '*' ? zone('feature') : feature(name),
    allow: { to: zone('app', { fileInternalPath: files.map((file) => path.posix.relative('app', file)) }) },
  })),
];

const settings = {
  'boundaries/elements': elements,
  'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
  'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
};

/** The flat-config entry for src/ (eslint.config.mjs). */
export const spaBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries, 'import-x': importX },
  settings,
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies,
        message:
          '{{from.element.path}} must not import {{to.file.path}} (zones and feature edges: scripts/lint/boundaries.mjs; features meet in app/, through props or slots).',
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

/*
 * `node scripts/lint/boundaries.mjs`: every import from one feature into another in src/ (per edge), and how many
 * are outside the declared edges (lint refuses those).
 */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({
    cwd: path.resolve(import.meta.dirname, '../..'),
    overrideConfigFile: true,
    overrideConfig: {
      files: ['src/**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boundaries },
      settings,
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'allow',
            policies: [{ from: zone('feature'), disallow: { to: zone('feature') } }],
            message: '{{from.element.captured.feature}} → {{to.element.captured.feature}}',
          },
        ],
      },
    },
  });
  const edges = new Map();
  for (const result of await eslint.lintFiles(['src'])) {
    for (const { ruleId, message } of result.messages) {
      if (ruleId === 'boundaries/dependencies') edges.set(message, (edges.get(message) ?? 0) + 1);
    }
  }
  let outside = 0;
  for (const [edge, count] of [...edges].sort()) {
    const [from, to] = edge.split(' → ');
    if (!featureEdges[from]?.[to]) outside += count;
    console.info(`${String(count).padStart(3)}  ${edge}`);
  }
  const total = [...edges.values()].reduce((sum, count) => sum + count, 0);
  console.info(`${total} cross-feature imports, ${outside} outside the declared edges`);
}
