// «Опубликовать релиз» and «Откатить релиз» on a release's screen (cms/extensions/releases does
// the work). One click asks once, in words, what will happen; the answer says what was done: how
// many changes went live or back, how many pages of the site were regenerated. Publishing is for
// an administrator or «Выпускающий редактор»: anyone else reads the engine's refusal as it is.
// Above them, the release's schedule in words: «Опубликуется 29 ноября в 02:20 МСК; откатится 5
// декабря в 00:00 МСК» (cms/extensions/release-schedule does it).
import { computed, h, inject, ref } from 'vue';
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

const ReleaseActions = {
  name: 'ecm-release-actions',
  props: { primaryKey: { type: [String, Number], default: null } },
  setup(props) {
    const values = inject('values', ref({}));
    const api = inject('api', null);
    const asking = ref(null);
    const busy = ref(false);
    const said = ref(null);
    const state = computed(() => values.value?.state ?? 'draft');
    const count = computed(() => (Array.isArray(values.value?.changes) ? values.value.changes.length : 0));

    async function run(action) {
      asking.value = null;
      busy.value = true;
      said.value = null;
      try {
        const { data } = await api.post(`/releases/${props.primaryKey}/${action}`);
        const { changes, regeneration } = data.data;
        const pages = regeneration?.revalidated?.length ?? 0;
        said.value = {
          ok: true,
          text: `${action === 'publish' ? 'Опубликовано' : 'Откачено'}: ${changesIn(changes)}; на сайте обновлено: ${pagesIn(pages)}.`,
        };
        // The release's state and log, as the engine left them.
        setTimeout(() => window.location.reload(), 1500);
      } catch (e) {
        said.value = { ok: false, text: e?.response?.data?.errors?.[0]?.message ?? 'Не получилось: попробуйте ещё раз' };
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
      return h('div', { class: 'release-actions' }, [
        schedule ? h('p', { class: 'release-schedule', role: 'status', style: 'margin-bottom:12px;font-weight:600' }, schedule) : null,
        asking.value
          ? h('div', [
              h('p', { style: 'margin-bottom:12px' }, question),
              button(action === 'publish' ? 'Да, опубликовать' : 'Да, откатить', () => run(action), { disabled: busy.value }),
              button('Отмена', () => (asking.value = null), { kind: 'secondary' }),
            ])
          : button(action === 'publish' ? 'Опубликовать релиз' : 'Откатить релиз', () => (asking.value = action), {
              disabled: busy.value || (action === 'publish' && count.value === 0),
              kind: action === 'publish' ? 'primary' : 'secondary',
            }),
        // The whole site as the release will make it, in a tab of its own, for the person signed in
        // here (cms/extensions/preview-link checks it; lib/cms/release-view.ts renders it).
        action === 'publish' && count.value > 0 && !asking.value
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
          ? h(
              'p',
              { role: 'status', style: `margin-top:12px;color:var(--theme--${said.value.ok ? 'success' : 'danger'})` },
              said.value.text,
            )
          : null,
      ]);
    };
  },
};

const releaseActionsInterface = {
  id: 'ecm-release-actions',
  name: 'Публикация релиза',
  icon: 'rocket_launch',
  description: 'Кнопки «Опубликовать релиз», «Откатить релиз» и «Посмотреть сайт с релизом»',
  component: ReleaseActions,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default releaseActionsInterface;
