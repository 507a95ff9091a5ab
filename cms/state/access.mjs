// Who may do what in Directus, as data (applied by cms/state/apply.mjs).
// - Visitors (Directus' public role) read nothing: the site's own users read content with their
//   tokens and the site serves files by id (pages/api/assets). See docs/adr/0007.
// - The site's server has one user per job, each with a policy that allows only that job, so a leaked
//   token exposes no more than its job needs. Their rules are the site's (`sync`): brought to these on
//   every start; rules people add to a policy are kept.
// - People's roles: marketers compose content, pages, blocks, menus, redirects, files and forms;
//   sales read leads. Their rules, roles and the seeded marketer are created when missing and then
//   theirs (`initial`): an administrator's change survives.
// A collection folder adds its own jobs and rules in its `state.mjs` (collections/leads/state.mjs:
// leads in full for sales, without personal data for marketers).

/** @typedef {import('./apply.mjs').Item} Item */
/** @typedef {{ collection: string, schema: object | null, fields?: { field: string, type?: string }[], site?: { publicRead?: boolean, readFilter?: object, writtenByCms?: boolean } }} Collection */

import { LEAD_FILES_FOLDER } from '../../lib/leads/lead-files.mjs';

const PUBLISHED = { status: { _eq: 'published' } };
/** Files of pages, not those visitors attached to leads: what the site's page tokens (and so pages/api/assets) may read. */
const NOT_LEAD_FILES = { _or: [{ folder: { _null: true } }, { folder: { _neq: LEAD_FILES_FOLDER } }] };
const NOT_LEAD_FOLDER = { id: { _neq: LEAD_FILES_FOLDER } };
const PUBLIC_POLICY = '@policies:$t:public_label';
/** The site's preview job: drafts and content versions for marketers' previews (a release's too: collections/releases/state.mjs). */
export const PREVIEW_JOB = 'Сайт: предпросмотр';

/**
 * A rule of a policy: what `action` it allows on `collection`, on which fields, on which rows.
 * @typedef {{ collection: string, action: string, fields: string[], permissions: Record<string, unknown>, validation?: Record<string, unknown>, include?: string[] }} Rule
 */
/** @returns {Rule} */
export const rule = (collection, action, fields = ['*'], permissions = {}) => ({ collection, action, fields, permissions });
/** @returns {Rule} */
export const read = (collection, fields = ['*'], permissions = {}) => rule(collection, 'read', fields, permissions);
const crud = (collection, permissions = {}) => ['create', 'read', 'update', 'delete'].map((a) => rule(collection, a, ['*'], permissions));

/**
 * One job of the site's server: its policy, brought to exactly these rules on every start (rules
 * people add are kept), and its user, whose token is the secret `token` (scripts/stack.mjs).
 * @param {{ name: string, description: string, email: string, token: string, rules: Rule[] }} job
 * @returns {Item[]}
 */
export function siteJob({ name, description, email, token, rules }) {
  return [
    { kind: 'policies', match: { name }, initial: { description, icon: 'dns', app_access: false, admin_access: false } },
    ...rules.map(({ collection, action, ...values }) => ({
      kind: /** @type {const} */ ('permissions'),
      match: { policy: `@policies:${name}`, collection, action },
      sync: values,
    })),
    {
      kind: 'users',
      match: { email },
      initial: { first_name: 'Сайт', last_name: name.replace('Сайт: ', ''), status: 'active' },
      sync: { token: `@{${token}}` },
    },
    { kind: 'access', match: { user: `@users:${email}`, policy: `@policies:${name}` } },
  ];
}

/**
 * Rules of a people's role («Маркетолог», «Отдел продаж»), created when missing and then theirs. A
 * rule's `include`: fields added to it when it lists fields one by one and lacks them.
 * @param {string} role
 * @param {Rule[]} rules
 * @returns {Item[]}
 */
export function roleRules(role, rules) {
  return rules.map(({ collection, action, include, ...values }) => ({
    kind: /** @type {const} */ ('permissions'),
    match: { policy: `@policies:${role}`, collection, action },
    initial: values,
    ...(include ? { include: { fields: include } } : {}),
  }));
}

/**
 * @param {Collection[]} collections the model (schema/model)
 * @returns {Item[]}
 */
export function access(collections) {
  const tables = collections.filter((c) => c.schema !== null);
  // Content the site shows (pages, blocks, menus, webinars…): `publicRead` in the model.
  const content = tables.filter((c) => c.site?.publicRead !== false);
  const names = content.map((c) => c.collection);
  const hasStatus = (c) => c.fields?.some((f) => f.field === 'status');
  const ofContent = { collection: { _in: names } };
  const insights = [read('directus_dashboards'), read('directus_panels')];
  const people = read('directus_users', ['id', 'first_name', 'last_name', 'avatar']);

  const site = [
    {
      name: 'Сайт: опубликованное',
      description: 'Сервер сайта: страницы для посетителей — только опубликованное',
      email: 'site@example.com',
      token: 'siteToken',
      rules: [
        ...content.map((c) =>
          read(
            c.collection,
            ['*'],
            c.site?.readFilter ??
              (hasStatus(c)
                ? PUBLISHED
                : // A draft page's block rows stay unread; the block items are only reached through them.
                  c.collection === 'pages_blocks'
                  ? { pages_id: PUBLISHED }
                  : {}),
          ),
        ),
        read('directus_files', ['*'], NOT_LEAD_FILES),
      ],
    },
    {
      name: PREVIEW_JOB,
      description: 'Сервер сайта: черновики и версии в режиме предпросмотра',
      email: 'site-preview@example.com',
      token: 'previewToken',
      rules: [...names.map((c) => read(c)), read('directus_files', ['*'], NOT_LEAD_FILES), read('directus_versions')],
    },
    {
      name: 'Сайт: поиск затронутых страниц',
      description: 'Сервер сайта: по истории правок находит страницы, которые надо обновить',
      email: 'site-revalidate@example.com',
      token: 'revalidateToken',
      rules: [
        ...names.map((c) => read(c)),
        // Revisions of content only: those of leads and subscribers hold personal data.
        read('directus_revisions', ['id', 'collection', 'item', 'data'], ofContent),
      ],
    },
  ];

  const roles = [
    {
      name: 'Маркетолог',
      icon: 'campaign',
      description: 'Страницы, блоки, меню, перенаправления, файлы, формы и контент; заявки — только просмотр без личных данных',
      rules: [
        // A copy the CMS itself writes (a form's versions): people read it, never change it.
        ...content.flatMap((c) => (c.site?.writtenByCms ? [read(c.collection)] : crud(c.collection))),
        // The files visitors attach to leads are personal data: sales read them (collections/leads/state.mjs).
        rule('directus_files', 'create'),
        ...['read', 'update', 'delete'].map((a) => rule('directus_files', a, ['*'], NOT_LEAD_FILES)),
        rule('directus_folders', 'create'),
        ...['read', 'update', 'delete'].map((a) => rule('directus_folders', a, ['*'], NOT_LEAD_FOLDER)),
        ...crud('directus_versions', ofContent),
        read('directus_revisions', ['*'], ofContent),
        read('directus_activity', ['*'], ofContent),
        read('directus_comments', ['*'], ofContent),
        rule('directus_comments', 'create'),
        people,
        ...insights,
      ],
    },
    {
      name: 'Отдел продаж',
      icon: 'support_agent',
      description: 'Заявки и подписчики целиком, включая личные данные',
      rules: [people, ...insights],
    },
  ];

  /** @type {Item[]} */
  const items = [
    // An installation made before site policies were split by job: that policy let visitors read
    // every content collection; it goes, and the public rules it came with.
    ...[...tables.map((c) => c.collection), 'directus_files'].map((collection) => ({
      kind: /** @type {const} */ ('permissions'),
      remove: { policy: PUBLIC_POLICY, collection },
      if: { kind: /** @type {const} */ ('policies'), match: { name: 'Сайт: чтение черновиков' } },
    })),
    { kind: 'policies', remove: { name: 'Сайт: чтение черновиков' } },
    // Visitors read no file; the rule earlier setups gave the public role goes.
    {
      kind: 'permissions',
      remove: { policy: PUBLIC_POLICY, collection: 'directus_files', action: 'read', fields: ['id'], permissions: {} },
    },
  ];
  items.push(...site.flatMap(siteJob));
  for (const { name, icon, description, rules } of roles) {
    items.push(
      { kind: 'policies', match: { name }, initial: { description, icon, app_access: true, admin_access: false } },
      ...roleRules(name, rules),
      { kind: 'roles', match: { name }, initial: { icon, description } },
      { kind: 'access', match: { role: `@roles:${name}`, policy: `@policies:${name}` } },
    );
  }
  // The seeded marketer: a password changed in the admin app is kept.
  items.push({
    kind: 'users',
    match: { email: '@{marketerEmail}' },
    initial: {
      password: '@{marketerPassword}',
      ...{ first_name: 'Мария', last_name: 'Маркетолог', role: '@roles:Маркетолог', status: 'active', language: 'ru-RU' },
    },
  });
  return items;
}
