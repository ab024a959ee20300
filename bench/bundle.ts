/*
 * Bundle budget: the home route's initial JavaScript (gzip) against the library floor, both built in this run with
 * the app's own webpack and Babel configuration. `--check` exits 1 when the ratio is over the budget (npm test).
 *
 * Floor: bench/floor/entry.tsx, which imports and uses only what the first screen cannot do without. For reference
 * only, the ratio against bench/floor/whole-libraries.tsx (the budget's most literal reading) is printed too.
 * Initial JS: the scripts in index.html + the chunks of the home route + the chunks of the default locale (en);
 * for Arabic, its catalogue and the right-to-left style plugin instead.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration, type StatsCompilation } from 'webpack';
import makeConfig from '../webpack.config';
import { benchDir, kb, printTable, round, writeResult } from './lib/report';

const root = join(__dirname, '..');

/**
 * What `--check` (npm test) enforces: a guard against growth, with room for the features the first screen still
 * needs; not a figure to chase (docs/decisions.md, "First-load budget").
 */
export const BUDGET = 1.22;
const check = process.argv.includes('--check');

function configFor(outDir: string, entry?: string): Configuration {
  const base = makeConfig(undefined, { mode: 'production' });
  // `--check` (npm test) measures the real production build in dist/, which the browser journeys' server then
  // serves without building again (scripts/start.ts skips a fresh build).
  if (check && !entry) return base;
  const plugins = (base.plugins ?? []).filter((plugin) => {
    const name = plugin?.constructor?.name ?? '';
    // Compressed copies, source maps and the pre-rendered pages (HTML) are not part of what is measured; the floor
    // needs no HTML or public files.
    if (name === 'CompressionPlugin' || name === 'PrerenderPlugin') return false;
    if (entry && (name === 'HtmlWebpackPlugin' || name === 'CopyPlugin')) return false;
    return true;
  });
  return {
    ...base,
    ...(entry ? { entry: { main: entry } } : {}),
    output: { ...base.output, path: outDir },
    devtool: false,
    plugins,
    devServer: undefined,
  } as Configuration;
}

function build(config: Configuration): Promise<StatsCompilation> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack gave no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(
        stats.toJson({
          source: false,
          reasons: false,
          modules: false,
          chunkModules: true,
          nestedModules: true,
          children: false,
        }),
      );
    });
  });
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const rawSize = (file: string) => readFileSync(file).length;
const isJs = (name: string) => name.endsWith('.js');

function groupAssets(stats: StatsCompilation, group: string): string[] {
  const found = stats.namedChunkGroups?.[group] ?? stats.entrypoints?.[group];
  if (!found) throw new Error(`no chunk group '${group}' in the build`);
  return (found.assets ?? []).map((asset) => asset.name).filter(isJs);
}

/** Where the bytes of the given files come from: node_modules packages and our own folders, by module size. */
function composition(stats: StatsCompilation, files: Set<string>) {
  const bySource = new Map<string, number>();
  for (const chunk of stats.chunks ?? []) {
    if (!(chunk.files ?? []).some((file) => files.has(file))) continue;
    // A concatenated module lists the modules it joined; count those.
    const modules = (chunk.modules ?? []).flatMap((module) => module.modules ?? [module]);
    for (const module of modules) {
      const name = module.name ?? module.identifier ?? '';
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1];
      const source = pkg ?? name.replace(/^\.\//, '').split('/').slice(0, 3).join('/');
      bySource.set(source, (bySource.get(source) ?? 0) + (module.size ?? 0));
    }
  }
  return [...bySource.entries()].sort((a, b) => b[1] - a[1]);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  try {
    const floorDir = join(work, 'floor');
    const wholeDir = join(work, 'whole-libraries');
    const appDir = check ? join(root, 'dist') : join(work, 'app');
    const started = Date.now();
    await build(configFor(floorDir, join(benchDir, 'floor', 'entry.tsx')));
    // The reference floor is printed by the bench, not needed by the check.
    if (!check) await build(configFor(wholeDir, join(benchDir, 'floor', 'whole-libraries.tsx')));
    const appStats = await build(configFor(appDir));
    const buildSeconds = (Date.now() - started) / 1000;

    const floorFiles = readdirSync(join(floorDir, 'assets')).filter(isJs);
    const floorGzip = floorFiles.reduce((sum, file) => sum + gzipSize(join(floorDir, 'assets', file)), 0);
    const floorRaw = floorFiles.reduce((sum, file) => sum + rawSize(join(floorDir, 'assets', file)), 0);
    const wholeGzip = check
      ? Number.NaN
      : readdirSync(join(wholeDir, 'assets'))
          .filter(isJs)
          .reduce((sum, file) => sum + gzipSize(join(wholeDir, 'assets', file)), 0);

    const html = readFileSync(join(appDir, 'index.html'), 'utf8');
    const htmlScripts = [...html.matchAll(/<script[^>]*src="?\/?([^"\s>]+\.js)/g)].map((m) => m[1]!);
    const localeEn = groupAssets(appStats, 'locale-en');
    const initial = [...new Set([...htmlScripts, ...groupAssets(appStats, 'home'), ...localeEn])];
    // Lazy chunks are named by id in dist (webpack.config.ts): where a file comes from is told by its chunk group.
    const rows = initial.map((file) => ({
      file,
      source: htmlScripts.includes(file)
        ? 'index.html'
        : localeEn.includes(file)
          ? 'locale en'
          : 'home route',
      'raw KB': kb(rawSize(join(appDir, file))),
      'gzip KB': kb(gzipSize(join(appDir, file))),
    }));
    const initialGzip = initial.reduce((sum, file) => sum + gzipSize(join(appDir, file)), 0);
    const ratio = initialGzip / floorGzip;

    const arabic = [
      ...new Set([
        ...htmlScripts,
        ...groupAssets(appStats, 'home'),
        ...groupAssets(appStats, 'locale-ar'),
        ...groupAssets(appStats, 'rtl'),
      ]),
    ];
    const arabicGzip = arabic.reduce((sum, file) => sum + gzipSize(join(appDir, file)), 0);

    printTable('Home route, initial JavaScript (English)', rows);
    const top = composition(appStats, new Set(initial)).slice(0, 25);
    printTable(
      'What is in it (module source size before minification, top 25)',
      top.map(([source, size]) => ({ source, KB: kb(size) })),
    );
    const summary = [
      { figure: 'library floor (gzip)', value: kb(floorGzip), unit: 'KB' },
      { figure: 'library floor (minified)', value: kb(floorRaw), unit: 'KB' },
      { figure: 'home initial JS, en (gzip)', value: kb(initialGzip), unit: 'KB' },
      { figure: 'home initial JS, ar (gzip)', value: kb(arabicGzip), unit: 'KB' },
      { figure: 'ratio en / floor', value: round(ratio, 3), unit: `budget ${BUDGET}` },
      {
        figure: 'ratio ar / floor',
        value: round(arabicGzip / floorGzip, 3),
        unit: `budget ${BUDGET}`,
      },
      ...(check
        ? []
        : [
            {
              figure: 'for reference: ratio en / whole libraries',
              value: round(initialGzip / wholeGzip, 3),
              unit: `floor ${kb(wholeGzip)} KB if the four libraries counted whole (bench/floor/whole-libraries.tsx)`,
            },
          ]),
      {
        figure: check ? 'the floor and the app builds' : 'all three builds',
        value: round(buildSeconds, 1),
        unit: 's',
      },
    ];
    printTable('Bundle budget (one run)', summary);
    writeResult('bundle', {
      budget: BUDGET,
      floor: { files: floorFiles, gzipBytes: floorGzip, rawBytes: floorRaw },
      ...(check
        ? {}
        : { wholeLibrariesFloor: { gzipBytes: wholeGzip, ratio: round(initialGzip / wholeGzip, 4) } }),
      home: { files: rows, gzipBytes: initialGzip, arabicGzipBytes: arabicGzip },
      ratio: round(ratio, 4),
      arabicRatio: round(arabicGzip / floorGzip, 4),
      composition: top,
    });
    const worst = Math.max(ratio, arabicGzip / floorGzip);
    if (worst > BUDGET) {
      console.log(`OVER BUDGET: initial JS is more than ${BUDGET} × the library floor.`);
      if (check) process.exitCode = 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
