// The site's Directus flows, as data (applied by cms/state/apply.mjs). They are the site's: a flow's
// trigger options and its operations' options are brought to these on every start; its name, icon,
// colour and description are set when it is created. `$env.X` and `$trigger` are Directus' own
// (resolved when the flow runs; FLOWS_ENV_ALLOW_LIST in scripts/stack.mjs lets them through).

/** @typedef {import('./apply.mjs').Item} Item */
/** @typedef {{ name: string, key: string, type: string, options: Record<string, unknown> }} Operation */

/**
 * A flow and its chain of operations, each run when the one before resolves. Items for the apply
 * step: the flow, the operations from last to first (each names the next), the flow's first one.
 * @param {{ name: string, options: Record<string, unknown>, [k: string]: unknown }} flow
 * @param {Operation[]} chain
 * @returns {Item[]}
 */
export function flow({ name, options, ...values }, chain) {
  const at = `@flows:${name}`;
  return [
    { kind: 'flows', match: { name }, initial: { status: 'active', accountability: 'all', ...values }, sync: { options } },
    ...chain
      .map(({ name: opName, key, type, options: opOptions }, i) => ({
        kind: /** @type {const} */ ('operations'),
        match: { flow: at, key },
        initial: { name: opName, type, position_x: 19 + 20 * i, position_y: 1 },
        sync: { options: opOptions, resolve: chain[i + 1] ? `@operations:${chain[i + 1].key}` : null },
      }))
      .reverse(),
    { kind: 'flows', match: { name }, sync: { operation: `@operations:${chain[0].key}` } },
  ];
}

/** Moscow has kept UTC+3 all year since 2014: a `publish_at` (Moscow time, no zone) is due when it is before now + 3 hours. */
const MOSCOW_NOW = '$NOW(+3 hours)';

/**
 * @param {{ revalidating: string[], scheduled: string[] }} collections those whose changes
 *        regenerate pages, and those with a `publish_at` (schema/model)
 * @returns {Item[]}
 */
export function flows({ revalidating, scheduled }) {
  return [
    // Tells the site which content changed, so it regenerates the affected pages.
    ...flow(
      {
        name: 'Обновить страницы сайта',
        icon: 'bolt',
        color: '#2ECDA7',
        description: 'После сохранения контента просит сайт перестроить затронутые страницы',
        trigger: 'event',
        options: { type: 'action', scope: ['items.create', 'items.update', 'items.delete'], collections: revalidating },
      },
      [
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
      ],
    ),
    // Scheduled publishing: on @{publishCron} (every minute by default; PUBLISH_SCHEDULE_CRON, which
    // takes seconds too) every item whose `publish_at` has come and that is not published yet
    // becomes published, and `publish_at` is cleared so that a later unpublish sticks. The updates
    // emit their events, so «Обновить страницы сайта» regenerates the pages as after a save by hand.
    ...flow(
      {
        name: 'Опубликовать по расписанию',
        icon: 'schedule',
        color: '#2ECDA7',
        description: 'Публикует страницы и материалы, у которых наступило время «Опубликовать по расписанию» (по Москве)',
        trigger: 'schedule',
        // Runs every minute: a log entry per run would bury everything else; each publication is in
        // the item's own history.
        accountability: null,
        options: { cron: '@{publishCron}' },
      },
      scheduled.map((collection) => ({
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
      })),
    ),
  ];
}
