// The admin's tab title in Russian from the first paint. Directus 11.17.4 sets the sign-in screen's
// title once, when the screen is set up (its built app, @directus/app/dist/assets/v-form-*.js,
// component `login`: `useHead({ title: t('sign_in') })`, a string, not reactive), with whatever
// language is loaded at that moment. The project's language (settings `default_language`, ru-RU) is
// loaded by a watcher of the user store that the router does not wait for (`userStore`:
// `watch(language, (l, old) => l && l !== old && setLanguage(l))`), so the screen is set up in English
// and its title is not set again when the Russian strings arrive; before the app starts, the tab
// reads the «Loading…» of its index.html. No setting changes either.
//
// This hook puts a small script into the admin's page (Directus' `embed`): served from the admin's
// own origin (the admin's CSP allows scripts from 'self' only, no inline ones), it runs before the
// app and puts the two English titles into Russian, whenever they are set. Every other title is the
// app's own (in Russian once its strings are loaded). Remove it once Directus sets that title reactively.

/** The English titles the admin shows before its Russian strings load, and what they read in Russian. */
export const TITLES = { 'Loading…': 'Загрузка…', 'Sign In': 'Войти' };

/** The title in Russian: `Sign In · ECM: сайт` → `Войти · ECM: сайт`; any other title as it is. */
export function russianTitle(title) {
  for (const [en, ru] of Object.entries(TITLES)) {
    if (title === en) return ru;
    if (title.startsWith(`${en} · `)) return ru + title.slice(en.length);
  }
  return title;
}

/** The script the admin's page loads: the function above, applied now and at every change of the title. */
export const SCRIPT = `(() => {
  const TITLES = ${JSON.stringify(TITLES)};
  ${russianTitle.toString()}
  const fix = () => {
    const wanted = russianTitle(document.title);
    if (wanted !== document.title) document.title = wanted;
  };
  fix();
  new MutationObserver(fix).observe(document.head, { childList: true, subtree: true, characterData: true });
})();
`;

/** The script's address, beside the admin (its pages have `<base href="…/admin/">`). */
const PATH = '/ecm-login-title.js';

const loginTitle = ({ init, embed }) => {
  init('routes.custom.before', ({ app }) => {
    app.get(PATH, (_req, res) => {
      res.set('content-type', 'text/javascript; charset=utf-8');
      res.set('cache-control', 'no-cache');
      res.send(SCRIPT);
    });
  });
  embed('head', `<script src="..${PATH}"></script>`);
};

export default loginTitle;
