/*
 * The SPA's import boundaries (scripts/lint/boundaries.mjs: eslint-plugin-boundaries' dependencies and import-x's
 * no-cycle): what lint refuses and what it lets through, checked with the project's own ESLint configuration on probe
 * sources placed in src/.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface Probe {
  file: string;
  code: string;
}

/** The boundary and circle messages ESLint gives each probe (one ESLint process for all of them). */
function boundaryMessages(probes: Probe[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(process.argv[1]);
    const rules = ['boundaries/dependencies', 'import-x/no-cycle'];
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const probe of probes) {
        const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
        out.push(result.messages.filter((m) => rules.includes(m.ruleId)).map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const stdout = execFileSync(process.execPath, ['-e', script, JSON.stringify(probes)], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

describe('the SPA import boundaries', () => {
  const probes: Record<string, Probe> = {
    catalogueToCart: {
      file: 'src/features/catalogue/Probe.tsx',
      code: "export { AddToCartControl } from '../cart/components/AddToCartControl';\n",
    },
    catalogueToReviewsLazily: {
      file: 'src/features/catalogue/Probe.tsx',
      code: 'export const load = () => import(/* webpackChunkName: "review" */ \'../reviews/ReviewForm\');\n',
    },
    cartToCatalogue: {
      file: 'src/features/cart/Probe.tsx',
      code: "export { ProductGrid } from '../catalogue/components/ProductGrid';\n",
    },
    featureToAppHooks: {
      file: 'src/features/content/Probe.ts',
      code: "export { useAppSelector } from '../../app/hooks';\n",
    },
    featureToAppStore: {
      file: 'src/features/content/Probe.ts',
      code: "export { setupStore } from '../../app/store';\n",
    },
    uiToFeature: {
      file: 'src/ui/Probe.ts',
      code: "export { selectCartItems } from '../features/cart/cartSlice';\n",
    },
    apiToFeature: {
      file: 'src/api/Probe.ts',
      code: "export { selectUser } from '../features/session/sessionSlice';\n",
    },
    i18nToApp: { file: 'src/i18n/Probe.ts', code: "export { useAppSelector } from '../app/hooks';\n" },
    configToApp: { file: 'src/config/Probe.ts', code: "export { setupStore } from '../app/store';\n" },
    appToFeature: {
      file: 'src/app/Probe.ts',
      code: "export { selectCartItems } from '../features/cart/cartSlice';\n",
    },
    circle: {
      file: 'src/features/session/components/UserMenuPanel.tsx',
      code: "export { UserMenu } from './UserMenu';\n",
    },
    lazyCircle: {
      file: 'src/features/session/components/UserMenuPanel.tsx',
      code: "export const load = () => import('./UserMenu');\n",
    },
  };
  let messages: Record<string, string[]>;

  beforeAll(() => {
    const names = Object.keys(probes);
    const results = boundaryMessages(names.map((name) => probes[name]!));
    messages = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
  }, 120_000);

  it('refuses a feature importing another one outside the declared edges, statically or lazily', () => {
    expect(messages.catalogueToCart).toEqual([
      expect.stringContaining('src/features/catalogue must not import src/features/cart/'),
    ]);
    expect(messages.catalogueToReviewsLazily).toEqual([
      expect.stringContaining('src/features/catalogue must not import src/features/reviews/'),
    ]);
  });

  it('lets a declared feature edge and the app composing features through', () => {
    expect(messages.cartToCatalogue).toEqual([]);
    expect(messages.appToFeature).toEqual([]);
  });

  it("lets a feature use app/'s typed hooks, and nothing else of app/", () => {
    expect(messages.featureToAppHooks).toEqual([]);
    expect(messages.featureToAppStore).toEqual([expect.stringContaining('must not import src/app/store.ts')]);
  });

  it('refuses ui, api, i18n and config importing a feature or app/', () => {
    expect(messages.uiToFeature).toEqual([
      expect.stringContaining('src/ui must not import src/features/cart/'),
    ]);
    expect(messages.apiToFeature).toEqual([
      expect.stringContaining('src/api must not import src/features/session/'),
    ]);
    expect(messages.i18nToApp).toEqual([
      expect.stringContaining('src/i18n must not import src/app/hooks.ts'),
    ]);
    expect(messages.configToApp).toEqual([
      expect.stringContaining('src/config must not import src/app/store.ts'),
    ]);
  });

  it('refuses an import that closes a circle of files, statically or lazily', () => {
    expect(messages.circle).toEqual([expect.stringContaining('Dependency cycle')]);
    expect(messages.lazyCircle).toEqual([expect.stringContaining('Dependency cycle')]);
  });
});
