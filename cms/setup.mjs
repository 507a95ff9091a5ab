// What a snapshot does not carry: access rules, the site's own user, the revalidation flow and the
// admin app's settings. Synced on every start (idempotent), so a new block collection is readable
// and triggers revalidation without manual steps.
import { rest } from './directus.mjs';

const CONTENT_STATUS = { status: { _eq: 'published' } };

/**
 * @param {string} url Directus URL
 * @param {string} adminToken
 * @param {{ siteToken: string, collections: {collection: string, schema: object|null}[] }} o
 */
export async function syncAccess(url, adminToken, { siteToken, collections }) {
  const call = rest(url, adminToken);
  const tables = collections.filter((c) => c.schema !== null).map((c) => c.collection);
  // Collections with a status column are read by visitors only when published.
  const withStatus = new Set(collections.filter((c) => c.fields?.some((f) => f.field === 'status')).map((c) => c.collection));
  const publicTables = collections.filter((c) => c.schema !== null && c.site?.publicRead !== false).map((c) => c.collection);

  const [publicAccess] = await call('GET', '/access?filter[role][_null]=true&filter[user][_null]=true&fields=policy');
  const publicPolicy = publicAccess.policy;
  const sitePolicy = await ensure(
    call,
    'policies',
    { name: 'Сайт: чтение черновиков' },
    {
      icon: 'public',
      description: 'Сервер сайта: предпросмотр черновиков и поиск страниц для обновления',
      app_access: false,
      admin_access: false,
    },
  );

  await replacePermissions(call, publicPolicy, [
    ...publicTables.map((collection) => ({
      collection,
      action: 'read',
      fields: ['*'],
      permissions: withStatus.has(collection) ? CONTENT_STATUS : {},
    })),
    { collection: 'directus_files', action: 'read', fields: ['*'], permissions: {} },
  ]);
  await replacePermissions(call, sitePolicy.id, [
    ...tables.map((collection) => ({ collection, action: 'read', fields: ['*'], permissions: {} })),
    // Collections the site's server writes (leads, subscribers): `siteWrite` in the model.
    ...collections
      .filter((c) => c.schema !== null && c.site?.siteWrite)
      .flatMap((c) => ['create', 'update'].map((action) => ({ collection: c.collection, action, fields: ['*'], permissions: {} }))),
    { collection: 'directus_files', action: 'read', fields: ['*'], permissions: {} },
    // The previous path of a renamed or deleted page is found in its revisions.
    { collection: 'directus_revisions', action: 'read', fields: ['*'], permissions: {} },
  ]);

  const user = await ensure(
    call,
    'users',
    { email: 'site@example.com' },
    { first_name: 'Сайт', last_name: '(сервер)', status: 'active', token: siteToken },
  );
  await call('PATCH', `/users/${user.id}`, { token: siteToken });
  const links = await call('GET', `/access?filter[user][_eq]=${user.id}&filter[policy][_eq]=${sitePolicy.id}`);
  if (links.length === 0) await call('POST', '/access', { user: user.id, policy: sitePolicy.id });
}

/** The flow that tells the site which content changed, so it regenerates the affected pages. */
export async function syncRevalidationFlow(url, adminToken, { collections }) {
  await ensureFlow(
    rest(url, adminToken),
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

/**
 * Lead flows: an e-mail to sales on every new lead (to $env.SALES_NOTIFY_EMAIL), and a scheduled
 * call that makes the site retry CRM deliveries that are due (see lib/leads/crm.ts).
 */
export async function syncLeadFlows(url, adminToken, { crmRetryCron = '* * * * *' } = {}) {
  const call = rest(url, adminToken);
  await ensureFlow(
    call,
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
        type: 'markdown',
        body: [
          '**Форма:** {{$trigger.payload.kind}}',
          '**ФИО:** {{$trigger.payload.fio}}',
          '**E-mail:** {{$trigger.payload.email}}',
          '**Телефон:** {{$trigger.payload.phone}}',
          '**Компания:** {{$trigger.payload.company}}',
          '**Поля формы:** {{$trigger.payload.fields}}',
          '**Источник:** {{$trigger.payload.payload}}',
          '**Атрибуция:** {{$trigger.payload.attribution}}',
          '',
          'Заявка {{$trigger.key}} в админке: {{$env.PUBLIC_URL}}/admin/content/leads/{{$trigger.key}}',
        ].join('\n\n'),
      },
    },
  );
  await ensureFlow(
    call,
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

/** A flow with one operation, created once and kept in sync with the definition. */
async function ensureFlow(call, { name, options, ...flowValues }, operation) {
  const flow = await ensure(call, 'flows', { name }, { status: 'active', accountability: 'all', options, ...flowValues });
  await call('PATCH', `/flows/${flow.id}`, { options });
  if (flow.operation) await call('PATCH', `/operations/${flow.operation}`, { options: operation.options });
  else {
    const op = await call('POST', '/operations', { flow: flow.id, position_x: 19, position_y: 1, ...operation });
    await call('PATCH', `/flows/${flow.id}`, { operation: op.id });
  }
}

/** Admin app in Russian, the project's name, and the page preview link. */
export async function syncSettings(url, adminToken, { siteUrl, previewSecret }) {
  const call = rest(url, adminToken);
  await call('PATCH', '/settings', { project_name: 'ECM: сайт', default_language: 'ru-RU', project_color: '#2563EB' });
  await call('PATCH', '/users/me', { language: 'ru-RU' });
  await call('PATCH', '/collections/pages', {
    meta: { preview_url: `${siteUrl}/ru/products/ecm/api/preview/?secret=${encodeURIComponent(previewSecret)}&path={{path}}` },
  });
  // The content sections' items preview on their own pages.
  for (const [collection, section] of [
    ['webinars', '/webinars/'],
    ['news', '/news/'],
    ['articles', '/articles/'],
    ['authors', '/articles/authors/'],
  ]) {
    const path = encodeURIComponent(section);
    await call('PATCH', `/collections/${collection}`, {
      meta: { preview_url: `${siteUrl}/ru/products/ecm/api/preview/?secret=${encodeURIComponent(previewSecret)}&path=${path}{{slug}}/` },
    });
  }
}

async function ensure(call, collection, match, values) {
  const query = Object.entries(match)
    .map(([k, v]) => `filter[${k}][_eq]=${encodeURIComponent(v)}`)
    .join('&');
  const [found] = await call('GET', `/${collection}?${query}&limit=1`);
  return found ?? call('POST', `/${collection}`, { ...match, ...values });
}

async function replacePermissions(call, policy, wanted) {
  const existing = await call('GET', `/permissions?filter[policy][_eq]=${policy}&limit=-1&fields=id`);
  if (existing.length)
    await call(
      'DELETE',
      '/permissions',
      existing.map((p) => p.id),
    );
  await call(
    'POST',
    '/permissions',
    wanted.map((p) => ({ ...p, policy })),
  );
}
