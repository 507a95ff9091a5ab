// «В релизах» on the screen of an item a release may change (collections/releases/model.mjs,
// inReleasesField): the releases that hold the item, each a link to its screen, and «Добавить в
// релиз…», which offers the releases still being prepared («Готовится») and adds to the one chosen
// the version open in the item's version menu (the route's `version`), or the item itself when the
// main copy is open. The change is a `release_changes` row written through the API as the signed-in
// person: their rights decide. A release that already has a start time refuses a marketer's change
// (cms/extensions/release-schedule), so to a marketer it is shown but not offered, with the reason;
// a publisher (GET /releases/me) may still add to it.
import { h, onMounted, ref, watch } from 'vue';
import { inWords, instantOf, plural } from '../moscow-datetime/moscow.js';
import { button } from '../release-actions/index.js';
import { itemProps, itemScreen, readVersion } from './open-item.js';

const STATES = { draft: 'готовится', published: 'опубликован', reverted: 'откачен' };
const releasesIn = (n) => `${n} ${plural(n, ['релиз', 'релиза', 'релизов'])}`;
const subdued = 'color:var(--theme--foreground-subdued)';

const AddToRelease = {
  name: 'ecm-add-to-release',
  props: itemProps,
  setup(props) {
    const { api, router, item, versionKey } = itemScreen(props);

    const holding = ref(null);
    const offers = ref(null);
    const choosing = ref(false);
    const busy = ref(false);
    const said = ref(null);
    const version = ref(null);
    const publishes = ref(false);

    // The releases holding the item and the version open, read together: until both are in, the
    // screen says it is loading and «Добавить в релиз…» waits, so that it never offers to add the
    // main item while the version the marketer just opened is still being read.
    async function load() {
      if (!api || !item.value || !props.collection) return;
      const [{ data }, open] = await Promise.all([
        api.get('/items/release_changes', {
          params: {
            filter: { collection: { _eq: props.collection }, item: { _eq: item.value } },
            fields: ['id', 'version.id', 'version.name', 'version.key', 'release.id', 'release.name', 'release.state', 'release.start_at'],
            sort: ['-release.id'],
            limit: -1,
          },
        }),
        versionKey.value ? readVersion(api, props.collection, item.value, versionKey.value) : null,
      ]);
      version.value = open;
      holding.value = (data.data ?? []).filter((c) => c.release);
    }

    async function choose() {
      said.value = null;
      choosing.value = true;
      offers.value = null;
      try {
        const [{ data }, me] = await Promise.all([
          api.get('/items/releases', {
            params: { filter: { state: { _eq: 'draft' } }, fields: ['id', 'name', 'start_at'], sort: ['-id'], limit: -1 },
          }),
          api.get('/releases/me').catch(() => null),
        ]);
        publishes.value = me?.data?.data?.publishes === true;
        const taken = new Set((holding.value ?? []).map((c) => String(c.release.id)));
        offers.value = (data.data ?? []).filter((r) => !taken.has(String(r.id)));
      } catch (e) {
        choosing.value = false;
        said.value = { ok: false, text: e?.response?.data?.errors?.[0]?.message ?? 'Не получилось открыть список релизов' };
      }
    }

    async function add(release) {
      busy.value = true;
      said.value = null;
      try {
        await api.post('/items/release_changes', {
          release: release.id,
          collection: props.collection,
          item: item.value,
          version: version.value?.id ?? null,
        });
        choosing.value = false;
        said.value = {
          ok: true,
          text: version.value
            ? `Версия «${version.value.name ?? version.value.key}» добавлена в релиз «${release.name}»`
            : `Запись добавлена в релиз «${release.name}»`,
        };
        await load();
      } catch (e) {
        said.value = { ok: false, text: e?.response?.data?.errors?.[0]?.message ?? 'Не получилось добавить: попробуйте ещё раз' };
      } finally {
        busy.value = false;
      }
    }

    onMounted(() => load().catch(() => (holding.value = [])));
    watch([item, versionKey], () => {
      choosing.value = false;
      said.value = null;
      holding.value = null;
      load().catch(() => (holding.value = []));
    });

    const link = (release) =>
      h(
        'a',
        {
          href: router.resolve(`/content/releases/${release.id}`).href,
          onClick: (e) => {
            e.preventDefault();
            router.push(`/content/releases/${release.id}`);
          },
          style: 'color:var(--theme--primary);text-decoration:underline',
        },
        `«${release.name}»`,
      );

    const scheduled = (release) => (instantOf(release.start_at) !== null ? `опубликуется ${inWords(release.start_at)}` : null);

    return () => {
      if (!item.value) return h('p', { class: 'add-to-release', style: subdued }, 'Сохраните запись — затем её можно добавить в релиз');
      const list = holding.value;
      const what = version.value ? `версию «${version.value.name ?? version.value.key}»` : 'основную запись';
      return h('div', { class: 'add-to-release' }, [
        list === null
          ? h('p', { style: subdued }, 'Загружается…')
          : list.length === 0
            ? h('p', { style: subdued + ';margin-bottom:12px' }, 'Запись не входит ни в один релиз')
            : h('div', { style: 'margin-bottom:12px' }, [
                h('p', { style: 'margin-bottom:4px' }, `Входит в ${releasesIn(list.length)}:`),
                h(
                  'ul',
                  { style: 'margin:0;padding-left:20px' },
                  list.map((c) =>
                    h('li', { class: 'release-of-item', style: 'margin:2px 0' }, [
                      'Релиз ',
                      link(c.release),
                      ` — ${[
                        STATES[c.release.state] ?? '',
                        scheduled(c.release) && c.release.state === 'draft' ? scheduled(c.release) : null,
                      ]
                        .filter(Boolean)
                        .join(', ')}; ${c.version ? `версия «${c.version.name ?? c.version.key}»` : 'основная запись'}`,
                    ]),
                  ),
                ),
              ]),
        choosing.value
          ? h('div', { role: 'group', 'aria-label': 'Выбор релиза' }, [
              h('p', { style: 'margin-bottom:8px' }, `В какой релиз добавить ${what}?`),
              offers.value === null
                ? h('p', { style: subdued }, 'Загружается…')
                : offers.value.length === 0
                  ? h(
                      'p',
                      { style: subdued + ';margin-bottom:8px' },
                      'Нет релизов, которые готовятся и ещё не содержат эту запись. Новый релиз создаётся в разделе «Релизы»',
                    )
                  : h(
                      'div',
                      offers.value.map((r) => {
                        const when = scheduled(r);
                        // Fixed while its time stands: only a publisher changes what goes live then.
                        const fixed = when !== null && !publishes.value;
                        return [
                          button(when ? `«${r.name}» — ${when}` : `«${r.name}»`, () => add(r), {
                            kind: 'secondary',
                            disabled: busy.value || fixed,
                          }),
                          fixed
                            ? h(
                                'p',
                                { class: 'release-fixed', style: subdued + ';margin:-4px 0 8px' },
                                `Состав релиза «${r.name}» не меняется, пока стоит время публикации: добавить в него может выпускающий редактор`,
                              )
                            : null,
                        ];
                      }),
                    ),
              button('Отмена', () => (choosing.value = false), { kind: 'secondary', disabled: busy.value }),
            ])
          : button('Добавить в релиз…', choose, { disabled: busy.value || list === null }),
        busy.value ? h('p', { style: subdued }, 'Добавляется…') : null,
        said.value
          ? h('p', { role: 'status', style: `margin-top:8px;color:var(--theme--${said.value.ok ? 'success' : 'danger'})` }, said.value.text)
          : null,
      ]);
    };
  },
};

const addToReleaseInterface = {
  id: 'ecm-add-to-release',
  name: 'В релизах',
  icon: 'rocket_launch',
  description: 'Релизы, в которые входит запись, и кнопка «Добавить в релиз…»',
  component: AddToRelease,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default addToReleaseInterface;
