// «Как изменится сайт» on a release's screen: a page the release changes as visitors get it now and as
// the release will make it, side by side, at a phone's width (375 px) or a computer's (1440 px), the
// blocks the release changes outlined. The list offers the release's own pages first, then, when it
// changes a menu or the site's settings, every other page, which changes through them alone. Both
// pages are read and served by cms/extensions/release-compare.
import { h, inject, onBeforeUnmount, onMounted, ref, watch } from 'vue';
import { button } from '../release-actions/index.js';

/** The widths a page is drawn at, with the height of the screen shown. */
const WIDTHS = [
  { width: 375, height: 812, label: 'Телефон (375 пикселей)' },
  { width: 1440, height: 900, label: 'Компьютер (1440 пикселей)' },
];
const subdued = 'color:var(--theme--foreground-subdued)';

/** A page drawn at its width and scaled down to the column it is in. */
const Frame = {
  props: { src: String, width: Number, height: Number, label: String },
  setup(props) {
    const box = ref(null);
    const scale = ref(0.3);
    let observer = null;
    onMounted(() => {
      observer = new ResizeObserver(([entry]) => (scale.value = Math.min(1, entry.contentRect.width / props.width)));
      observer.observe(box.value);
    });
    onBeforeUnmount(() => observer?.disconnect());
    return () =>
      h('figure', { class: 'release-compare-side', style: 'margin:0;min-width:0' }, [
        h('figcaption', { style: 'display:flex;gap:12px;align-items:baseline;margin-bottom:6px' }, [
          h('strong', props.label),
          h('a', { href: props.src, target: '_blank', rel: 'noopener', style: 'color:var(--theme--primary)' }, 'Открыть крупно'),
        ]),
        h(
          'div',
          {
            ref: box,
            style: `overflow:hidden;height:${Math.round(props.height * scale.value)}px;border:1px solid var(--theme--border-color);border-radius:6px;background:#fff`,
          },
          [
            h('iframe', {
              src: props.src,
              title: props.label,
              style: `display:block;width:${props.width}px;height:${props.height}px;border:0;transform:scale(${scale.value});transform-origin:0 0`,
            }),
          ],
        ),
      ]);
  },
};

/** `«Весна» (/spring/), новая`: a page as the list names it. */
const named = (p, why) => `«${p.title ?? p.path}» (${p.path})${p.isNew ? ' — новая' : ''}${why ? ` — ${why}` : ''}`;

const ReleaseCompare = {
  name: 'ecm-release-compare-view',
  props: { primaryKey: { type: [String, Number], default: null } },
  setup(props) {
    const api = inject('api', null);
    const list = ref(null);
    const failed = ref(null);
    const path = ref(null);
    const width = ref(1440);

    async function load() {
      const id = props.primaryKey;
      if (!api || id === null || id === '+') return;
      failed.value = null;
      try {
        const { data } = await api.get(`/release-compare/${id}/pages`);
        list.value = data.data;
        const all = [...data.data.own, ...data.data.others];
        if (!all.some((p) => p.path === path.value)) path.value = all[0]?.path ?? null;
      } catch (e) {
        failed.value = e?.response?.data?.errors?.[0]?.message ?? 'Не получилось прочитать страницы релиза: попробуйте ещё раз';
      }
    }
    watch(() => props.primaryKey, load, { immediate: true });

    return () => {
      const id = props.primaryKey;
      if (id === null || id === '+')
        return h('p', { style: subdued }, 'Сохраните релиз и добавьте изменения — затем здесь будет видно, как изменится сайт');
      if (failed.value) return h('p', { role: 'alert', style: 'color:var(--theme--danger)' }, failed.value);
      if (!list.value) return h('p', { style: subdued }, 'Читаем страницы релиза…');
      const { own, chrome, others } = list.value;
      if (own.length === 0 && !chrome)
        return h('p', { style: subdued }, 'Релиз не меняет страниц сайта: добавьте в него страницу, меню или общие настройки');
      const shown = WIDTHS.find((w) => w.width === width.value);
      const src = (side) => `${window.location.origin}/release-compare/${id}/page?path=${encodeURIComponent(path.value)}&side=${side}`;
      return h('div', { class: 'release-compare' }, [
        h(
          'p',
          { style: 'margin-bottom:8px' },
          `Страниц релиза: ${own.length}.` +
            (chrome ? ` Релиз меняет меню или общие настройки — они на всех страницах сайта (ещё ${others.length}).` : ''),
        ),
        h('label', { style: 'display:block;margin-bottom:8px' }, [
          h('span', { style: 'display:block;margin-bottom:4px;font-weight:600' }, 'Страница'),
          h(
            'select',
            {
              value: path.value,
              onChange: (e) => (path.value = e.target.value),
              style:
                'width:100%;max-width:100%;padding:8px;font:inherit;border:var(--theme--border-width,2px) solid var(--theme--border-color);border-radius:var(--theme--border-radius,6px);background:var(--theme--background)',
            },
            [
              own.length
                ? h(
                    'optgroup',
                    { label: 'Страницы релиза' },
                    own.map((p) => h('option', { value: p.path }, named(p))),
                  )
                : null,
              others.length
                ? h(
                    'optgroup',
                    { label: 'Меняются из-за меню или настроек' },
                    others.map((p) => h('option', { value: p.path }, named(p))),
                  )
                : null,
            ],
          ),
        ]),
        h(
          'div',
          { role: 'group', 'aria-label': 'Ширина экрана', style: 'margin-bottom:4px' },
          WIDTHS.map((w) => button(w.label, () => (width.value = w.width), { kind: w.width === width.value ? 'primary' : 'secondary' })),
        ),
        h('p', { style: `${subdued};margin-bottom:8px` }, 'Блоки, которые меняет релиз, обведены пунктиром.'),
        path.value
          ? h('div', { style: 'display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:16px' }, [
              // A page the release publishes has no «now»: said in words, not drawn as a tiny empty page.
              own.find((p) => p.path === path.value)?.isNew
                ? h('figure', { class: 'release-compare-side', style: 'margin:0;min-width:0' }, [
                    h('figcaption', { style: 'font-weight:600;margin-bottom:6px' }, 'Сейчас на сайте'),
                    h(
                      'p',
                      { style: `${subdued};padding:16px;border:1px dashed var(--theme--border-color);border-radius:6px` },
                      'Этой страницы сейчас нет на сайте: её опубликует релиз.',
                    ),
                  ])
                : h(Frame, { key: `before${path.value}${shown.width}`, src: src('before'), ...shown, label: 'Сейчас на сайте' }),
              h(Frame, { key: `after${path.value}${shown.width}`, src: src('after'), ...shown, label: 'После публикации релиза' }),
            ])
          : null,
      ]);
    };
  },
};

const releaseCompareInterface = {
  id: 'ecm-release-compare-view',
  name: 'Как изменится сайт',
  icon: 'compare',
  description: 'Страница сейчас и после публикации релиза, рядом, на телефоне и на компьютере',
  component: ReleaseCompare,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default releaseCompareInterface;
