// The date picker's calendar in the user's language, weeks from Monday for Russian.
//
// Directus 11.17 draws the calendar with reka-ui's CalendarRoot and passes it no `locale` and no
// `weekStartsOn`; reka-ui then reads both from its ConfigProvider (a Vue injection) and, with none
// provided anywhere in the app, falls back to English: «Sun Mon Tue…», Sunday first. Custom
// translations and settings do not reach it.
//
// Directus has no app-level hook extension, so this rides with the lead chart panel: app
// extensions are loaded when the app starts, and this module's code runs then. Once the app is
// mounted it answers, at the root of the app's injections, reka-ui's ConfigProvider lookup with the
// language of the page (`<html lang>`, which Directus sets to the user's language). A real
// ConfigProvider, should Directus add one, is found before this and wins.
//
// The calendar also names itself to screen readers (and in a visually hidden heading, which is in
// the page's text) with its `calendarLabel` prop, «Event Date» when none is given, as Directus
// gives none: a calendar without one gets «Календарь» as it is created.
const KEY = 'ConfigProviderContext';
const LABEL = 'Календарь';

function install(app) {
  const root = app._context.provides;
  const context = {
    // Read when a calendar renders: the user's language at that moment.
    locale: {
      get value() {
        return document.documentElement.lang || 'ru-RU';
      },
    },
    dir: {
      get value() {
        return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
      },
    },
    useId: undefined,
  };
  const answers = (key) => typeof key === 'symbol' && key.description === KEY;
  // Injections are looked up along the prototype chain of the root's `provides`: the chain's end
  // answers reka-ui's key only.
  const tail = new Proxy(Object.getPrototypeOf(root) ?? Object.create(null), {
    has: (target, key) => answers(key) || Reflect.has(target, key),
    get: (target, key, receiver) => (answers(key) ? context : Reflect.get(target, key, receiver)),
  });
  Object.setPrototypeOf(root, tail);
  // After reka-ui's setup (Vue runs beforeCreate after setup()), before the first render: its label
  // is a computed of the props, read when it renders.
  app.mixin({
    beforeCreate() {
      const instance = this.$;
      if (instance?.type?.__name === 'CalendarRoot' && instance.props.calendarLabel === undefined) instance.props.calendarLabel = LABEL;
    },
  });
}

/** Waits for the app to be mounted on #app (extensions load before), then installs once. */
export function installCalendarLocale(tries = 600) {
  if (typeof document === 'undefined') return;
  const app = document.querySelector('#app')?.__vue_app__;
  if (app) install(app);
  else if (tries > 0) setTimeout(() => installCalendarLocale(tries - 1), 100);
}
