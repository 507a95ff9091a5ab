// Tests across the site/CMS boundary: a real Directus on a temporary SQLite file, the site built and
// started against it, and Chromium for browser tests. One stack for the whole run (see tests/support).
const config = {
  testEnvironment: '<rootDir>/tests/support/test-environment.mjs',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  transform: {
    '^.+\\.tsx?$': ['next/dist/build/swc/jest-transformer.js', {}],
    // Plain JavaScript the site's TypeScript imports (the one CmsError, shared with cms/): no import.meta in it.
    '/lib/cms/cms-error\\.mjs$': ['next/dist/build/swc/jest-transformer.js', {}],
  },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 60_000,
  maxWorkers: 1,
};

export default config;
