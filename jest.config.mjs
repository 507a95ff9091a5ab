import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// sanitize-html's parser packages ship as ES modules only; Jest runs CommonJS, so they are compiled.
const esmOnly = ['htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

// Unit tests: components and modules in jsdom, and the pure parts of the Directus extensions (cms/extensions).
// Tests against a real Directus and the built site live in tests/ and run through scripts/test.mjs
// with their own configs.
const config = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // A stylesheet imported for its rules only (components/layout/kept-html-styles.ts): nothing to run in a test.
    '^.+\\.css\\?styles-only$': 'next/dist/build/jest/__mocks__/styleMock.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: [
    '<rootDir>/{blocks,collections,components,docs,lib,pages,pipeline,view}/**/*.test.{ts,tsx}',
    '<rootDir>/cms/extensions/**/*.test.{ts,tsx}',
  ],
});

const jestConfig = async () => {
  const resolved = await config();
  return {
    ...resolved,
    // Jest's default is one worker fewer than the cores: one on CI's two, where the lead routes'
    // property test alone (lib/leads/routes.property.test.ts, 60 % of the step) held up the 148
    // other files. The runner itself only waits for its workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
};

export default jestConfig;
