// Who may do what in Directus, as data (applied by cms/state/apply.mjs).
// - Visitors (Directus' public role) read nothing: the site's own users read content with their
//   tokens and the site serves files by id (pages/api/assets). See docs/adr/0007.
// - The site's server has one user per job, each with a policy that allows only that job, so a leaked
//   token exposes no more than its job needs. Their rules are the site's (`sync`): brought to these on
//   every start; rules people add to a policy are kept.
// - People's roles: marketers compose content, pages, blocks, menus, redirects, files and forms and
//   see leads without personal data; sales read leads in full. Their rules, roles and the seeded
//   marketer are created when missing and then theirs (`initial`): an administrator's change survives.

/** @typedef {import('./apply.mjs').Item} Item */
/** @typedef {{ collection: string, schema: object | null, fields?: { field: string, type?: string }[], site?: { publicRead?: boolean, readFilter?: object } }} Collection */

const PUBLISHED = { status: { _eq: 'published' } };
const PUBLIC_POLICY = '@policies:$t:public_label';

/** Lead fields that name or reach a person: only sales (and the CRM delivery) read them. */
const LEAD_PERSONAL = ['fio', 'email', 'phone', 'company', 'fields', 'da_data', 'ip', 'user_agent'];
const SUBSCRIBER_PERSONAL = ['email', 'hash', 'extras', 'ip', 'user_agent', 'confirm_token', 'pending_consent'];

/** What the site may change in a stored lead: fields the visitor adds later, and the CRM delivery state. */
const LEAD_FOLLOW_UP_FIELDS = [
  ...['fields', 'fio', 'phone', 'company'],
  ...['crm_status', 'crm_attempts', 'crm_sent_at', 'crm_last_error', 'crm_next_attempt_at'],
  // A visitor's update of a lead is stored as a new revision of it.
  'revision',
];
/** Subscriber fields the double opt-in reads (to find a request by address or link) and writes. */
const SUBSCRIBER_OPT_IN_READ = ['id', 'status', 'email', 'hash', 'confirm_token', 'confirm_requested_at', 'pending_consent'];
const SUBSCRIBER_OPT_IN_WRITE = [
  ...['email', 'status', 'target', 'consent_version', 'consent_at', 'ip', 'user_agent'],
  ...['confirm_token', 'confirm_requested_at', 'pending_consent', 'confirmed_at', 'unsubscribed_at'],
];

/**
 * Lead and subscriber fields the dashboards (cms/state/insights.mjs) group and count by: a people's
 * read rule that lists fields one by one gets those it lacks; nothing else of the rule changes.
 */
const DASHBOARD_FIELDS = {
  leads: [
    ...['id', 'date_created', 'kind', 'source_url', 'utm_source', 'utm_campaign', 'source_deal'],
    ...['crm_status', 'crm_last_error', 'captcha_status'],
    // Read and exported by marketers (copied out of the form's fields, see schema/model/leads.mjs).
    ...['company_size', 'position'],
  ],
  subscribers: ['id', 'status', 'confirmed_at', 'unsubscribed_at'],
};

/** A rule: `[collection, action, fields?, filter?]`. */
const rule = (collection, action, fields = ['*'], permissions = {}) => ({ collection, action, fields, permissions });
const read = (collection, fields, permissions) => rule(collection, 'read', fields, permissions);
const crud = (collection, permissions = {}) => ['create', 'read', 'update', 'delete'].map((a) => rule(collection, a, ['*'], permissions));

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
  const fieldsWithout = (collection, left) =>
    /** @type {Collection} */ (collections.find((c) => c.collection === collection)).fields
      ?.filter((f) => f.type !== 'alias' && !left.includes(f.field))
      .map((f) => f.field);
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
        read('directus_files'),
      ],
    },
    {
      name: 'Сайт: предпросмотр',
      description: 'Сервер сайта: черновики и версии в режиме предпросмотра',
      email: 'site-preview@example.com',
      token: 'previewToken',
      rules: [...names.map((c) => read(c)), read('directus_files'), read('directus_versions')],
    },
    {
      name: 'Сайт: заявки',
      description: 'Сервер сайта: записывает заявки и подписчиков; личные данные заявок не читает',
      email: 'site-leads@example.com',
      token: 'leadsToken',
      rules: [
        rule('leads', 'create'),
        // Enough to learn that a lead is stored (its id, the retry key), nothing about the person.
        read('leads', ['id', 'idempotency_key']),
        rule('leads', 'update', LEAD_FOLLOW_UP_FIELDS),
        rule('subscribers', 'create'),
        read('subscribers', SUBSCRIBER_OPT_IN_READ),
        rule('subscribers', 'update', SUBSCRIBER_OPT_IN_WRITE),
        read('companies'),
      ],
    },
    {
      name: 'Сайт: доставка заявок',
      description: 'Сервер сайта: читает сохранённую заявку, чтобы передать её в CRM',
      email: 'site-lead-delivery@example.com',
      token: 'leadDeliveryToken',
      rules: [read('leads')],
    },
    {
      name: 'Сайт: A/B-тесты',
      description: 'Сервер сайта: считает посетителей вариантов, пишет итоги тестов, ставит победителя блоком страницы',
      email: 'site-experiments@example.com',
      token: 'experimentsToken',
      rules: [
        read('experiments'),
        read('experiment_variants'),
        read('experiment_variants_blocks'),
        rule('experiment_visits', 'create', ['variant', 'visitors']),
        read('experiment_visits', ['id', 'variant', 'visitors']),
        // Counted, never read one by one: no field of a lead that names a person.
        read('leads', ['id', 'kind', 'experiment', 'variant']),
        rule('experiment_variants', 'update', ['visitors', 'leads', 'conversion', 'significance']),
        rule('experiments', 'update', ['summary', 'winner', 'winner_applied']),
        // Ending a test: the winner's block takes the place of the page's block.
        read('pages_blocks', ['id', 'pages_id', 'collection', 'item']),
        rule('pages_blocks', 'update', ['collection', 'item']),
      ],
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
        ...names.flatMap((c) => crud(c)),
        read('leads', fieldsWithout('leads', LEAD_PERSONAL)),
        // Test leads (a form tried on the live site) go, so that they count in no dashboard.
        rule('leads', 'delete'),
        read('subscribers', fieldsWithout('subscribers', SUBSCRIBER_PERSONAL)),
        read('companies'),
        ...crud('directus_files'),
        ...crud('directus_folders'),
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
      rules: [read('leads'), read('subscribers'), read('companies'), people, ...insights],
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
  for (const { name, description, email, token, rules } of site) {
    items.push(
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
    );
  }
  for (const { name, icon, description, rules } of roles) {
    items.push(
      { kind: 'policies', match: { name }, initial: { description, icon, app_access: true, admin_access: false } },
      ...rules.map(({ collection, action, ...values }) => ({
        kind: /** @type {const} */ ('permissions'),
        match: { policy: `@policies:${name}`, collection, action },
        initial: values,
        ...(action === 'read' && DASHBOARD_FIELDS[collection] ? { include: { fields: DASHBOARD_FIELDS[collection] } } : {}),
      })),
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
