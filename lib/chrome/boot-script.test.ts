import { BOOT_SCRIPT, FORM_SCRIPTS, PAGE_SCRIPTS } from './boot-script.mjs';

const root = document.documentElement;
const nextTick = () => new Promise((r) => setTimeout(r, 0));

/** The page as the server sent it, then the boot script run in it as the browser does. */
function boot(html: string) {
  root.removeAttribute('data-interactive');
  document.body.innerHTML = html;
  new Function(BOOT_SCRIPT)();
}

/** What the app does once hydrated and its chrome bound (components/layout/use-app-chrome.ts). */
async function becomeInteractive() {
  root.setAttribute('data-interactive', '');
  await nextTick();
}

/**
 * The submits of `form` that reach the page, each as whether a script had already prevented it; none
 * goes further (jsdom cannot post: the test only sees the submit).
 */
function submitsOf(form: HTMLFormElement): boolean[] {
  const submits: boolean[] = [];
  form.addEventListener('submit', (e) => {
    submits.push(e.defaultPrevented);
    e.preventDefault();
  });
  return submits;
}

/** A lead button and its form dialog, as the page's HTML has them before any script. */
const DEMO_DIALOG =
  '<a id="demo" href="/forms/demo/" role="button" data-action="open-form" data-form="demo">Демо</a>' +
  '<div data-form-dialogs=""><dialog data-form-dialog="demo"><button type="button" data-close-dialog="" id="close">×</button>' +
  '<form id="f" method="post" action="/api/demo/"><input name="fio"><button type="submit" id="send">Отправить</button></form></dialog></div>';

afterEach(async () => {
  // Every test ends with the page interactive: the script's listeners are gone.
  await becomeInteractive();
  window.localStorage.clear();
  delete (window as { next?: unknown }).next;
});

describe('the boot script', () => {
  it('keeps clicks on buttons from the page until it is interactive, then replays them once', async () => {
    boot('<button id="login" type="button">Войти</button><div data-action="open-form"><span id="inner">Форма</span></div>');
    const clicks: string[] = [];
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id || (e.target as Element).getAttribute('data-action')!));
    document.getElementById('login')!.click();
    document.getElementById('login')!.click();
    document.getElementById('inner')!.click();
    expect(clicks).toEqual([]);

    await becomeInteractive();
    // Twice pressed, once done; in the order pressed.
    expect(clicks).toEqual(['login', 'open-form']);
    // From then on the page answers by itself, nothing is captured.
    document.getElementById('login')!.click();
    expect(clicks).toEqual(['login', 'open-form', 'login']);
  });

  it('holds a form submitted early (no plain submission) and submits it once when interactive', async () => {
    boot('<form id="f"><input name="email" value="a@b.c"><button type="submit" id="send">Спросить</button></form>');
    const form = document.getElementById('f') as HTMLFormElement;
    const submits: (string | undefined)[] = [];
    const defaultPrevented: boolean[] = [];
    form.addEventListener('submit', (e) => {
      submits.push((e.submitter as HTMLElement | null)?.id);
      defaultPrevented.push(e.defaultPrevented);
      e.preventDefault();
    });
    document.getElementById('send')!.click();
    document.getElementById('send')!.click();
    expect(submits).toEqual([]);

    await becomeInteractive();
    expect(submits).toEqual(['send']);
    expect(defaultPrevented).toEqual([false]);
  });

  it('lets links load their page before Next runs, and keeps them for the app once it does', async () => {
    boot('<a id="early" href="#a">Цены</a>');
    const link = document.getElementById('early')!;
    const seen: boolean[] = [];
    document.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    link.click();
    // Native meaning: the page's handlers see it, nothing prevented it.
    expect(seen).toEqual([false]);

    (window as { next?: unknown }).next = { router: {} };
    link.click();
    expect(seen).toEqual([false]);
    await becomeInteractive();
    expect(seen).toEqual([false, false]);
  });

  it("leaves a popover's own button to the browser: its clicks are neither held nor replayed", async () => {
    boot('<button id="burger" type="button" popovertarget="menu">Меню</button><nav id="menu" popover="auto"></nav>');
    const seen: boolean[] = [];
    document.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    document.getElementById('burger')!.click();
    // Native meaning: the browser toggles the popover on this very click.
    expect(seen).toEqual([false]);
    await becomeInteractive();
    expect(seen).toEqual([false]);
  });

  it('closes an open popover when a link or a closing button in it is clicked, before and after the page is interactive', async () => {
    boot(
      '<nav id="menu" popover="auto"><a id="prices" href="#prices">Цены</a><button id="login" data-closes-menu data-action="open-form">Войти</button><p id="text">Текст</p></nav>',
    );
    const menu = document.getElementById('menu')!;
    // jsdom has no Popover API: the call is what the browser would act on.
    let open = true;
    menu.hidePopover = () => (open = false);
    document.getElementById('text')!.click();
    expect(open).toBe(true);
    document.getElementById('prices')!.click();
    expect(open).toBe(false);
    // The button's own action is held and replayed; the menu closes at the tap.
    open = true;
    const actions: string[] = [];
    document.addEventListener('click', (e) => (e.target as Element).id === 'login' && actions.push('login'));
    document.getElementById('login')!.click();
    expect([open, actions]).toEqual([false, []]);
    await becomeInteractive();
    expect(actions).toEqual(['login']);
  });

  it('replays the keys only the page gives a meaning (arrows on tabs), each press', async () => {
    boot('<div role="tablist"><button id="t1" role="tab">Юристу</button><button id="t2" role="tab">ИТ</button></div>');
    const keys: string[] = [];
    document.addEventListener('keydown', (e) => keys.push(`${(e.target as Element).id}:${e.key}`));
    const tab = document.getElementById('t1')!;
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    tab.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    expect(keys).toEqual(['t1:a']);
    await becomeInteractive();
    expect(keys).toEqual(['t1:a', 't1:ArrowRight', 't1:ArrowRight']);
  });

  it('starts fetching the code of the form a button opens when it is tapped before the page is interactive, once', async () => {
    const scripts = { login: ['/login.js', '/track.js'], form: ['/form.js', '/track.js'] };
    boot(
      `<script id="${FORM_SCRIPTS}" type="application/json">${JSON.stringify(scripts)}</script>` +
        '<button id="login" data-action="open-form" data-form="login">Войти</button>' +
        '<button id="demo" data-action="open-form" data-form="demo">Демо</button><button id="other">Другое</button>',
    );
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => new URL(l.href).pathname);
    document.getElementById('other')!.click();
    expect(preloaded()).toEqual([]);
    document.getElementById('login')!.click();
    document.getElementById('login')!.click();
    expect(preloaded()).toEqual(['/login.js', '/track.js']);
    document.getElementById('demo')!.click();
    expect(preloaded()).toEqual(['/login.js', '/track.js', '/form.js']);

    await becomeInteractive();
    document.head.querySelectorAll('link[rel="preload"]').forEach((l) => l.remove());
    // Once interactive, the app loads the code itself.
    document.getElementById('demo')!.click();
    expect(preloaded()).toEqual([]);
  });

  it("stores the landing address' utm tags as the lead forms read them", () => {
    window.history.replaceState(null, '', '/?utm_source=ya&utm_campaign=spring&other=1&utm_term=');
    boot('');
    expect(JSON.parse(window.localStorage.getItem('utm')!)).toEqual({ utm_source: 'ya', utm_campaign: 'spring' });
    window.history.replaceState(null, '', '/');
  });

  it('gives a held submit its native meaning once a page script fails to load: the plain form is posted, once', async () => {
    boot(
      `<script id="${PAGE_SCRIPTS}" type="application/json">["/framework.js"]</script>` +
        '<form id="f" method="post" action="/api/demo/"><input name="email" value="a@b.c"><button type="submit" id="send">Спросить</button></form>',
    );
    const form = document.getElementById('f') as HTMLFormElement;
    const submits = submitsOf(form);
    document.getElementById('send')!.click();
    document.getElementById('send')!.click();
    expect(submits).toEqual([]);

    // The page's script was appended after the paint, and could not be fetched.
    const script = document.body.querySelector<HTMLScriptElement>('script[src$="/framework.js"]')!;
    script.dispatchEvent(new Event('error'));
    expect(submits).toEqual([false]);
    // From then on nothing is held: the browser does what HTML does.
    document.getElementById('send')!.click();
    expect(submits).toEqual([false, false]);
  });

  it('lets Enter on a lead button (a link with the role of a button) click it natively, and holds that click', async () => {
    boot('<a id="demo" href="/forms/demo/" role="button" data-action="open-form" data-form="demo">Демо</a>');
    const keys: boolean[] = [];
    document.getElementById('demo')!.addEventListener('keydown', (e) => keys.push(e.defaultPrevented));
    document.getElementById('demo')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(keys).toEqual([false]);
    const clicks: boolean[] = [];
    document.getElementById('demo')!.addEventListener('click', (e) => {
      clicks.push(e.defaultPrevented);
      e.preventDefault();
    });
    document.getElementById('demo')!.click();
    expect(clicks).toEqual([]);
    await becomeInteractive();
    expect(clicks).toEqual([false]);
  });

  it("opens a lead button's form dialog from the page's HTML at the tap, closes it with its ×, and leaves its submit to the popup that takes it over", async () => {
    boot(DEMO_DIALOG);
    const dialog = document.querySelector('dialog')!;
    const clicks: string[] = [];
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    document.getElementById('demo')!.click();
    // Open at once, and the tap is not replayed later (it would open the popup a second time).
    expect(dialog.open).toBe(true);
    document.getElementById('close')!.click();
    expect(dialog.open).toBe(false);
    document.getElementById('demo')!.click();
    expect(dialog.open).toBe(true);
    const form = document.getElementById('f') as HTMLFormElement;
    const submits = submitsOf(form);
    document.getElementById('send')!.click();
    // Held and marked: the popup that takes the dialog over sends it (components/forms/forms-provider.tsx).
    expect(submits).toEqual([]);
    expect(form.hasAttribute('data-submit-pending')).toBe(true);
    await becomeInteractive();
    expect(submits).toEqual([]);
    // The lead button's taps reached nothing else, then or later (its ×'s and the submit button's are the browser's own).
    expect(clicks).toEqual(['close', 'send']);
  });

  it("opens the dialog of the webinar a sign-up button names, not another webinar's", () => {
    const dialog = (slug: string) =>
      `<dialog data-form-dialog="webinar-${slug}"><button type="button" data-close-dialog="">×</button><form><input name="fio"></form></dialog>`;
    boot(
      '<a id="archive" href="/forms/webinar/?webinar=archive" role="button" data-action="open-form" data-form="webinar" data-dialog="webinar-archive">Записаться</a>' +
        `<div data-form-dialogs="">${dialog('contracts')}${dialog('archive')}</div>`,
    );
    document.getElementById('archive')!.click();
    expect([...document.querySelectorAll('dialog')].map((d) => d.open)).toEqual([false, true]);
  });

  it('posts a submit held in a form dialog as plain HTML when a page script fails to load', async () => {
    boot(`<script type="application/json" id="${PAGE_SCRIPTS}">["/framework.js"]</script>` + DEMO_DIALOG);
    document.getElementById('demo')!.click();
    const form = document.getElementById('f') as HTMLFormElement;
    const submits = submitsOf(form);
    document.getElementById('send')!.click();
    expect(submits).toEqual([]);
    const script = document.body.querySelector<HTMLScriptElement>('script[src$="/framework.js"]')!;
    script.dispatchEvent(new Event('error'));
    expect(submits).toEqual([false]);
  });
});
