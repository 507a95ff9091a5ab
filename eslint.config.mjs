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
      // `const { dropped, ...kept } = x` is how a field is left out of an object.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  // Our modules are free of side effects (package.json "sideEffects"), so the bundler drops an
  // import whose names go unused: one imported for its effect must be listed there too.
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    rules: {
      'import/no-unassigned-import': [
        'error',
        { allow: ['**/*.css', '**/*.css?styles-only', '**/forms/answer-view', '**/kept-html-styles', '@testing-library/jest-dom'] },
      ],
    },
  },
  // Components run in the browser, so what they import is paid for by every visitor: rich text
  // reaches them cleaned by the page's data (lib/html/sanitize-blocks.ts), and the sanitizer would
  // add about 70 kB to every page using them; links are SmartLinks, not next/link.
  {
    files: ['blocks/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['sanitize-html', '@/lib/html/sanitize'].map((name) => ({
              name,
              message:
                'Clean HTML on the server (getStaticProps, lib/html/sanitize-blocks.ts): the sanitizer is too heavy for the browser.',
            })),
            { name: 'next/link', message: 'Use SmartLink (components/smart-link.tsx): the same navigation, 2.3 kB less on every page.' },
          ],
        },
      ],
    },
  },
  // Seed files are plain data modules.
  { files: ['schema/seed/**/*.mjs'], rules: { 'import/no-anonymous-default-export': 'off' } },
];

export default config;
