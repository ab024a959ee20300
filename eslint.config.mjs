// Lint: TypeScript, React hooks and accessibility, plus the import boundaries of ARCHITECTURE.md (the SPA's zones
// and feature edges are declared in scripts/lint/boundaries.mjs).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { spaBoundaries } from './scripts/lint/boundaries.mjs';

const spaImport = {
  group: [
    '**/src/*',
    '!**/src/contract',
    '**/src/app/**',
    '**/src/features/**',
    '**/src/ui/**',
    '**/src/api/**',
    '**/src/i18n/**',
    '**/src/theme/**',
  ],
  message: 'The server may import only src/contract from the SPA.',
};
/**
 * server/catalogue/ is entered through its index only (server/catalogue/index.ts says what it offers), and app.ts
 * registers its routes from server/catalogue/routes (its index.ts).
 */
const catalogueInside = {
  group: ['**/catalogue/*', '!**/catalogue/index', '!**/catalogue/routes', '**/catalogue/routes/*'],
  message: 'Use the catalogue through server/catalogue (its index.ts), not its inner files.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'e2e/artifacts',
      'bench/results',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/web/**/*.{ts,tsx}', '__tests__/support/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  spaBoundaries,
  // The SPA takes the API's shapes (src/contract/shapes) as types only, through src/contract/types.ts: TypeBox and
  // the shapes' values stay out of its bundles (bench/bundle.ts).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/shapes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'typebox',
                'typebox/*',
                '**/contract/shapes',
                '**/contract/shapes/*',
                './shapes',
                './shapes/*',
              ],
              allowTypeImports: true,
              message:
                'The SPA imports the API shapes as types only (src/contract/types.ts), never their values.',
            },
          ],
        },
      ],
    },
  },
  // The first frame's server part runs in the server: the same rule.
  {
    files: ['server/**/*.ts', 'firstFrame/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [spaImport] }] },
  },
  {
    files: ['server/**/*.ts', 'firstFrame/server/**/*.ts'],
    ignores: ['server/catalogue/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [spaImport, catalogueInside] }] },
  },
  // The first frame's inline scripts run in the page, as plain scripts (firstFrame/README.md).
  {
    files: ['firstFrame/page/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: [
      'scripts/**/*.{ts,mjs}',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'server/db/seed/cli.ts',
      '*.config.*',
      '__tests__/**/*.{ts,tsx}',
    ],
    rules: { 'no-console': 'off' },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
