// What a snapshot does not carry: access rules, the site's own user, the revalidation flow and the
// admin app's settings. Synced on every start (idempotent), so a new block collection is readable
// and triggers revalidation without manual steps.
import {
  createFlow,
  createOperation,
  createPermissions,
  createPolicy,
  createPreset,
  createRole,
  createUser,
  customEndpoint,
  deletePermissions,
  deletePolicy,
  readFlows,
  readItems,
  readOperation,
  readPermissions,
  readPolicies,
  readPresets,
  readRoles,
  readSettings,
  readUsers,
  updateCollection,
  updateFlow,
  updateItem,
  updateMe,
  updateOperation,
  updatePermission,
  updatePreset,
  updateSettings,
  updateUser,
} from '@directus/sdk';
import { adminClient } from './client.mjs';
import { pageLinkFields } from '../schema/model/dsl.mjs';

const PUBLISHED = { status: { _eq: 'published' } };

/**
 * The site's Directus users, one per job, each with a policy that allows only that job, so a leaked
 * token exposes no more than its job needs. `token` names the key in the stack's secrets.
 */
function sitePolicies(collections) {
  const tables = collections.filter((c) => c.schema !== null);
  // Content the site shows (pages, blocks, menus, webinars…): `publicRead` in the model.
  const content = tables.filter((c) => c.site?.publicRead !== false);
  const hasStatus = (c) => c.fields?.some((f) => f.field === 'status');
  const read = (collection, permissions = {}, fields = ['*']) => ({ collection, action: 'read', fields, permissions });
  return [
    {
      name: 'Сайт: опубликованное',
      description: 'Сервер сайта: страницы для посетителей — только опубликованное',
      email: 'site@example.com',
      token: 'siteToken',
      permissions: [
        ...content.map((c) =>
          c.site?.readFilter
            ? read(c.collection, c.site.readFilter)
            : hasStatus(c)
              ? read(c.collection, PUBLISHED)
              : // A draft page's block rows stay unread; the block items are only reached through them.
                c.collection === 'pages_blocks'
                ? read(c.collection, { pages_id: PUBLISHED })
                : read(c.collection),
        ),
        read('directus_files'),
      ],
    },
    {
      name: 'Сайт: предпросмотр',
      description: 'Сервер сайта: черновики и версии в режиме предпросмотра',
      email: 'site-preview@example.com',
      token: 'previewToken',
      permissions: [...content.map((c) => read(c.collection)), read('directus_files'), read('directus_versions')],
    },
    {
      name: 'Сайт: заявки',
      description: 'Сервер сайта: записывает заявки и подписчиков; личные данные заявок не читает',
      email: 'site-leads@example.com',
      token: 'leadsToken',
      permissions: [
        { collection: 'leads', action: 'create', fields: ['*'], permissions: {} },
        // Enough to learn that a lead is stored (its id, the retry key), nothing about the person.
        read('leads', {}, ['id', 'idempotency_key']),
        { collection: 'leads', action: 'update', fields: LEAD_FOLLOW_UP_FIELDS, permissions: {} },
        { collection: 'subscribers', action: 'create', fields: ['*'], permissions: {} },
        read('subscribers', {}, SUBSCRIBER_OPT_IN_READ),
        { collection: 'subscribers', action: 'update', fields: SUBSCRIBER_OPT_IN_WRITE, permissions: {} },
        read('companies'),
      ],
    },
    {
      name: 'Сайт: доставка заявок',
      description: 'Сервер сайта: читает сохранённую заявку, чтобы передать её в CRM',
      email: 'site-lead-delivery@example.com',
      token: 'leadDeliveryToken',
      permissions: [read('leads')],
    },
    {
      name: 'Сайт: A/B-тесты',
      description: 'Сервер сайта: считает посетителей вариантов, пишет итоги тестов, ставит победителя блоком страницы',
      email: 'site-experiments@example.com',
      token: 'experimentsToken',
      permissions: [
        read('experiments'),
        read('experiment_variants'),
        read('experiment_variants_blocks'),
        { collection: 'experiment_visits', action: 'create', fields: ['variant', 'visitors'], permissions: {} },
        read('experiment_visits', {}, ['id', 'variant', 'visitors']),
        // Counted, never read one by one: no field of a lead that names a person.
        read('leads', {}, ['id', 'kind', 'experiment', 'variant']),
        {
          collection: 'experiment_variants',
          action: 'update',
          fields: ['visitors', 'leads', 'conversion', 'significance'],
          permissions: {},
        },
        { collection: 'experiments', action: 'update', fields: ['summary', 'winner', 'winner_applied'], permissions: {} },
        // Ending a test: the winner's block takes the place of the page's block.
        read('pages_blocks', {}, ['id', 'pages_id', 'collection', 'item']),
        { collection: 'pages_blocks', action: 'update', fields: ['collection', 'item'], permissions: {} },
      ],
    },
    {
      name: 'Сайт: поиск затронутых страниц',
      description: 'Сервер сайта: по истории правок находит страницы, которые надо обновить',
      email: 'site-revalidate@example.com',
      token: 'revalidateToken',
      permissions: [
        ...content.map((c) => read(c.collection, {}, ['*'])),
        // Revisions of content only: those of leads and subscribers hold personal data.
        read('directus_revisions', { collection: { _in: content.map((c) => c.collection) } }, ['id', 'collection', 'item', 'data']),
      ],
    },
  ];
}

// ---- Built forms (issue 29), to port with the rest of this file's rules -------------------------
// `forms` is content: marketers (and admins) edit it, the site reads published forms with its
// published-read token, the public role reads nothing (all from `publicRead` in the model, above).
// `form_versions` is the CMS's own record of each saved form (cms/extensions/form-versions): the
// site reads copies of published forms; people may read them, never change them.
const CMS_WRITTEN = ['form_versions'];
// ---- end of built forms --------------------------------------------------------------------------

/** Lead fields that name or reach a person: only sales (and the CRM delivery) read them. */
const LEAD_PERSONAL = ['fio', 'email', 'phone', 'company', 'fields', 'da_data', 'ip', 'user_agent'];
const SUBSCRIBER_PERSONAL = ['email', 'hash', 'extras', 'ip', 'user_agent', 'confirm_token', 'pending_consent'];

/** Fields of `collection` in the model, without the given ones. */
const fieldsWithout = (collections, collection, left) =>
  collections
    .find((c) => c.collection === collection)
    .fields.filter((f) => f.type !== 'alias' && !left.includes(f.field))
    .map((f) => f.field);

/**
 * People's roles. Marketers compose content, pages, blocks, menus, redirects, files and forms, and
 * see leads without personal data; they have no data model, settings, users or flows (not admins).
 * Sales read leads in full. Rules are created when missing and never overwritten, so an
 * administrator's change to a role survives restarts.
 */
function peoplePolicies(collections) {
  const tables = collections.filter((c) => c.schema !== null);
  const content = tables
    .filter((c) => c.site?.publicRead !== false)
    .map((c) => c.collection)
    .filter((c) => !CMS_WRITTEN.includes(c));
  const crud = (collection, permissions = {}) =>
    ['create', 'read', 'update', 'delete'].map((action) => ({ collection, action, fields: ['*'], permissions }));
  const read = (collection, fields = ['*'], permissions = {}) => ({ collection, action: 'read', fields, permissions });
  const ofContent = { collection: { _in: content } };
  return [
    {
      name: 'Маркетолог',
      icon: 'campaign',
      description: 'Страницы, блоки, меню, перенаправления, файлы, формы и контент; заявки — только просмотр без личных данных',
      permissions: [
        ...content.flatMap((c) => crud(c)),
        ...CMS_WRITTEN.map((c) => read(c)),
        read('leads', fieldsWithout(collections, 'leads', LEAD_PERSONAL)),
        // Test leads (a form tried on the live site) go, so that they count in no dashboard.
        { collection: 'leads', action: 'delete', fields: ['*'], permissions: {} },
        read('subscribers', fieldsWithout(collections, 'subscribers', SUBSCRIBER_PERSONAL)),
        read('companies'),
        ...crud('directus_files'),
        ...crud('directus_folders'),
        ...crud('directus_versions', ofContent),
        read('directus_revisions', ['*'], ofContent),
        read('directus_activity', ['*'], ofContent),
        read('directus_comments', ['*'], ofContent),
        { collection: 'directus_comments', action: 'create', fields: ['*'], permissions: {} },
        read('directus_users', ['id', 'first_name', 'last_name', 'avatar']),
        ...INSIGHTS,
      ],
    },
    {
      name: 'Отдел продаж',
      icon: 'support_agent',
      description: 'Заявки и подписчики целиком, включая личные данные',
      permissions: [
        read('leads'),
        read('subscribers'),
        read('companies'),
        read('directus_users', ['id', 'first_name', 'last_name', 'avatar']),
        ...INSIGHTS,
      ],
    },
  ];
}

/** «Аналитика» (cms/insights.mjs): the dashboards and their panels, to look at, not to change. */
const INSIGHTS = ['directus_dashboards', 'directus_panels'].map((collection) => ({
  collection,
  action: 'read',
  fields: ['*'],
  permissions: {},
}));

/**
 * Lead and subscriber fields the dashboards group and count by. A role's read rule made before a
 * field existed lists fields one by one and lacks it; it is added, nothing else of the rule changes.
 */
const DASHBOARD_FIELDS = {
  leads: [
    'id',
    'date_created',
    'kind',
    'source_url',
    'utm_source',
    'utm_campaign',
    'source_deal',
    'crm_status',
    'crm_last_error',
    'captcha_status',
    // Read and exported by marketers (copied out of the form's fields, see schema/model/leads.mjs).
    'company_size',
    'position',
  ],
  subscribers: ['id', 'status', 'confirmed_at', 'unsubscribed_at'],
};

async function ensureDashboardFields(request, policy) {
  const rules = await request(
    readPermissions({ filter: { policy: { _eq: policy }, action: { _eq: 'read' } }, limit: -1, fields: ['id', 'collection', 'fields'] }),
  );
  for (const rule of rules) {
    const wanted = DASHBOARD_FIELDS[rule.collection];
    if (!wanted || !rule.fields || rule.fields.includes('*')) continue;
    const lacking = wanted.filter((f) => !rule.fields.includes(f));
    if (lacking.length) await request(updatePermission(rule.id, { fields: [...rule.fields, ...lacking] }));
  }
}

/**
 * The roles of people (same names as their policies) and the seeded marketer, created once: a
 * password changed in the admin app is kept.
 * @param {string} url
 * @param {string} adminToken
 * @param {{ collections: any[], marketer: { email: string, password: string } }} options
 */
export async function syncRoles(url, adminToken, { collections, marketer }) {
  const request = adminClient(url, adminToken);
  const roles = {};
  for (const { permissions, ...values } of peoplePolicies(collections)) {
    const policy = await ensure(request, 'policies', { name: values.name }, { app_access: true, admin_access: false, ...values });
    await ensurePermissions(request, policy.id, permissions);
    await ensureDashboardFields(request, policy.id);
    const role = await ensure(request, 'roles', { name: values.name }, { icon: values.icon, description: values.description });
    await ensureAccess(request, { role: role.id, policy: policy.id });
    roles[values.name] = role;
  }
  await ensure(
    request,
    'users',
    { email: marketer.email },
    {
      password: marketer.password,
      first_name: 'Мария',
      last_name: 'Маркетолог',
      role: roles['Маркетолог'].id,
      status: 'active',
      language: 'ru-RU',
    },
  );
}

/** What the site may change in a stored lead: fields the visitor adds later, and the CRM delivery state. */
const LEAD_FOLLOW_UP_FIELDS = [
  'fields',
  'fio',
  'phone',
  'company',
  'crm_status',
  'crm_attempts',
  'crm_sent_at',
  'crm_last_error',
  'crm_next_attempt_at',
  // A visitor's update of a lead is stored as a new revision of it.
  'revision',
  // Built forms (issue 29): the last step of a multi-step form completes its partial lead.
  'partial',
];

/** Subscriber fields the double opt-in reads (to find a request by address or link) and writes. */
const SUBSCRIBER_OPT_IN_READ = ['id', 'status', 'email', 'hash', 'confirm_token', 'confirm_requested_at', 'pending_consent'];
const SUBSCRIBER_OPT_IN_WRITE = [
  'email',
  'status',
  'target',
  'consent_version',
  'consent_at',
  'ip',
  'user_agent',
  'confirm_token',
  'confirm_requested_at',
  'pending_consent',
  'confirmed_at',
  'unsubscribed_at',
];

/** The access rules of an installation before site policies were split by job (removed once). */
const OLD_SITE_POLICY = 'Сайт: чтение черновиков';

/**
 * Visitors (Directus' public role) read nothing: no content, junction row, revision, version or
 * file; the site's own users read content with their tokens, and the site serves files by id
 * (pages/api/assets). The site's policies are brought to what the site needs on every start;
 * rules added by people to any policy are kept.
 * @param {string} url Directus URL
 * @param {string} adminToken
 * @param {{ tokens: Record<string,string>, collections: {collection: string, schema: object|null}[] }} o
 */
export async function syncAccess(url, adminToken, { tokens, collections }) {
  const request = adminClient(url, adminToken);
  const [publicAccess] = await request(readAccess({ role: { _null: true }, user: { _null: true } }, ['policy']));
  const publicPolicy = publicAccess.policy;

  const [old] = await request(readPolicies({ filter: { name: { _eq: OLD_SITE_POLICY } }, fields: ['id'] }));
  if (old) {
    // That setup let visitors read every content collection; its public rules go with it.
    const names = collections.map((c) => c.collection);
    const publicRules = await request(
      readPermissions({ filter: { policy: { _eq: publicPolicy } }, limit: -1, fields: ['id', 'collection'] }),
    );
    const stale = publicRules.filter((p) => names.includes(p.collection) || p.collection === 'directus_files').map((p) => p.id);
    if (stale.length) await request(deletePermissions(stale));
    await request(deletePolicy(old.id));
  }
  // Visitors read no file: the site serves files by id with its own token (pages/api/assets), so
  // the library is listed to no one. The rule earlier setups gave the public role goes.
  const publicFiles = await request(
    readPermissions({
      filter: { policy: { _eq: publicPolicy }, collection: { _eq: 'directus_files' }, action: { _eq: 'read' } },
      fields: ['id', 'fields', 'permissions'],
    }),
  );
  const ours = publicFiles
    .filter((p) => JSON.stringify(p.fields) === '["id"]' && JSON.stringify(p.permissions ?? {}) === '{}')
    .map((p) => p.id);
  if (ours.length) await request(deletePermissions(ours));

  for (const { email, token, permissions, ...policyValues } of sitePolicies(collections)) {
    const policy = await ensure(
      request,
      'policies',
      { name: policyValues.name },
      { icon: 'dns', app_access: false, admin_access: false, ...policyValues },
    );
    await ensurePermissions(request, policy.id, permissions, { exact: true });
    const user = await ensure(
      request,
      'users',
      { email },
      { first_name: 'Сайт', last_name: policyValues.name.replace('Сайт: ', ''), status: 'active' },
    );
    await request(updateUser(user.id, { token: tokens[token] }));
    await ensureAccess(request, { user: user.id, policy: policy.id });
  }
}

/**
 * Links of roles and users to policies (`directus_access`): the SDK has no command for them.
 * @param {Record<string, unknown>} filter
 * @param {string[]} [fields]
 */
const readAccess = (filter, fields) =>
  customEndpoint({ path: '/access', method: 'GET', params: { filter, limit: -1, ...(fields ? { fields } : {}) } });

/** Links a role or a user to a policy unless already linked. */
async function ensureAccess(request, link) {
  const filter = Object.fromEntries(Object.entries(link).map(([k, v]) => [k, { _eq: v }]));
  const links = await request(readAccess(filter, ['id']));
  if (links.length === 0) await request(customEndpoint({ path: '/access', method: 'POST', body: JSON.stringify(link) }));
}

/** The flow that tells the site which content changed, so it regenerates the affected pages. */
export async function syncRevalidationFlow(url, adminToken, { collections }) {
  await ensureFlow(
    adminClient(url, adminToken),
    {
      name: 'Обновить страницы сайта',
      icon: 'bolt',
      color: '#2ECDA7',
      description: 'После сохранения контента просит сайт перестроить затронутые страницы',
      trigger: 'event',
      options: { type: 'action', scope: ['items.create', 'items.update', 'items.delete'], collections },
    },
    {
      name: 'Запрос к сайту',
      key: 'revalidate',
      type: 'request',
      options: {
        method: 'POST',
        url: '{{$env.SITE_URL}}/ru/products/ecm/api/revalidate/',
        headers: [
          { header: 'content-type', value: 'application/json' },
          { header: 'x-revalidate-secret', value: '{{$env.REVALIDATE_SECRET}}' },
        ],
        body: '{{$trigger}}',
      },
    },
  );
}

/** Moscow has kept UTC+3 all year since 2014: a `publish_at` (Moscow time, no zone) is due when it is before now + 3 hours. */
const MOSCOW_NOW = '$NOW(+3 hours)';

/**
 * Scheduled publishing: on `cron` (every minute by default; PUBLISH_SCHEDULE_CRON, which takes
 * seconds too, e.g. `*\/5 * * * * *`) every item of `collections` whose `publish_at` has come and
 * that is not published yet becomes published, and `publish_at` is cleared so that a later
 * unpublish sticks. The updates emit their events, so «Обновить страницы сайта» regenerates the
 * pages at that moment as after a save by hand.
 */
export async function syncPublishFlow(url, adminToken, { collections, cron = '* * * * *' }) {
  const chain = collections.reduceRight(
    (then, collection) => ({
      name: `Опубликовать: ${collection}`,
      key: `publish_${collection}`,
      type: 'item-update',
      options: {
        collection,
        permissions: '$full',
        emitEvents: true,
        query: { filter: { _and: [{ publish_at: { _lte: MOSCOW_NOW } }, { status: { _neq: 'published' } }] }, limit: -1 },
        payload: { status: 'published', publish_at: null },
      },
      ...(then ? { then } : {}),
    }),
    null,
  );
  await ensureFlow(
    adminClient(url, adminToken),
    {
      name: 'Опубликовать по расписанию',
      icon: 'schedule',
      color: '#2ECDA7',
      description: 'Публикует страницы и материалы, у которых наступило время «Опубликовать по расписанию» (по Москве)',
      trigger: 'schedule',
      // Runs every minute: a log entry per run would bury everything else; each publication is in
      // the item's own history.
      accountability: null,
      options: { cron },
    },
    chain,
  );
}

/**
 * Lead flows: an e-mail to sales on every new lead (to $env.SALES_NOTIFY_EMAIL), the confirmation
 * e-mail of a subscription (double opt-in, see lib/leads/subscribers.ts), and a scheduled call that
 * makes the site retry CRM deliveries that are due (see lib/leads/crm.ts).
 */
export async function syncLeadFlows(url, adminToken, { crmRetryCron = '* * * * *' } = {}) {
  const request = adminClient(url, adminToken);
  await ensureFlow(
    request,
    {
      name: 'Уведомить отдел продаж о заявке',
      icon: 'mail',
      color: '#2563EB',
      description: 'Письмо отделу продаж о каждой новой заявке с сайта',
      trigger: 'event',
      options: { type: 'action', scope: ['items.create'], collections: ['leads'] },
    },
    {
      name: 'Письмо отделу продаж',
      key: 'notify_sales',
      type: 'mail',
      options: {
        to: ['{{$env.SALES_NOTIFY_EMAIL}}'],
        subject: 'Заявка с сайта: {{$trigger.payload.kind}} — {{$trigger.payload.company}}',
        // A Liquid template (cms/email-templates) that escapes every value: what a visitor typed
        // never becomes a link or formatting in the message, as it would in a markdown body.
        type: 'template',
        template: 'lead-notification',
        data: {
          lead: '{{$trigger.payload}}',
          key: '{{$trigger.key}}',
          admin_url: '{{$env.PUBLIC_URL}}/admin/content/leads/{{$trigger.key}}',
        },
      },
    },
  );
  await ensureFlow(
    request,
    {
      name: 'Подтверждение подписки',
      icon: 'mark_email_read',
      color: '#2563EB',
      description: 'Письмо со ссылкой подтверждения, когда сайт выдал адресу новый ключ подтверждения (двойное согласие)',
      trigger: 'event',
      options: { type: 'action', scope: ['items.create', 'items.update'], collections: ['subscribers'] },
    },
    {
      name: 'Выдан ключ подтверждения?',
      key: 'has_confirm_token',
      type: 'condition',
      // Every change the site makes names confirm_token (null when no mail is due); other saves lack it.
      options: { filter: { $trigger: { payload: { confirm_token: { _nnull: true } } } } },
      then: {
        name: 'Письмо подписчику',
        key: 'mail_confirmation',
        type: 'mail',
        options: {
          to: ['{{$trigger.payload.email}}'],
          subject: 'Подтвердите подписку на рассылку',
          type: 'template',
          template: 'subscription-confirm',
          data: { url: '{{$env.SITE_PUBLIC_URL}}/ru/products/ecm/subscription/?confirm={{$trigger.payload.confirm_token}}' },
        },
      },
    },
  );
  await ensureFlow(
    request,
    {
      name: 'Повторить отправку заявок в CRM',
      icon: 'sync',
      color: '#2ECDA7',
      description: 'Раз в минуту просит сайт отправить в CRM заявки, которые ещё не доставлены',
      trigger: 'schedule',
      options: { cron: crmRetryCron },
    },
    {
      name: 'Запрос к сайту',
      key: 'crm_retry',
      type: 'request',
      options: {
        method: 'POST',
        url: '{{$env.SITE_URL}}/ru/products/ecm/api/lead/crm-retry/',
        headers: [{ header: 'x-revalidate-secret', value: '{{$env.REVALIDATE_SECRET}}' }],
      },
    },
  );
}

/**
 * A flow and its chain of operations (`then`: the operation run when the previous one resolves),
 * created once and kept in sync with the definition.
 */
async function ensureFlow(request, { name, options, ...flowValues }, operation) {
  const flow = await ensure(request, 'flows', { name }, { status: 'active', accountability: 'all', options, ...flowValues });
  await request(updateFlow(flow.id, { options }));
  const first = await ensureOperation(request, flow.id, flow.operation, operation, 19);
  if (!flow.operation) await request(updateFlow(flow.id, { operation: first }));
}

async function ensureOperation(request, flowId, existingId, { then, ...operation }, x) {
  const existing = existingId ? await request(readOperation(existingId)) : null;
  const next = then ? await ensureOperation(request, flowId, existing?.resolve ?? null, then, x + 20) : null;
  if (existing) {
    await request(updateOperation(existing.id, { options: operation.options, resolve: next }));
    return existing.id;
  }
  const op = await request(createOperation({ flow: flowId, position_x: x, position_y: 1, ...operation, resolve: next }));
  return op.id;
}

/** The embedded admin's password (ADMIN_PASSWORD applies at bootstrap only; this keeps it in force). */
export async function syncAdminPassword(url, adminToken, password) {
  await adminClient(url, adminToken)(updateMe({ password }));
}

/** Directus 11.17's own module bar, used until someone changes it (the Visual Editor is off there). */
const DEFAULT_MODULE_BAR = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: false },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  { type: 'link', id: 'docs', enabled: true, name: '$t:documentation', icon: 'help', url: 'https://docs.directus.io' },
  { type: 'module', id: 'settings', enabled: true, locked: true },
];

/**
 * The module bar with the Visual Editor switched on (once: the first time setup sees Directus'
 * defaults) and a link to the block catalogue on the site (kept up to date; other entries and
 * their order are left as people set them).
 */
function moduleBar(current, catalogueUrl) {
  const bar = current ?? DEFAULT_MODULE_BAR.map((m) => (m.id === 'visual' ? { ...m, enabled: true } : m));
  const link = { type: 'link', id: 'block-catalogue', enabled: true, name: 'Каталог блоков', icon: 'widgets', url: catalogueUrl };
  const at = bar.findIndex((m) => m.id === link.id);
  if (at >= 0) return bar.map((m, i) => (i === at ? { ...link, enabled: m.enabled } : m));
  const settingsAt = bar.findIndex((m) => m.id === 'settings');
  return settingsAt >= 0 ? [...bar.slice(0, settingsAt), link, ...bar.slice(settingsAt)] : [...bar, link];
}

/** Admin app in Russian, the project's name, the page preview links and the Visual Editor's address. */
export async function syncSettings(url, adminToken, { siteUrl, previewSecret, projectOwner }) {
  const request = adminClient(url, adminToken);
  const settings = await request(readSettings({ fields: ['project_owner', 'visual_editor_urls', 'module_bar'] }));
  const { project_owner: owner, visual_editor_urls: editorUrls } = settings;
  // The Visual Editor opens the site through its preview route (draft mode: only there do blocks
  // carry their `data-directus` attributes). Addresses people add are kept; ours is brought up to date.
  const previewRoute = `${siteUrl}/ru/products/ecm/api/preview/`;
  const visualEditorUrl = `${previewRoute}?secret=${encodeURIComponent(previewSecret)}&path=/&version={{$version}}`;
  await request(
    // The SDK's settings type lacks fields Directus 11.17 has (visual_editor_urls).
    updateSettings(
      /** @type {Record<string, unknown>} */ ({
        project_name: 'ECM: сайт',
        default_language: 'ru-RU',
        project_color: '#2563EB',
        visual_editor_urls: [{ url: visualEditorUrl }, ...(editorUrls ?? []).filter((u) => !u?.url?.startsWith(previewRoute))],
        module_bar: moduleBar(settings.module_bar, `${previewRoute}?secret=${encodeURIComponent(previewSecret)}&path=/block-catalogue/`),
        // The licence owner: without one, Directus asks for it at every first sign-in.
        ...(projectOwner.configured || !owner ? { project_owner: projectOwner.email } : {}),
      }),
    ),
  );
  await request(updateMe({ language: 'ru-RU' }));
  await request(
    updateCollection('pages', {
      // {{$version}}: the content version open in the admin (`main` for the item itself).
      meta: {
        preview_url: `${siteUrl}/ru/products/ecm/api/preview/?secret=${encodeURIComponent(previewSecret)}&path={{path}}&version={{$version}}`,
      },
    }),
  );
  // The content sections' items preview on their own pages; those with content versions
  // ({{$version}}, see schema/model/content.mjs) preview the version open in the admin.
  for (const [collection, section, versioned] of /** @type {[string, string, boolean][]} */ ([
    ['webinars', '/webinars/', true],
    ['news', '/news/', true],
    ['articles', '/articles/', true],
    ['authors', '/articles/authors/', false],
  ])) {
    const path = encodeURIComponent(section);
    const version = versioned ? '&version={{$version}}' : '';
    await request(
      updateCollection(collection, {
        meta: {
          preview_url: `${siteUrl}/ru/products/ecm/api/preview/?secret=${encodeURIComponent(previewSecret)}&path=${path}{{slug}}/${version}`,
        },
      }),
    );
  }
}

/** The lead list's columns (and default export): an earlier setup showed only the first five. */
const LEAD_COLUMNS = [
  'date_created',
  'kind',
  'crm_status',
  'source_deal',
  'qbpm_pipeline',
  'company_size',
  'position',
  'source_url',
  'utm_source',
  'utm_campaign',
  'captcha_status',
];
const OLD_LEAD_COLUMNS = LEAD_COLUMNS.slice(0, 5);

/**
 * Lead list views for everyone: newest first, and one bookmark per form kind. Created once; a
 * preset people change or delete in the admin app is theirs.
 */
export async function syncLeadPresets(url, adminToken, { kinds }) {
  const request = adminClient(url, adminToken);
  // The columns are also what «Экспорт» writes by default: every field a marketer may read that
  // says something about the lead.
  const layout_query = { tabular: { sort: ['-date_created'], fields: LEAD_COLUMNS } };
  const [listView] = await request(
    readPresets({
      filter: { collection: { _eq: 'leads' }, bookmark: { _null: true }, role: { _null: true }, user: { _null: true } },
      limit: 1,
    }),
  );
  // A view an earlier setup made with its five columns gets the others; one people changed is kept.
  const widen = async (preset) => {
    if (JSON.stringify(preset.layout_query?.tabular?.fields) === JSON.stringify(OLD_LEAD_COLUMNS))
      await request(updatePreset(preset.id, { layout_query }));
  };
  if (!listView) await request(createPreset({ collection: 'leads', layout: 'tabular', layout_query }));
  else await widen(listView);
  for (const [kind, label] of kinds) {
    const bookmark = await ensure(
      request,
      'presets',
      { collection: 'leads', bookmark: `Заявки: ${label}` },
      { icon: 'bookmark', layout: 'tabular', layout_query, filter: { kind: { _eq: kind } } },
    );
    await widen(bookmark);
  }
}

/**
 * The list a page's blocks are chosen from (the block an A/B test compares): position and type
 * (named, see m2aJunction), in page order. Created once, like the lead views; the list an earlier
 * setup made, which also showed the block's record number, loses that column.
 */
export async function syncPageBlockPreset(url, adminToken) {
  const request = adminClient(url, adminToken);
  const layout_query = { tabular: { fields: ['sort', 'collection'], sort: ['sort'] } };
  const [found] = await request(
    readPresets({
      filter: { collection: { _eq: 'pages_blocks' }, bookmark: { _null: true }, role: { _null: true }, user: { _null: true } },
      limit: 1,
    }),
  );
  if (!found) await request(createPreset({ collection: 'pages_blocks', layout: 'tabular', layout_query }));
  else if (JSON.stringify(found.layout_query?.tabular?.fields) === JSON.stringify(['sort', 'collection', 'item']))
    await request(updatePreset(found.id, { layout_query }));
}

/** How `ensure` reads and creates rows of each system collection it keeps. */
const SYSTEM = {
  policies: [readPolicies, createPolicy],
  roles: [readRoles, createRole],
  users: [readUsers, createUser],
  flows: [readFlows, createFlow],
  presets: [readPresets, createPreset],
};

/** The first row of a system collection whose fields equal `match`, else one created from `match` and `values`. */
async function ensure(request, collection, match, values) {
  const [read, create] = SYSTEM[collection];
  const filter = Object.fromEntries(Object.entries(match).map(([k, v]) => [k, { _eq: v }]));
  const [found] = await request(read({ filter, limit: 1 }));
  return found ?? request(create({ ...match, ...values }));
}

/**
 * Creates the rules a policy lacks (one per collection and action). `exact` also brings existing
 * rules to the wanted fields and filter (the site's own policies); otherwise what people set is kept.
 * Nothing is deleted and recreated, so a rule's id and any edit to it survive a restart.
 */
export async function ensurePermissions(request, policy, wanted, { exact = false } = {}) {
  const existing = await request(
    readPermissions({ filter: { policy: { _eq: policy } }, limit: -1, fields: ['id', 'collection', 'action', 'fields', 'permissions'] }),
  );
  const missing = [];
  for (const rule of wanted) {
    const found = existing.find((p) => p.collection === rule.collection && p.action === rule.action);
    if (!found) missing.push({ ...rule, policy });
    else if (exact && JSON.stringify([found.fields, found.permissions ?? {}]) !== JSON.stringify([rule.fields, rule.permissions]))
      await request(updatePermission(found.id, { fields: rule.fields, permissions: rule.permissions }));
  }
  if (missing.length) await request(createPermissions(missing));
}

/**
 * Links typed before pages could be chosen (`/prices/`, `/elma-ai/#recognition`) become links to
 * those pages, the anchor kept beside: they then follow a rename. Only a link with no page chosen
 * whose path is a page's path changes; external addresses and paths of other routes stay typed.
 * Idempotent: a converted link has its page and is not looked at again.
 */
export async function syncPageLinks(url, adminToken, { collections }) {
  const request = adminClient(url, adminToken);
  // Published pages only: a link to a draft stays typed (a chosen draft would show no link at all).
  const pages = await request(readItems('pages', { filter: { status: { _eq: 'published' } }, fields: ['id', 'path'], limit: -1 }));
  const byPath = new Map(pages.map((p) => [p.path, p.id]));
  let converted = 0;
  // Every page link of the model (`f.pageLink`) with the text field beside it.
  for (const { collection, field: pageField, href: hrefField } of pageLinkFields(collections)) {
    const rows = await request(
      readItems(collection, {
        filter: { [pageField]: { _null: true }, [hrefField]: { _starts_with: '/' } },
        fields: ['id', hrefField],
        limit: -1,
      }),
    );
    for (const row of rows) {
      const [, path, anchor] = /^(\/[^#?]*)(#.*)?$/.exec(row[hrefField]) ?? [];
      const page = byPath.get(path);
      if (!page) continue;
      await request(updateItem(collection, row.id, { [pageField]: page, [hrefField]: anchor ?? null }));
      converted++;
    }
  }
  return converted;
}
