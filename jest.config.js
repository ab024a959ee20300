// Two projects: the SPA in a jsdom that keeps fetch (jest-fixed-jsdom), the API server in node.
const esm = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'jose',
  'until-async',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'jwt-decode',
  'rettime',
];
// Every .mjs file is compiled too (msw's dependencies ship only ES modules).
const transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/).+\\.c?js$`];
const transform = { '\\.[cm]?[jt]sx?$': 'babel-jest' };

module.exports = {
  // Screen journeys with lazy routes and user-event typing; generous on a shared two-core machine (global option:
  // jest ignores testTimeout inside a project).
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/__tests__/web'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/__tests__/support/web/setupGlobals.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/web/setupTests.ts'],
      moduleNameMapper: {
        // A part of a catalogue (`?core`, `?rest`): the webpack loader cuts it; in jest the same cut is a module.
        '^.+/locales/(en|ar)\\.json\\?(core|rest|staff)$':
          '<rootDir>/__tests__/support/web/catalogueParts/$1.$2.ts',
        '\\.(css)$': 'identity-obj-proxy',
        '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/__tests__/support/web/fileStub.js',
      },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      globalSetup: '<rootDir>/__tests__/support/server/globalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/support/server/globalTeardown.ts',
      roots: ['<rootDir>/__tests__/server'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns: [
        `/node_modules/(?!(${[...esm, 'content-disposition', '@electric-sql', 'cookie'].join('|')})/).+\\.c?js$`,
      ],
    },
  ],
};
