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
  const call = rest(url, adminToken);
  const options = { type: 'action', scope: ['items.create', 'items.update', 'items.delete'], collections };
  const flow = await ensure(
    call,
    'flows',
    { name: 'Обновить страницы сайта' },
    {
      icon: 'bolt',
      color: '#2ECDA7',
      description: 'После сохранения контента просит сайт перестроить затронутые страницы',
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options,
    },
  );
  await call('PATCH', `/flows/${flow.id}`, { options });
  if (!flow.operation) {
    const op = await call('POST', '/operations', {
      flow: flow.id,
      name: 'Запрос к сайту',
      key: 'revalidate',
      type: 'request',
      position_x: 19,
      position_y: 1,
      options: {
        method: 'POST',
        url: '{{$env.SITE_URL}}/ru/products/ecm/api/revalidate/',
        headers: [
          { header: 'content-type', value: 'application/json' },
          { header: 'x-revalidate-secret', value: '{{$env.REVALIDATE_SECRET}}' },
        ],
        body: '{{$trigger}}',
      },
    });
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
