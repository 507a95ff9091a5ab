// The dashboard «Проверка сайта» (cms/state/insights.mjs): the content health report of the live
// site (cms/extensions/content-health), read when the dashboard opens and again on «Проверить ещё
// раз». Errors first, each with the pages it is on: a page of the CMS links to its form, any other
// to the site. Nothing is stored: the report is what visitors get now.
import { h, inject, onMounted, ref } from 'vue';
import { useRouter as routerOfApp } from 'vue-router';
import { plural } from '../moscow-datetime/moscow.js';
import { button } from '../release-actions/index.js';

const BASE_PATH = '/ru/products/ecm';
const subdued = 'color:var(--theme--foreground-subdued)';
const pagesIn = (n) => `${n} ${plural(n, ['страница', 'страницы', 'страниц'])}`;
const errorsIn = (n) => `${n} ${plural(n, ['ошибка', 'ошибки', 'ошибок'])}`;
const warningsIn = (n) => `${n} ${plural(n, ['предупреждение', 'предупреждения', 'предупреждений'])}`;
/** «На 21 странице», «На 3 страницах». */
const onPages = (n) => `На ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'странице' : 'страницах'}`;

const Report = {
  name: 'ecm-content-health-report',
  props: { showHeader: { type: Boolean, default: true } },
  setup() {
    const api = inject('api', null);
    const router = routerOfApp();
    const report = ref(null);
    const busy = ref(false);
    const failed = ref(null);
    const origin = ref(null);

    async function check() {
      busy.value = true;
      failed.value = null;
      try {
        const { data } = await api.get('/content-health/');
        report.value = data.data;
      } catch (e) {
        failed.value = e?.response?.data?.errors?.[0]?.message ?? 'Не получилось проверить сайт: попробуйте ещё раз';
      } finally {
        busy.value = false;
      }
    }
    onMounted(() => {
      void check();
      api
        ?.get('/preview-link/site')
        .then((r) => (origin.value = r.data?.data?.origin ?? null))
        .catch(() => undefined);
    });

    // The marketer's own words (page titles, file names) are marked as data, as Directus marks a
    // rendered template: the admin's screen-text sweep reads them as content, not as the admin's words.
    const data = (text) => h('span', { class: 'render-template' }, text);
    /** A finding's text with its quoted names («…») marked as data. */
    const words = (text) => text.split(/(«[^»]*»)/).map((part) => (part.startsWith('«') ? data(part) : part));

    const link = (page) => {
      const name = page.title ? [data(`«${page.title}»`), ` (${page.path})`] : page.path;
      if (page.id !== null && page.id !== undefined) {
        const to = `/content/pages/${page.id}`;
        return h(
          'a',
          {
            href: router.resolve(to).href,
            onClick: (e) => {
              e.preventDefault();
              router.push(to);
            },
            style: 'color:var(--theme--primary);text-decoration:underline',
          },
          name,
        );
      }
      return origin.value
        ? h(
            'a',
            { href: `${origin.value}${BASE_PATH}${page.path}`, target: '_blank', rel: 'noopener', style: 'color:var(--theme--primary)' },
            name,
          )
        : name;
    };

    const finding = (f) =>
      h(
        'li',
        {
          class: `health-${f.level}`,
          style:
            'margin:0 0 12px;padding-left:12px;border-left:4px solid ' +
            (f.level === 'error' ? 'var(--theme--danger)' : 'var(--theme--warning)'),
        },
        [
          h('p', { style: 'font-weight:600;margin-bottom:2px' }, [
            h('span', { style: 'font-weight:400;' + subdued }, f.level === 'error' ? 'Ошибка: ' : 'Предупреждение: '),
            ...words(f.text),
          ]),
          f.pages.length === 1
            ? h('p', ['На странице ', link(f.pages[0])])
            : h('details', [
                h('summary', { style: 'cursor:pointer' }, onPages(f.pages.length)),
                h(
                  'ul',
                  { style: 'margin:4px 0 0;padding-left:20px' },
                  f.pages.map((p) => h('li', [link(p)])),
                ),
              ]),
        ],
      );

    return () => {
      const r = report.value;
      const errors = r ? r.findings.filter((f) => f.level === 'error').length : 0;
      const warnings = r ? r.findings.length - errors : 0;
      return h('div', { class: 'content-health-report', style: 'padding:12px 16px;overflow:auto;height:100%' }, [
        h('div', { style: 'display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-bottom:12px' }, [
          h(
            'p',
            { role: 'status', style: 'flex:1 1 260px' },
            busy.value
              ? 'Проверяются все страницы сайта, как их видят посетители…'
              : r
                ? `Проверено: ${pagesIn(r.pages)} сайта; ${r.findings.length ? `${errorsIn(errors)}, ${warningsIn(warnings)}` : 'ошибок и предупреждений нет'}.`
                : '',
          ),
          button('Проверить ещё раз', check, { kind: 'secondary', disabled: busy.value }),
        ]),
        failed.value ? h('p', { role: 'alert', style: 'color:var(--theme--danger);margin-bottom:12px' }, failed.value) : null,
        r && r.findings.length ? h('ul', { style: 'list-style:none;margin:0;padding:0' }, r.findings.map(finding)) : null,
        h(
          'p',
          { style: subdued + ';margin-top:8px;font-size:13px' },
          'Проверяется: один заголовок первого уровня (h1) на странице, заголовок и описание для поисковиков (до 70 и от 50 до 160 знаков), описание (alt) у картинок, ссылки на страницы сайта — не ведут ли они на несуществующую или ещё не опубликованную страницу.',
        ),
      ]);
    };
  },
};

const panel = {
  id: 'ecm-content-health-report',
  name: 'Проверка сайта',
  icon: 'health_and_safety',
  description: 'Что на сайте сломано или плохо читается: ссылки, заголовки, картинки без описания',
  component: Report,
  minWidth: 12,
  minHeight: 8,
  options: [],
};

export default panel;
