// What the admin's page needs before or around Directus' own app, where no setting of Directus 11.17.4
// reaches. This hook puts one small script into the admin's page (Directus' `embed`), served from the
// admin's own origin (the admin's CSP allows scripts from 'self' only, no inline ones). It does three things:
//
// 1. The tab title in Russian from the first paint. Directus sets the sign-in screen's title once,
//    when the screen is set up (its built app, @directus/app/dist/assets/v-form-*.js, component
//    `login`: `useHead({ title: t('sign_in') })`, a string, not reactive), with whatever language is
//    loaded at that moment. The project's language (settings `default_language`, ru-RU) is loaded by a
//    watcher of the user store that the router does not wait for, so the screen is set up in English and
//    its title is not set again when the Russian strings arrive. Before the app starts, the tab reads
//    the «Loading…» of its index.html, and while the project's settings load, «Directus · Directus».
//    Those three become Russian. Screens that name no page of their own (the collections' lists, the
//    dashboards, files) read «Directus · ECM: сайт»: they read the project's name alone. Every other
//    title is the app's own.
// 2. «Экспорт элементов» exports every row of the list's filter. Directus' export drawer starts its
//    «Лимит» at the list's page size (same file, component `export-sidebar-detail`: `limit:
//    layoutQuery?.limit ?? 25`), so a marketer who filtered the leads and exported got the 25 rows of
//    the page on screen («25 из 60 … будет экспортировано», easy to miss). When the drawer opens, its
//    limit is emptied once (the field then reads «Без ограничений» and the drawer «все записи»); a
//    limit the marketer types afterwards is kept. Empty is what Directus itself sends as "no limit"
//    (`limit: -1` for a download, none for an export to the file library).
// 3. A page's delete confirmation says what goes with the page. Directus' dialog reads only «Это действие
//    является необратимым…». The page form already lists what points at the page and the files that go
//    with it (the never-stored field «Ведут на эту страницу», filled by cms/extensions/page-safety on
//    every read); when the delete of the header bar opens its dialog, those lines are put into it, with
//    what becomes of each. A delete of pages selected in their list does the same per page: each is
//    read as the signed-in user (the admin's session cookie), for its title, address and those lines.
//
// Remove each part once Directus does it: a reactive sign-in title, an export that starts unlimited, a
// delete dialog an extension can add to.

/** The English titles the admin shows before its Russian strings and the project load, and what they read in Russian. */
export const TITLES = { 'Loading…': 'Загрузка…', 'Sign In': 'Войти', 'Directus · Directus': 'Загрузка…' };

/**
 * The title in Russian: `Sign In · ECM: сайт` → `Войти · ECM: сайт`, `Directus · ECM: сайт` → `ECM: сайт`;
 * any other title as it is.
 */
export function russianTitle(title) {
  for (const [en, ru] of Object.entries(TITLES)) {
    if (title === en) return ru;
    if (title.startsWith(`${en} · `)) return ru + title.slice(en.length);
  }
  return title.startsWith('Directus · ') ? title.slice('Directus · '.length) : title;
}

/**
 * Empties the «Лимит» of an export drawer that has just opened in `root`: the drawer's number field
 * that may be -1 (Directus' "unlimited"; no other drawer has one). Each field is emptied once, so what
 * the marketer types stays. An `input` event tells the drawer's state (Vue's v-model) of the change.
 */
export function exportEveryRow(root) {
  for (const input of root.querySelectorAll('.v-drawer input[type="number"][min="-1"]')) {
    if (input.dataset.ecmEveryRow) continue;
    input.dataset.ecmEveryRow = 'yes';
    if (input.value === '') continue;
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What a page's delete does to what points at it (cms/extensions/page-safety). */
export const DELETE_EFFECTS =
  'Пункты меню и кнопки, ведущие на страницу, уберутся, перенаправления на неё удалятся, A/B-тесты на ней завершатся.';
/** The same, for several pages deleted from their list. */
export const DELETE_EFFECTS_MANY =
  'Пункты меню и кнопки, ведущие на эти страницы, уберутся, перенаправления на них удалятся, A/B-тесты на них завершатся.';

/**
 * Puts `heading`, a list of `items` and `effects` under the title of the delete dialog that has just
 * opened in `root`, once. An item is a line, or `[line, lines]`: a line with its own list.
 */
export function putIntoDeleteDialog(root, heading, items, effects) {
  const card = [...root.querySelectorAll('#dialog-outlet .v-card')].at(-1);
  if (!card || card.querySelector('[data-ecm-goes]')) return false;
  const box = root.createElement('div');
  box.className = 'v-card-text';
  box.dataset.ecmGoes = 'yes';
  // Directus' card styles are scoped to its own components: the title's margins, written out.
  box.style.padding = '0 24px 16px';
  box.style.lineHeight = '1.5';
  const list = (entries, nested) => {
    const ul = root.createElement('ul');
    ul.style.margin = nested ? '2px 0 6px' : '8px 0';
    ul.style.paddingLeft = '20px';
    for (const e of entries) {
      const li = ul.appendChild(root.createElement('li'));
      if (typeof e === 'string') li.textContent = e;
      else li.append(e[0], list(e[1], true));
    }
    return ul;
  };
  const top = list(items, false);
  // Twenty pages with their menu items would push the dialog's buttons off the screen.
  top.style.maxHeight = '50vh';
  top.style.overflowY = 'auto';
  const [h, p] = [root.createElement('p'), root.createElement('p')];
  h.textContent = heading;
  p.textContent = effects;
  box.append(h, top, p);
  card.querySelector('.v-card-title')?.after(box);
  return true;
}

/**
 * Puts what goes with the page (the lines of its form's «Ведут на эту страницу») into the delete
 * dialog that has just opened in `root`, once. Nothing when nothing points at the page.
 */
export function listWhatGoesWithPage(root) {
  const lines = (root.querySelector('[data-field="links_here"] textarea')?.value ?? '').split('\n').filter(Boolean);
  return lines.length > 0 && putIntoDeleteDialog(root, 'Вместе со страницей:', lines, DELETE_EFFECTS);
}

/**
 * The keys of the items selected in the list of `collection` open in the admin. A selected row's
 * DOM holds no key (its cells show whichever columns the user chose), so they are the `selection`
 * prop of the list's layout component (tabular, cards…), found in Vue's rendered tree from the
 * app's root element (`_vnode`, kept by Vue's production build too). None when not found.
 */
export function selectedKeys(root, collection) {
  const seen = new Set();
  const stack = [root.querySelector('#app')?._vnode];
  while (stack.length) {
    const v = stack.pop();
    if (!v || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    const props = v.component?.props;
    if (props?.collection === collection && Array.isArray(props.selection)) return [...props.selection];
    if (v.component) stack.push(v.component.subTree);
    if (Array.isArray(v.children)) stack.push(...v.children);
    stack.push(v.suspense?.activeBranch);
  }
  return [];
}

/**
 * The pages selected in their list, as read (`{ id, title, path, links_here }`), with what goes with
 * each: a line per page that something points at, with its lines. Empty when nothing points at any.
 */
export function whatGoesWithPages(pages) {
  return pages
    .map((p) => [
      `Страница «${p.title || `№ ${p.id}`}»${p.path ? ` (${p.path})` : ''}`,
      String(p.links_here ?? '')
        .split('\n')
        .filter(Boolean),
    ])
    .filter(([, lines]) => lines.length > 0);
}

/** Puts what goes with the selected `pages` (as read) into the bulk delete's dialog, once; true when done. */
export function listWhatGoesWithPages(root, pages) {
  const items = whatGoesWithPages(pages);
  if (!items.length) return true;
  return putIntoDeleteDialog(
    root,
    pages.length > 1 ? 'Вместе со страницами:' : 'Вместе со страницей:',
    items,
    pages.length > 1 ? DELETE_EFFECTS_MANY : DELETE_EFFECTS,
  );
}

/** The script the admin's page loads: the functions above, applied now and at every change of the page. */
export const SCRIPT = `(() => {
  const TITLES = ${JSON.stringify(TITLES)};
  ${russianTitle.toString()}
  ${exportEveryRow.toString()}
  const DELETE_EFFECTS = ${JSON.stringify(DELETE_EFFECTS)};
  const DELETE_EFFECTS_MANY = ${JSON.stringify(DELETE_EFFECTS_MANY)};
  ${putIntoDeleteDialog.toString()}
  ${listWhatGoesWithPage.toString()}
  ${selectedKeys.toString()}
  ${whatGoesWithPages.toString()}
  ${listWhatGoesWithPages.toString()}
  // A page's or the pages list's delete was pressed: its dialog is the next to open.
  let deleting = 0;
  let bulk = null;
  // Each selected page read as the signed-in user (the session cookie; what they may read), a few
  // at a time: page-safety fills «Ведут на эту страницу» only on a read of one page.
  const readPage = async (id) => {
    try {
      const r = await fetch('../items/pages/' + encodeURIComponent(id) + '?fields=id,title,path,links_here', { credentials: 'include' });
      if (r.ok) return (await r.json()).data;
    } catch {
      // Unreachable: said so below, rather than a list that looks complete.
    }
    return { id, links_here: 'Не удалось узнать, что ведёт на страницу' };
  };
  const readPages = async (ids) => {
    const pages = [];
    for (let i = 0; i < ids.length; i += 4) pages.push(...(await Promise.all(ids.slice(i, i + 4).map(readPage))));
    return pages;
  };
  document.addEventListener('click', (e) => {
    if (!(e.target instanceof Element) || !e.target.closest('.header-bar button:has(i[data-icon="delete"])')) return;
    const page = location.pathname.split('/content/pages')[1];
    if (/^\\/[^/+]+$/.test(page ?? '')) deleting = Date.now();
    else if (page === '' || page === '/') {
      const ids = selectedKeys(document, 'pages');
      const pressed = (bulk = { at: Date.now(), pages: null });
      if (ids.length)
        readPages(ids).then((pages) => {
          pressed.pages = pages;
          onChange();
        });
    }
  }, true);
  const fixTitle = () => {
    const wanted = russianTitle(document.title);
    if (wanted !== document.title) document.title = wanted;
  };
  fixTitle();
  new MutationObserver(fixTitle).observe(document.head, { childList: true, subtree: true, characterData: true });
  const onChange = () => {
    exportEveryRow(document);
    if (deleting && Date.now() - deleting < 10000 && listWhatGoesWithPage(document)) deleting = 0;
    // The pages' reads may take seconds on a busy server: they are awaited longer than the form's.
    if (bulk?.pages && Date.now() - bulk.at < 30000 && listWhatGoesWithPages(document, bulk.pages)) bulk = null;
  };
  const watchBody = () => new MutationObserver(onChange).observe(document.body, { childList: true, subtree: true });
  if (document.body) watchBody();
  else document.addEventListener('DOMContentLoaded', watchBody);
})();
`;

/** The script's address, beside the admin (its pages have `<base href="…/admin/">`). */
const PATH = '/ecm-admin-page.js';

const adminPage = ({ init, embed }) => {
  init('routes.custom.before', ({ app }) => {
    app.get(PATH, (_req, res) => {
      res.set('content-type', 'text/javascript; charset=utf-8');
      res.set('cache-control', 'no-cache');
      res.send(SCRIPT);
    });
  });
  embed('head', `<script src="..${PATH}"></script>`);
};

export default adminPage;
