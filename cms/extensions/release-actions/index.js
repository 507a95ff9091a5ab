// «Опубликовать релиз» and «Откатить релиз» on a release's screen (cms/extensions/releases does
// the work). One click asks once, in words, what will happen; the answer says what was done: how
// many changes went live or back, how many pages of the site were regenerated. Publishing is for
// an administrator or «Выпускающий редактор»: anyone else reads the engine's refusal as it is.
// «Проверить релиз» shows what would break (the content health report of the release's pages as
// its preview shows them); a publish the check stops lists the same, and an administrator may
// publish anyway with a reason, which the release's log keeps.
// Above them, the release's schedule in words: «Опубликуется 29 ноября в 02:20 МСК; откатится 5
// декабря в 00:00 МСК» (cms/extensions/release-schedule does it).
import { computed, h, ref } from 'vue';
import { injectForm } from '../add-to-release/open-item.js';
import { inWords, instantOf } from '../moscow-datetime/moscow.js';

const plural = (n, one, few, many) => {
  const t = n % 10;
  const h100 = n % 100;
  return t === 1 && h100 !== 11 ? one : t >= 2 && t <= 4 && (h100 < 12 || h100 > 14) ? few : many;
};
const changesIn = (n) => `${n} ${plural(n, 'изменение', 'изменения', 'изменений')}`;
const pagesIn = (n) => `${n} ${plural(n, 'страница', 'страницы', 'страниц')}`;

/** The schedule in words, or null: what the release will do by itself, and when (Moscow time). */
export function scheduleInWords(values, now = Date.now()) {
  const start = instantOf(values?.start_at) !== null ? values.start_at : null;
  const end = instantOf(values?.end_at) !== null ? values.end_at : null;
  const published = values?.state === 'published';
  const parts = [];
  if (start && !published) parts.push(`Опубликуется ${inWords(start, now)}`);
  if (end) parts.push(`${parts.length ? 'откатится' : published ? 'Опубликован; откатится' : 'Откатится'} ${inWords(end, now)}`);
  return parts.length ? parts.join('; ') : null;
}

/** A button of the release screens (this one and «В релизах», cms/extensions/add-to-release). */
export const button = (text, onClick, { kind = 'primary', disabled = false, label } = {}) =>
  h(
    'button',
    {
      type: 'button',
      disabled,
      onClick,
      'aria-label': label,
      style:
        'margin:0 12px 8px 0;padding:8px 16px;font:inherit;font-weight:600;border-radius:var(--theme--border-radius,6px);cursor:pointer;border:2px solid var(--theme--primary);max-width:100%;text-align:left;white-space:normal;' +
        (kind === 'primary' ? 'background:var(--theme--primary);color:#fff;' : 'background:transparent;color:var(--theme--primary);') +
        (disabled ? 'opacity:0.5;cursor:not-allowed;' : ''),
    },
    text,
  );

/**
 * An administrator's way past a check that found errors: why, in a text field (`reason`, a ref),
 * and the button that publishes anyway (`publish`). `where` says where the reason is kept. Shared by
 * a release's screen and a page's «Проверка страницы» (cms/extensions/page-health).
 */
export const despiteForm = ({ where, reason, publish, busy, className }) =>
  h('div', { class: className, style: 'margin-top:12px' }, [
    h('label', { style: 'display:block;margin-bottom:6px;font-weight:600' }, [
      `Почему опубликовать с ошибками (попадёт ${where})`,
      h('textarea', {
        value: reason.value,
        onInput: (e) => (reason.value = e.target.value),
        rows: 2,
        style:
          'display:block;width:100%;margin-top:6px;padding:8px;font:inherit;border:var(--theme--border-width,2px) solid var(--theme--border-color);border-radius:var(--theme--border-radius,6px)',
      }),
    ]),
    button('Опубликовать вопреки проверке', publish, { disabled: busy || !reason.value.trim() }),
  ]);

/**
 * Whether the signed-in person is an administrator (cms/extensions/releases, GET /releases/me), who
 * alone is offered despiteForm: a ref, false until the answer comes and when the question fails.
 */
export function adminRef(api) {
  const admin = ref(false);
  api
    ?.get('/releases/me')
    .then(({ data }) => (admin.value = Boolean(data.data?.admin)))
    .catch(() => undefined);
  return admin;
}

/** The check's findings: how many of each, then what is wrong, and on which pages. */
function findingsList(findings) {
  const errors = findings.filter((f) => f.level === 'error').length;
  const warnings = findings.length - errors;
  const summary = errors
    ? `Ошибок: ${errors}${warnings ? `, предупреждений: ${warnings}` : ''}. С ошибками релиз не публикуется — исправьте их.`
    : warnings
      ? `Ошибок нет; предупреждений: ${warnings} — публиковать они не мешают.`
      : 'Проверка не нашла ошибок на страницах релиза.';
  return h('div', { class: 'release-check' }, [
    h('p', { role: 'status', style: 'margin:0 0 6px;font-weight:600' }, summary),
    findings.length
      ? h(
          'ul',
          { style: 'margin:0 0 12px;padding-left:20px' },
          findings.map((f) =>
            h('li', { style: `margin-bottom:6px;color:var(--theme--${f.level === 'error' ? 'danger' : 'warning'})` }, [
              `${f.level === 'error' ? 'Ошибка' : 'Предупреждение'}: `,
              // A page's title or a file's name is the marketer's own words (see content-health-report).
              ...f.text.split(/(«[^»]*»)/).map((part) => (part.startsWith('«') ? h('span', { class: 'render-template' }, part) : part)),
              f.pages?.length
                ? h('span', { style: 'color:var(--theme--foreground-subdued)' }, [
                    ' — ',
                    ...f.pages.flatMap((p, i) => [
                      i ? ', ' : '',
                      h('span', { class: 'render-template' }, `«${p.title ?? p.path}»`),
                      ` (${p.path})`,
                    ]),
                  ])
                : null,
            ]),
          ),
        )
      : null,
  ]);
}

const ReleaseActions = {
  name: 'ecm-release-actions',
  props: { primaryKey: { type: [String, Number], default: null } },
  setup(props) {
    const { values, api } = injectForm();
    const asking = ref(null);
    const busy = ref(false);
    const said = ref(null);
    /** The release's check (cms/extensions/content-health): its findings, once asked or once a publish was stopped. */
    const findings = ref(null);
    const checking = ref(false);
    /** An administrator may publish despite errors, saying why. */
    const admin = adminRef(api);
    const despite = ref('');
    const state = computed(() => values.value?.state ?? 'draft');
    const count = computed(() => (Array.isArray(values.value?.changes) ? values.value.changes.length : 0));

    /** `again`: «Проверить релиз» checks anew; the publish's question takes a check made a moment ago. */
    async function check(again = true) {
      checking.value = true;
      said.value = null;
      try {
        const { data } = await api.get('/content-health/', { params: { release: props.primaryKey, ...(again ? { again: 1 } : {}) } });
        findings.value = data.data.findings;
      } catch (e) {
        said.value = { ok: false, text: e?.response?.data?.errors?.[0]?.message ?? 'Не получилось проверить релиз: попробуйте ещё раз' };
      } finally {
        checking.value = false;
      }
    }

    async function run(action, body = undefined) {
      asking.value = null;
      busy.value = true;
      said.value = null;
      try {
        const { data } = await api.post(`/releases/${props.primaryKey}/${action}`, body);
        const { changes, regeneration } = data.data;
        const pages = regeneration?.revalidated?.length ?? 0;
        findings.value = null;
        said.value = {
          ok: true,
          text: regeneration?.pending
            ? `${action === 'publish' ? 'Опубликовано' : 'Откачено'}: ${changesIn(changes)}. Сайт пока не ответил: его страницы обновятся, как только он ответит.`
            : `${action === 'publish' ? 'Опубликовано' : 'Откачено'}: ${changesIn(changes)}; на сайте обновлено: ${pagesIn(pages)}.`,
        };
        // The release's state and log, as the engine left them.
        setTimeout(() => window.location.reload(), 1500);
      } catch (e) {
        const error = e?.response?.data?.errors?.[0];
        if (error?.extensions?.findings) findings.value = error.extensions.findings;
        said.value = { ok: false, text: error?.message ?? 'Не получилось: попробуйте ещё раз' };
      } finally {
        busy.value = false;
      }
    }

    return () => {
      if (props.primaryKey === '+' || props.primaryKey === null)
        return h(
          'p',
          { style: 'color:var(--theme--foreground-subdued)' },
          'Сохраните релиз и добавьте изменения — затем его можно опубликовать',
        );
      const action = state.value === 'published' ? 'revert' : 'publish';
      const schedule = scheduleInWords(values.value);
      const question =
        action === 'publish'
          ? `Опубликовать ${changesIn(count.value)} релиза «${values.value?.name ?? ''}» одновременно?`
          : `Вернуть всё, что изменил релиз «${values.value?.name ?? ''}», как было до публикации?`;
      const ready = action === 'publish' && count.value > 0 && !asking.value;
      const errors = (findings.value ?? []).filter((f) => f.level === 'error').length;
      return h('div', { class: 'release-actions' }, [
        schedule ? h('p', { class: 'release-schedule', role: 'status', style: 'margin-bottom:12px;font-weight:600' }, schedule) : null,
        asking.value
          ? h('div', [
              h('p', { style: 'margin-bottom:12px' }, question),
              checking.value ? h('p', { role: 'status', style: 'margin-bottom:12px' }, 'Релиз проверяется…') : null,
              button(action === 'publish' ? 'Да, опубликовать' : 'Да, откатить', () => run(action), { disabled: busy.value }),
              button('Отмена', () => (asking.value = null), { kind: 'secondary' }),
            ])
          : button(
              action === 'publish' ? 'Опубликовать релиз' : 'Откатить релиз',
              () => {
                asking.value = action;
                // The check the publish makes first, made while the question is read: the publish
                // then finds it done (cms/extensions/content-health, `releaseHealthNow`).
                if (action === 'publish' && !checking.value) void check(false);
              },
              {
                disabled: busy.value || (action === 'publish' && count.value === 0),
                kind: action === 'publish' ? 'primary' : 'secondary',
              },
            ),
        // What would break once it is out, checked on the release's pages as its preview shows them.
        ready
          ? button(checking.value ? 'Проверяем…' : 'Проверить релиз', () => check(true), {
              kind: 'secondary',
              disabled: checking.value || busy.value,
            })
          : null,
        // The whole site as the release will make it, in a tab of its own, for the person signed in
        // here (cms/extensions/preview-link checks it; lib/cms/release-view.ts renders it).
        ready
          ? h(
              'a',
              {
                class: 'release-preview',
                href: `${window.location.origin}/preview-link/?release=${encodeURIComponent(props.primaryKey)}&path=/`,
                target: '_blank',
                rel: 'noopener',
                style:
                  'display:inline-block;margin:0 12px 8px 0;padding:8px 16px;font-weight:600;border-radius:var(--theme--border-radius,6px);border:2px solid var(--theme--primary);color:var(--theme--primary);text-decoration:none',
              },
              'Посмотреть сайт с релизом',
            )
          : null,
        busy.value ? h('p', { style: 'margin-top:12px' }, 'Идёт: изменения записываются, страницы сайта обновляются…') : null,
        said.value
          ? h('p', { role: 'status', style: `margin:12px 0;color:var(--theme--${said.value.ok ? 'success' : 'danger'})` }, said.value.text)
          : null,
        findings.value && action === 'publish' ? findingsList(findings.value) : null,
        // An administrator's way past the check: the reason goes to the release's log.
        findings.value && errors > 0 && admin.value && action === 'publish'
          ? despiteForm({
              where: 'в журнал релиза',
              reason: despite,
              publish: () => run('publish', { despite: despite.value }),
              busy: busy.value,
              className: 'release-despite',
            })
          : null,
      ]);
    };
  },
};

const releaseActionsInterface = {
  id: 'ecm-release-actions',
  name: 'Публикация релиза',
  icon: 'rocket_launch',
  description: 'Кнопки «Опубликовать релиз», «Откатить релиз», «Проверить релиз» и «Посмотреть сайт с релизом»',
  component: ReleaseActions,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default releaseActionsInterface;
