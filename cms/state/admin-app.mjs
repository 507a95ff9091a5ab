// The admin app's settings and list views, as data (applied by cms/state/apply.mjs): Russian, the
// project's name, the page preview links, the Visual Editor's address, the module bar, the lead
// list views. Who owns what:
// - the site: the project's name, language and colour, our preview addresses, the block catalogue link;
// - people: the module bar's other entries and their order (ours set once), other Visual Editor
//   addresses, the licence owner once set (unless PROJECT_OWNER is given), and every list view and
//   bookmark once created (a preset people change or delete is theirs). A collection folder's views
//   are in its state.mjs (collections/leads/state.mjs: the lead list and bookmarks).

/** @typedef {import('./apply.mjs').Item} Item */

/**
 * The Visual Editor's address: the site's preview route (draft mode, where blocks carry their
 * `data-directus` attributes) with no key. The route sends the frame to the admin's PREVIEW_LINK, which
 * lets the signed-in person in with a one-minute, single-use token and back to the site
 * (lib/preview/admin-link.ts). It is the site's own address, not PREVIEW_LINK itself: the module talks
 * only to a frame of the origin of its address (and accepts addresses of that origin), so the frame
 * must end where it starts. The module shows this address, and copies of it open nothing by themselves.
 */
const VISUAL_EDITOR = '@{siteUrl}/ru/products/ecm/api/preview/?path=/&version={{$version}}';

/**
 * An item's preview beside its form: the admin's own endpoint, which lets the signed-in person in
 * with a one-minute, single-use token (cms/extensions/preview-link), so that the preview's address,
 * which anyone can copy from the pane, carries no secret that opens every draft.
 */
// Relative: the pane's frame asks the admin's own origin, whatever name the admin was opened at
// (localhost or 127.0.0.1), so its session cookie goes along; Directus resolves it against the page.
const PREVIEW_LINK = '/preview-link/';

/** The block catalogue, opened by whoever is signed in to the admin (cms/extensions/preview-link). */
export const CATALOGUE = '@{cmsUrl}/preview-link/?path=/block-catalogue/';

/** Directus 11.17's own module bar with the Visual Editor switched on (the first time setup sees it). */
const MODULE_BAR = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: true },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  { type: 'link', id: 'docs', enabled: true, name: '$t:documentation', icon: 'help', url: 'https://docs.directus.io' },
  { type: 'module', id: 'settings', enabled: true, locked: true },
];

/** @type {Item[]} */
export const adminApp = [
  {
    kind: 'settings',
    match: {},
    initial: { module_bar: MODULE_BAR, project_owner: '@{adminEmail}' },
    sync: {
      project_name: 'ECM: сайт',
      default_language: 'ru-RU',
      project_color: '#2563EB',
      // The licence owner: without one, Directus asks for it at every first sign-in.
      project_owner: '@{projectOwner}',
    },
    include: {
      // Replaces the address an earlier setup wrote with `?secret=…` (same address without the query).
      visual_editor_urls: [{ url: VISUAL_EDITOR }],
      module_bar: [
        {
          type: 'link',
          id: 'block-catalogue',
          enabled: true,
          name: 'Каталог блоков',
          icon: 'widgets',
          // No preview secret in the link: the admin's own endpoint signs the marketer in to the
          // catalogue with a one-minute, single-use token (cms/extensions/preview-link).
          url: CATALOGUE,
        },
      ],
    },
  },
  // The embedded admin: Russian, and ADMIN_PASSWORD kept in force when given (Directus applies it
  // at bootstrap only). Directus names the admin it bootstraps «Admin User», which marketers read
  // under every change the admin made («Изменено Admin User»): renamed once, while it has that name.
  {
    kind: 'users/me',
    match: {},
    initial: { first_name: 'Администратор', last_name: 'сайта' },
    was: [{ first_name: 'Admin', last_name: 'User' }],
    sync: { language: 'ru-RU', password: '@{adminPassword}' },
  },
  // Preview beside the item ({{$version}}: the content version open in the admin, `main` for the
  // item itself); content sections preview on their own pages.
  {
    kind: 'collections',
    match: { collection: 'pages' },
    sync: { meta: { preview_url: `${PREVIEW_LINK}?path={{path}}&version={{$version}}` } },
  },
  ...[
    ['webinars', '%2Fwebinars%2F', '&version={{$version}}'],
    ['news', '%2Fnews%2F', '&version={{$version}}'],
    ['articles', '%2Farticles%2F', '&version={{$version}}'],
    ['authors', '%2Farticles%2Fauthors%2F', ''],
  ].map(([collection, section, version]) => ({
    kind: /** @type {const} */ ('collections'),
    match: { collection },
    sync: { meta: { preview_url: `${PREVIEW_LINK}?path=${section}{{slug}}/${version}` } },
  })),
  // A form of «Формы» beside its editor, as visitors will see it (pages/form-preview/[id].tsx), published or not.
  {
    kind: 'collections',
    match: { collection: 'forms' },
    sync: { meta: { preview_url: `${PREVIEW_LINK}?path=/form-preview/{{id}}/` } },
  },
  // The list a page's blocks are chosen from (the block an A/B test compares): position and type,
  // in page order; the list an earlier setup made also showed the block's record number.
  {
    kind: 'presets',
    match: { collection: 'pages_blocks', bookmark: null, role: null, user: null },
    initial: { layout: 'tabular', layout_query: { tabular: { fields: ['sort', 'collection'], sort: ['sort'] } } },
    was: [{ layout_query: { tabular: { fields: ['sort', 'collection', 'item'] } } }],
  },
  // «A/B-тесты»: each test with its goal named (a built form by its name, cms/extensions/experiment-goal-label).
  {
    kind: 'presets',
    match: { collection: 'experiments', bookmark: null, role: null, user: null },
    initial: { layout: 'tabular', layout_query: { tabular: { fields: ['name', 'state', 'goal_label', 'page'], sort: ['-id'] } } },
  },
];
