// A new item stays open once saved, as a marketer expects of «Сохранить» (the check button).
//
// Directus 11.17's check button is "save and quit": it saves, then goes back to the collection's
// list, new item or not, and offers no setting for it (the item route's save handler pushes the
// list's route). For an existing item that is a finished edit; for a new one it is a dead end: the
// marketer created a page to go on with it (its preview pane, versions and the Visual Editor exist
// only once it is saved) and has to find it in the list again. «Сохранить и остаться» (and Ctrl+S)
// did stay, behind the button's menu.
//
// So, in the app: the app's own API clients report each item they create (the response holds the
// new key), and a navigation from that collection's new-item form (`/content/<collection>/+`) to
// its list right after that creation goes to the created item instead, replacing the form in the
// history (as «Сохранить и остаться» does). Leaving the form any other way (the back arrow, a link)
// goes where it went: nothing was created just before. Rides with the lead chart panel, whose app
// code loads with the app (see ./calendar-locale.js).

/** A save is followed by its navigation within this: a creation older than that is no save's. */
const SAVE_TO_NAVIGATION_MS = 10_000;

/** The collection of `…/items/<collection>` (no key): what creating one item posts to. */
const createdCollection = (url) => {
  try {
    return /\/items\/([^/]+)\/?$/.exec(new URL(url, window.location.href).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
};

function install(app) {
  const { api, sdk, stores } = app._context.provides;
  const router = app.config.globalProperties.$router;
  if (!router?.beforeEach) return;

  /** The last item the app created: its collection (as in the app's routes), key and when. */
  let created = null;
  const record = (method, url, body) => {
    const collection = String(method).toUpperCase() === 'POST' ? createdCollection(url) : null;
    const item = body?.data;
    if (!collection || !item || Array.isArray(item)) return;
    const pk = stores?.useFieldsStore?.().getPrimaryKeyFieldForCollection?.(decodeURIComponent(collection))?.field ?? 'id';
    if (item[pk] !== undefined && item[pk] !== null) created = { collection, key: item[pk], at: Date.now() };
  };
  // The item form saves through the app's SDK client, which fetches with `globals.fetch` on every
  // request; other parts of the app use its axios client. The body is read before the save's own
  // code goes on (to its navigation).
  if (sdk?.globals?.fetch) {
    const fetch = sdk.globals.fetch;
    sdk.globals.fetch = async (input, init) => {
      const response = await fetch(input, init);
      const method = init?.method ?? (typeof input === 'object' ? input.method : 'GET');
      const url = typeof input === 'object' && 'url' in input ? input.url : String(input);
      if (response.ok && String(method).toUpperCase() === 'POST' && createdCollection(url))
        record(
          method,
          url,
          await response
            .clone()
            .json()
            .catch(() => null),
        );
      return response;
    };
  }
  api?.interceptors?.response.use((response) => {
    record(response.config?.method, response.config?.url ?? '', response.data);
    return response;
  });

  router.beforeEach((to, from) => {
    const last = created;
    const leaving = /^\/content\/([^/]+)\/\+$/.exec(from.path);
    if (!last || !leaving) return true;
    created = null;
    const toList = to.path.replace(/\/$/, '') === `/content/${leaving[1]}`;
    if (!toList || decodeURIComponent(last.collection) !== decodeURIComponent(leaving[1]) || Date.now() - last.at > SAVE_TO_NAVIGATION_MS)
      return true;
    return { path: `/content/${leaving[1]}/${encodeURIComponent(last.key)}`, query: to.query, replace: true };
  });
}

/** Waits for the app to be mounted on #app (extensions load before), then installs once. */
export function installStayOnNewItem(tries = 600) {
  if (typeof document === 'undefined') return;
  const app = document.querySelector('#app')?.__vue_app__;
  if (app) install(app);
  else if (tries > 0) setTimeout(() => installStayOnNewItem(tries - 1), 100);
}
