// «Проверка страницы» on a page's form: the content health report (cms/extensions/content-health)
// of this page alone, as visitors get it now: its h1, its title and description for search engines,
// pictures without alt, links to pages that do not exist or are not published. Read when the form
// opens and on «Проверить ещё раз»; a page not published yet is not read (visitors do not get it).
import { h, inject, ref, watch } from 'vue';
import { button } from '../release-actions/index.js';

const subdued = 'color:var(--theme--foreground-subdued)';

const PageHealth = {
  name: 'ecm-page-health',
  setup() {
    const values = inject('values', ref({}));
    const api = inject('api', null);
    const report = ref(null);
    const busy = ref(false);
    const failed = ref(null);

    const live = () => values.value?.status === 'published' && typeof values.value?.path === 'string';
    async function check() {
      if (!api || !live()) return;
      busy.value = true;
      failed.value = null;
      try {
        const { data } = await api.get('/content-health/', { params: { path: values.value.path } });
        report.value = data.data;
      } catch (e) {
        failed.value = e?.response?.data?.errors?.[0]?.message ?? 'Не получилось проверить страницу: попробуйте ещё раз';
      } finally {
        busy.value = false;
      }
    }
    // Once the page's values are there (the form loads them after the field), and for another page.
    watch(
      () => [values.value?.id, values.value?.status, values.value?.path],
      ([id], [before] = []) => {
        if (id !== before) report.value = null;
        if (!report.value && !busy.value) void check();
      },
      { immediate: true },
    );

    return () => {
      if (!live())
        return h(
          'p',
          { class: 'page-health', style: subdued },
          'Проверим, когда страница будет опубликована: так, как её увидят посетители',
        );
      const r = report.value;
      const findings = r?.findings ?? [];
      return h('div', { class: 'page-health' }, [
        h(
          'p',
          { role: 'status', style: 'margin-bottom:8px' },
          busy.value
            ? 'Страница проверяется так, как её видят посетители…'
            : r
              ? findings.length
                ? 'На опубликованной странице есть что исправить:'
                : 'На опубликованной странице ошибок нет.'
              : '',
        ),
        findings.length
          ? h(
              'ul',
              { style: 'margin:0 0 8px;padding-left:20px' },
              findings.map((f) =>
                h('li', { class: `health-${f.level}`, style: 'margin:2px 0' }, [
                  h('span', { style: subdued }, f.level === 'error' ? 'Ошибка: ' : 'Предупреждение: '),
                  // A page's title or a file's name in the finding is the marketer's own (see content-health-report).
                  ...f.text.split(/(«[^»]*»)/).map((part) => (part.startsWith('«') ? h('span', { class: 'render-template' }, part) : part)),
                ]),
              ),
            )
          : null,
        failed.value ? h('p', { role: 'alert', style: 'color:var(--theme--danger);margin-bottom:8px' }, failed.value) : null,
        button('Проверить ещё раз', check, { kind: 'secondary', disabled: busy.value }),
      ]);
    };
  },
};

const pageHealthInterface = {
  id: 'ecm-page-health',
  name: 'Проверка страницы',
  icon: 'health_and_safety',
  description: 'Что на опубликованной странице сломано или плохо читается',
  component: PageHealth,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default pageHealthInterface;
