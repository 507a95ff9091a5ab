import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const config = [
  { ignores: ['.next*/**', 'node_modules/**', 'cms/node_modules/**', 'cms/data/**', 'schema/generated/**', 'next-env.d.ts'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  // Seed files are plain data modules.
  { files: ['schema/seed/**/*.mjs'], rules: { 'import/no-anonymous-default-export': 'off' } },
];

export default config;
