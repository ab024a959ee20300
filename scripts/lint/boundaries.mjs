/*
 * The SPA's import boundaries (ARCHITECTURE.md, docs/decisions.md "Feature boundaries"), declared in ONE place:
 * `layers` says which zones of src/ a zone may import, `featureEdges` the only imports allowed from one feature into
 * another, `appForFeatures` the only files of app/ a feature may import. The rule `spa/boundaries` reports every
 * other relative import (static, re-export or dynamic `import()`), and every import that closes a circle of files.
 */
import fs from 'node:fs';
import path from 'node:path';

const srcRoot = path.resolve(import.meta.dirname, '../../src');

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

const zoneOf = (file) => {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts.length === 1 || parts[0] === 'firstFrame') return { layer: 'entry', rel };
  if (parts[0] === 'features') return { layer: 'feature', feature: parts[1], rel };
  return { layer: parts[0], rel };
};

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const resolve = (from, spec) => {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of extensions) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
};

const importPattern =
  /(?:^|[^\w.])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*(?:\/\*.*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/gs;

let graph;
/** Every src/ file → the src/ files it imports, read once per lint run. */
const srcGraph = () => {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const targets = new Set();
        for (const match of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
          const target = resolve(file, match[1] ?? match[2]);
          if (target && zoneOf(target)) targets.add(target);
        }
        graph.set(file, targets);
      }
    }
  };
  walk(srcRoot);
  return graph;
};

/** A path of imports from `from` back to `to`, or null. */
const pathBack = (from, to) => {
  const edges = srcGraph();
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const trail = queue.shift();
    for (const next of edges.get(trail.at(-1)) ?? []) {
      if (next === to) return trail;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
};

const allowed = (from, to) => {
  if (from.layer === 'feature' && to.layer === 'feature') {
    return from.feature === to.feature || Boolean(featureEdges[from.feature]?.[to.feature]);
  }
  if (from.layer === to.layer) return true;
  if (from.layer === 'feature' && to.layer === 'app') {
    const files = [...appForFeatures['*'], ...(appForFeatures[from.feature] ?? [])];
    return files.includes(to.rel.split(path.sep).join('/'));
  }
  const may = layers[from.layer];
  return may === '*' || (may ?? []).includes(to.layer);
};

const zoneName = (zone) => (zone.layer === 'feature' ? `features/${zone.feature}` : zone.layer);

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the SPA zones, feature edges and import circles as declared.' },
    messages: {
      crossFeature:
        '{{from}} must not import {{to}}: features meet in app/ (props or slots), or declare the edge in scripts/lint/boundaries.mjs.',
      layer: '{{from}} must not import {{to}} (declared zones: scripts/lint/boundaries.mjs).',
      circle: 'This import closes a circle: {{trail}}.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolve(file, source.value);
      if (!target) return;
      const to = zoneOf(target);
      if (!to) return;
      if (!allowed(from, to)) {
        const messageId = from.layer === 'feature' && to.layer === 'feature' ? 'crossFeature' : 'layer';
        context.report({ node: source, messageId, data: { from: zoneName(from), to: to.rel } });
      }
      const back = pathBack(target, file);
      if (back) {
        const trail = [file, ...back, file].map((f) => path.relative(srcRoot, f)).join(' → ');
        context.report({ node: source, messageId: 'circle', data: { trail } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { boundaries } };

/*
 * `node scripts/lint/boundaries.mjs`: every import from one feature into another in src/ (files, per edge), and how
 * many are outside the declared edges (lint refuses those).
 */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const edges = new Map();
  let outside = 0;
  for (const [file, targets] of srcGraph()) {
    const from = zoneOf(file);
    for (const target of targets) {
      const to = zoneOf(target);
      if (from.layer !== 'feature' || to.layer !== 'feature' || from.feature === to.feature) continue;
      const edge = `${from.feature} → ${to.feature}`;
      edges.set(edge, (edges.get(edge) ?? 0) + 1);
      if (!allowed(from, to)) outside += 1;
    }
  }
  for (const [edge, count] of [...edges].sort()) console.info(`${String(count).padStart(3)}  ${edge}`);
  const total = [...edges.values()].reduce((sum, count) => sum + count, 0);
  console.info(`${total} cross-feature imports, ${outside} outside the declared edges`);
}
