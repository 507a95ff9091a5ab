// Where a person lands after signing in to the admin app. Directus opens the page they were last on
// (`directus_users.last_page`), or without one the first collection of the list («Страницы»). A
// marketer who last looked at a block's own list («Изображение или видео», opened from a page's
// block or a link) found that empty list as their start screen: blocks live inside pages, and their
// collections are no place to start. On sign-in such a last page, or none, becomes the pages list.
// Any other page (a lead, a dashboard, a page's form) is kept: people come back to their work.

export const START_PAGE = '/content/pages';

/** Whether `lastPage` is no start screen: none, the bare content module, or a collection of the blocks folder (or hidden). */
export function needsStartPage(lastPage, startless) {
  if (!lastPage) return true;
  const [path] = String(lastPage).split(/[?#]/);
  if (path === '/content' || path === '/content/') return true;
  const collection = /^\/content\/([^/]+)\/?$/.exec(path)?.[1];
  return collection !== undefined && startless.has(decodeURIComponent(collection));
}

const startPage = ({ filter }, { database, logger }) => {
  // A filter, awaited before the sign-in answers: the app reads the last page right after it.
  filter('auth.login', async (payload, { user }) => {
    if (!user) return payload;
    try {
      const row = await database('directus_users').select('last_page').where({ id: user }).first();
      if (!row) return payload;
      // The block collections (the «Блоки» folder) and hidden ones (a block's items).
      const startless = new Set(
        (await database('directus_collections').select('collection').where({ group: 'blocks' }).orWhere({ hidden: true })).map(
          (c) => c.collection,
        ),
      );
      if (needsStartPage(row.last_page, startless)) await database('directus_users').update({ last_page: START_PAGE }).where({ id: user });
    } catch (e) {
      logger.error(`start-page: could not set the start screen: ${e.message}`);
    }
    return payload;
  });
};

export default startPage;
