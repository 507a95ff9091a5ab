// «Опубликовать изменения версии «…» на странице «…»» at the top of an item's form while one of its
// content versions is open (the route's `version`); nothing while the main copy is.
//
// Directus' own promotion (the version menu) takes two dialogs: the comparison's «Применить», then
// «удалить или оставить версию?», and only the answer to the second promotes. A marketer who walked
// away from it had published nothing. Here one click asks once, in words, what will happen; the
// answer publishes (the same `POST /versions/:id/promote` the app sends, with the main copy's hash
// from `/versions/:id/compare`, so a main copy changed meanwhile is refused as there). Only then,
// with the change live, is keeping or deleting the version offered. The request goes as the signed-in
// person: their rights decide, and the site regenerates the item's pages as for any save of it.
import { computed, h, ref, watch, watchEffect } from 'vue';
import { button } from '../release-actions/index.js';
import { itemProps, itemScreen, readVersion } from '../add-to-release/open-item.js';

/** Where the change goes, in the words of the question, per versioned collection (`versioning` in the models of collections/). */
export const ITEM_IN = {
  pages: 'на странице',
  navigation: 'в меню',
  globals: 'в общих настройках',
  forms: 'в форме',
  webinars: 'в вебинаре',
  news: 'в новости',
  articles: 'в статье',
};

/** «на странице «Архивирование»»: the item as the question names it (a singleton by its kind alone). */
export function itemInWords(collection, values) {
  const where = ITEM_IN[collection] ?? 'в записи';
  const name = values?.title ?? values?.name ?? null;
  return collection === 'globals' || !name ? where : `${where} «${name}»`;
}

export const versionName = (version) => `«${version.name ?? version.key}»`;

const subdued = 'color:var(--theme--foreground-subdued)';

const VersionPublish = {
  name: 'ecm-version-publish',
  props: itemProps,
  setup(props) {
    const { values, api, route, router, item, versionKey } = itemScreen(props);

    const version = ref(null);
    const asking = ref(false);
    const busy = ref(false);
    // After the promotion: what was published, and whether the version is still to be kept or deleted.
    const published = ref(null);
    const said = ref(null);

    async function load() {
      version.value = null;
      if (!api || !item.value || !props.collection || !versionKey.value) return;
      version.value = await readVersion(api, props.collection, item.value, versionKey.value);
    }

    watch(
      [item, versionKey],
      () => {
        asking.value = false;
        said.value = null;
        load().catch(() => (version.value = null));
      },
      { immediate: true },
    );

    /**
     * Why a request failed, in Russian: the site's own refusals are (a release that holds the
     * version, cms/extensions/release-schedule); Directus' are English and are put in words here.
     */
    const errorOf = (e, fallback) => {
      const error = e?.response?.data?.errors?.[0];
      const message = String(error?.message ?? '');
      if (/[А-Яа-яЁё]/.test(message)) return message;
      if (message.includes('No changes to promote'))
        return `В версии ${versionName(version.value ?? {})} нет изменений: публиковать нечего`;
      if (message.includes('Main item has changed')) return 'Запись изменилась, пока версия публиковалась: попробуйте ещё раз';
      if (error?.extensions?.code === 'FORBIDDEN') return 'У вас нет прав изменить эту запись';
      return fallback;
    };

    async function publish() {
      const v = version.value;
      asking.value = false;
      busy.value = true;
      said.value = null;
      try {
        const { data } = await api.get(`/versions/${v.id}/compare`);
        await api.post(`/versions/${v.id}/promote`, { mainHash: data.data.mainHash });
        published.value = { version: v, where: itemInWords(props.collection, values.value) };
      } catch (e) {
        said.value = { ok: false, text: errorOf(e, 'Не получилось опубликовать: попробуйте ещё раз') };
      } finally {
        busy.value = false;
      }
    }

    /** To the main copy, now what visitors see; the version deleted first when the marketer chose so. */
    async function finish(deleteVersion) {
      const v = published.value.version;
      busy.value = true;
      try {
        if (deleteVersion) await api.delete(`/versions/${v.id}`);
        published.value = null;
        const { version: _open, ...query } = route.query;
        await router.replace({ path: route.path, query });
      } catch (e) {
        said.value = { ok: false, text: errorOf(e, 'Не получилось удалить версию: попробуйте ещё раз') };
      } finally {
        busy.value = false;
      }
    }

    // With the main copy open there is nothing to show, and the form would still keep this field's
    // row and its gap at the top: the field's own cell of the form is hidden then.
    const anchor = ref(null);
    const shown = computed(() => published.value !== null || version.value !== null);
    watchEffect(() => {
      const cell = anchor.value?.closest('[data-field]');
      if (cell) cell.style.display = shown.value ? '' : 'none';
    });

    return () => {
      if (published.value) {
        const { version: v, where } = published.value;
        return h('div', { ref: anchor, class: 'version-publish', role: 'group', 'aria-label': 'Версия опубликована' }, [
          h(
            'p',
            { role: 'status', style: 'margin-bottom:12px;color:var(--theme--success);font-weight:600' },
            `Опубликовано: изменения версии ${versionName(v)} ${where} уже на сайте.`,
          ),
          h('p', { style: 'margin-bottom:8px' }, `Версия ${versionName(v)} больше не нужна?`),
          button('Удалить версию', () => finish(true), { disabled: busy.value }),
          button('Оставить версию', () => finish(false), { kind: 'secondary', disabled: busy.value }),
          said.value ? h('p', { role: 'alert', style: 'margin-top:8px;color:var(--theme--danger)' }, said.value.text) : null,
        ]);
      }
      const v = version.value;
      // The main copy is open (or the version is not found): nothing to publish here.
      if (!v) return h('span', { ref: anchor, hidden: true });
      const where = itemInWords(props.collection, values.value);
      return h('div', { ref: anchor, class: 'version-publish', role: 'group', 'aria-label': 'Публикация версии' }, [
        h(
          'p',
          { style: subdued + ';margin-bottom:8px' },
          `Открыта версия ${versionName(v)}: посетители её не видят, пока она не опубликована.`,
        ),
        asking.value
          ? h('div', [
              h(
                'p',
                { style: 'margin-bottom:12px' },
                `Опубликовать изменения версии ${versionName(v)} ${where}? Посетители увидят их сразу.`,
              ),
              button('Да, опубликовать', publish, { disabled: busy.value }),
              button('Отмена', () => (asking.value = false), { kind: 'secondary', disabled: busy.value }),
            ])
          : button(`Опубликовать изменения версии ${versionName(v)} ${where}`, () => (asking.value = true), { disabled: busy.value }),
        busy.value ? h('p', { style: subdued }, 'Публикуется…') : null,
        said.value ? h('p', { role: 'alert', style: 'margin-top:8px;color:var(--theme--danger)' }, said.value.text) : null,
      ]);
    };
  },
};

const versionPublishInterface = {
  id: 'ecm-version-publish',
  name: 'Публикация версии',
  icon: 'published_with_changes',
  description: 'Кнопка «Опубликовать изменения версии» над формой, пока открыта версия',
  component: VersionPublish,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  // The button says what it is; an empty label would stand over the form of every main copy.
  hideLabel: true,
  hideLoader: true,
  options: null,
};

export default versionPublishInterface;
