import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

/**
 * A folder's imports may not reach these folders (given both as `@/x/…` and as relative paths).
 * @param {string[]} folders
 * @param {string} why
 */
const above = (folders, why) => ({ group: folders.flatMap((f) => [`@/${f}/**`, `**/${f}/**`]), message: why });

// The layers, top to bottom: pages (routes) → pipeline → view → blocks → components → lib → schema.
// A page render flows down: the route hands the path to the page pipeline (pipeline/: the props and
// the static HTML, in getStaticProps, on the server only) and its props to the page view (view/: the
// page's React tree, on the server and in the browser), which reaches the blocks and each domain
// through its entry (docs/architecture.md#domains-one-entry-each).
// The domains' data model and server side (collections/<name>/: model, access, affected paths) sit
// beside the pages, above lib/ and schema/: the revalidation route and cms/ read them, and they use
// lib/ (its Directus client) and the schema's vocabulary, never the other way round.
const LAYERS = {
  view: above(
    ['pipeline'],
    "The page view runs in the browser too: the page pipeline is the server's (Redis, the CMS reads) and cannot be in the browser's build. It hands the view its props.",
  ),
  blocks: above(['pipeline', 'view'], 'Blocks sit below the page view: it renders them (view/render-blocks.tsx).'),
  components: above(
    ['pipeline', 'view', 'blocks', 'collections'],
    'Components sit below blocks and the page view, which compose them (see view/page.tsx).',
  ),
  lib: above(
    ['pipeline', 'view', 'blocks', 'components', 'collections'],
    'lib/ sits below components, blocks and collections: move the shared piece down into lib/.',
  ),
  schema: above(
    ['pipeline', 'view', 'blocks', 'components', 'collections'],
    'The schema sits at the bottom: move what it needs into schema/.',
  ),
  collections: above(
    ['pages', 'pipeline', 'view', 'blocks', 'components'],
    'A domain (collections/<name>/) sits below the routes: move the shared piece down into lib/.',
  ),
};

/** Only lib/cms/client.ts talks to Directus. */
const DIRECTUS_CLIENTS = ['@directus/sdk'].map((name) => ({
  name,
  message: 'Reach Directus through lib/cms/client.ts (cmsQuery, cmsCall, cmsRest, cmsFetch): one client, one error type.',
}));

// Components run in the browser, so what they import is paid for by every visitor: rich text
// reaches them cleaned by the page's data (lib/html/sanitize-blocks.ts), and the sanitizer would
// add about 70 kB to every page using them; links are SmartLinks, not next/link.
const BROWSER_ONLY = [
  ...['sanitize-html', '@/lib/html/sanitize'].map((name) => ({
    name,
    message: 'Clean HTML on the server (getStaticProps, lib/html/sanitize-blocks.ts): the sanitizer is too heavy for the browser.',
  })),
  { name: 'next/link', message: 'Use SmartLink (components/smart-link.tsx): the same navigation, 2.3 kB less on every page.' },
];

/**
 * no-restricted-imports per folder. ESLint keeps one set of options per rule and file (the last
 * matching entry wins), so each entry lists everything its files may not import.
 */
function importRules() {
  /**
   * @param {string[]} files
   * @param {{ paths?: { name: string, message: string }[], patterns?: { group: string[], message: string }[] }} restricted
   * @param {string[]} [ignores]
   */
  const entry = (files, { paths = [], patterns = [] }, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
  });
  return [
    entry(['lib/**/*.{ts,tsx,mjs}'], { paths: DIRECTUS_CLIENTS, patterns: [LAYERS.lib] }, ['lib/cms/client.ts']),
    entry(['lib/cms/client.ts'], { patterns: [LAYERS.lib] }),
    entry(['pages/**/*.{ts,tsx}', 'proxy.ts'], { paths: DIRECTUS_CLIENTS }),
    entry(['schema/**/*.{ts,mjs}'], { patterns: [LAYERS.schema] }),
    entry(['collections/**/*.{ts,mjs}'], { paths: DIRECTUS_CLIENTS, patterns: [LAYERS.collections] }),
    entry(['pipeline/**/*.{ts,tsx}'], { paths: DIRECTUS_CLIENTS }),
    entry(['view/**/*.{ts,tsx}'], { paths: DIRECTUS_CLIENTS, patterns: [LAYERS.view] }),
    entry(['view/**/*.tsx'], { paths: [...DIRECTUS_CLIENTS, ...BROWSER_ONLY], patterns: [LAYERS.view] }, ['**/*.test.tsx']),
    entry(['blocks/**/*.{ts,tsx,mjs}'], { paths: DIRECTUS_CLIENTS, patterns: [LAYERS.blocks] }),
    entry(['blocks/**/*.tsx'], { paths: [...DIRECTUS_CLIENTS, ...BROWSER_ONLY], patterns: [LAYERS.blocks] }, ['**/*.test.tsx']),
    // The blocks' tests may render a block the way a page does (view/render-blocks.tsx).
    entry(['blocks/**/*.test.{ts,tsx}'], { paths: DIRECTUS_CLIENTS }),
    entry(['components/**/*.{ts,tsx,mjs}'], { paths: DIRECTUS_CLIENTS, patterns: [LAYERS.components] }),
    entry(['components/**/*.tsx'], { paths: [...DIRECTUS_CLIENTS, ...BROWSER_ONLY], patterns: [LAYERS.components] }, ['**/*.test.tsx']),
  ];
}

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
  ...importRules(),
  // Directus' address is known to the one client only (lib/cms/client.ts): every call goes through it.
  {
    files: [
      'lib/**/*.{ts,tsx,mjs}',
      'pages/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'pipeline/**/*.{ts,tsx}',
      'view/**/*.{ts,tsx}',
      'blocks/**/*.{ts,tsx}',
      'collections/**/*.{ts,mjs}',
      'proxy.ts',
    ],
    ignores: ['lib/cms/client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='DIRECTUS_URL']",
          message: 'Reach Directus through lib/cms/client.ts (cmsQuery, cmsCall, cmsRest, cmsFetch), not by its address.',
        },
      ],
    },
  },
  // Seed files are plain data modules.
  { files: ['schema/seed/**/*.mjs'], rules: { 'import/no-anonymous-default-export': 'off' } },
];

export default config;
