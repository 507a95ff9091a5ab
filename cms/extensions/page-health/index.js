// «Проверка страницы» on a page's form: the content health report (cms/extensions/content-health)
// of this page alone: its h1, its title and description for search engines, pictures without alt,
// links to pages that do not exist or are not published, its blocks' empty required fields.
// A published page is checked as visitors get it now; a draft as it would be published (its saved
// draft in the site's preview), since an error there stops its publish (cms/extensions/page-gate):
// the marketer sees before publishing what would stop it. An administrator may publish such a draft
// anyway, giving the reason, kept as a comment on the page. Read when the form opens and on
// «Проверить ещё раз».
import { h, ref, watch } from 'vue';
import { injectForm } from '../add-to-release/open-item.js';
import { adminRef, button, despiteForm } from '../release-actions/index.js';

const subdued = 'color:var(--theme--foreground-subdued)';

const PageHealth = {
  name: 'ecm-page-health',
  setup() {
    const { values, api } = injectForm();
    const report = ref(null);
    const busy = ref(false);
    const failed = ref(null);
    const despite = ref('');
    const publishing = ref(false);
    const said = ref(null);
    const admin = adminRef(api);

    // Whether the check was of the live page: the CMS says, from the saved status (the form's value
    // is the edit, «Опубликовано» chosen but not saved yet).
    const live = () => report.value?.live === true;
    // A page not saved yet has nothing to check; a draft or an archived page is checked as it would be published.
    const saved = () => typeof values.value?.id === 'number' || /^\d+$/.test(String(values.value?.id ?? ''));
    async function check() {
      if (!api || !saved()) return;
      busy.value = true;
      failed.value = null;
      try {
        const { data } = await api.get('/content-health/', { params: { page: values.value.id } });
        report.value = data.data;
      } catch (e) {
        failed.value = e?.response?.data?.errors?.[0]?.message ?? 'Не получилось проверить страницу: попробуйте ещё раз';
      } finally {
        busy.value = false;
      }
    }
    async function publishDespite() {
      publishing.value = true;
      said.value = null;
      try {
        await api.post('/content-health/publish-despite', { page: values.value.id, despite: despite.value });
        said.value = { ok: true, text: 'Страница опубликована, причина сохранена в комментариях к странице. Форма обновляется…' };
        setTimeout(() => window.location.reload(), 1500);
      } catch (e) {
        said.value = { ok: false, text: e?.response?.data?.errors?.[0]?.message ?? 'Страница не опубликована: попробуйте ещё раз' };
      } finally {
        publishing.value = false;
      }
    }
    // Once the page's values are there (the form loads them after the field), and for another page.
    watch(
      () => values.value?.id,
      (id, before) => {
        if (id !== before) report.value = null;
        if (!report.value && !busy.value) void check();
      },
      { immediate: true },
    );

    return () => {
      if (!saved())
        return h('p', { class: 'page-health', style: subdued }, 'Проверим, когда страница будет сохранена: так, как её опубликуют');
      const r = report.value;
      const findings = r?.findings ?? [];
      const errors = findings.filter((f) => f.level === 'error').length;
      const draft = !live();
      return h('div', { class: 'page-health' }, [
        h(
          'p',
          { role: 'status', style: 'margin-bottom:8px' },
          busy.value
            ? values.value?.status !== 'published'
              ? 'Черновик проверяется так, как страница будет опубликована…'
              : 'Страница проверяется так, как её видят посетители…'
            : r
              ? draft
                ? errors
                  ? 'Опубликовать страницу не получится, пока не исправлены ошибки:'
                  : findings.length
                    ? 'Опубликовать можно; после публикации на странице будет что улучшить:'
                    : 'Ошибок нет: страницу можно публиковать.'
                : findings.length
                  ? 'На опубликованной странице есть что исправить:'
                  : 'На опубликованной странице ошибок нет.'
              : '',
        ),
        draft && r
          ? h('p', { style: `${subdued};margin-bottom:8px` }, 'Проверен сохранённый черновик: сохраните изменения и проверьте ещё раз')
          : null,
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
        // An administrator's way past the check of a draft: the reason goes to the page's comments.
        draft && admin.value && (errors > 0 || failed.value)
          ? despiteForm({
              where: 'в комментарии к странице',
              reason: despite,
              publish: publishDespite,
              busy: publishing.value,
              className: 'page-despite',
            })
          : null,
        said.value
          ? h('p', { role: 'status', style: `margin:8px 0;color:var(--theme--${said.value.ok ? 'success' : 'danger'})` }, said.value.text)
          : null,
      ]);
    };
  },
};

const pageHealthInterface = {
  id: 'ecm-page-health',
  name: 'Проверка страницы',
  icon: 'health_and_safety',
  description: 'Что на странице сломано или плохо читается: на опубликованной — как у посетителей, на черновике — как при публикации',
  component: PageHealth,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default pageHealthInterface;
