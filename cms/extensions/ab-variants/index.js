// An A/B test's variants on the test's own screen, as the marketer checks it: per variant the
// visitors, leads and conversion the site has counted (lib/experiments/results.ts writes them every
// 30 s; read again here every 10 s, so the figures move without reloading the screen), and a link
// «Посмотреть вариант» that opens the page with that variant for the person signed in to the admin.
//
// The link goes to Directus' own `/preview-link/?variant=<id>` (cms/extensions/preview-link): the
// admin's session says who asks, and the site gets a one-minute, single-use token, so no secret is
// in the link. The site shows the variant in preview: no consent cookie is needed, nobody is drawn
// into the test and nothing is counted (lib/experiments/route.ts leaves preview sessions alone).
import { h, inject, onUnmounted, ref, watch } from 'vue';

const REFRESH_MS = 10_000;

/** «1 посетитель», «2 посетителя», «5 посетителей». @param {number} n @param {[string, string, string]} forms */
export function plural(n, [one, few, many]) {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const AbVariants = {
  name: 'ecm-ab-variants',
  props: { primaryKey: { type: [String, Number], default: null } },
  setup(props) {
    const api = inject('api');
    const variants = ref(/** @type {any[] | null} */ (null));
    const failed = ref(false);
    let timer;
    const load = async () => {
      if (!props.primaryKey || props.primaryKey === '+') return;
      try {
        const { data } = await api.get('/items/experiment_variants', {
          params: {
            filter: { experiment: { _eq: props.primaryKey } },
            fields: ['id', 'name', 'visitors', 'leads', 'conversion', 'block.collection'],
            sort: ['sort', 'id'],
            limit: -1,
          },
        });
        variants.value = data.data;
        failed.value = false;
      } catch {
        failed.value = true;
      }
    };
    watch(
      () => props.primaryKey,
      () => {
        clearInterval(timer);
        load();
        timer = setInterval(load, REFRESH_MS);
      },
      { immediate: true },
    );
    onUnmounted(() => clearInterval(timer));

    const subdued = 'color:var(--theme--foreground-subdued)';
    return () => {
      if (!props.primaryKey || props.primaryKey === '+') return h('p', { style: subdued }, 'Появится, когда тест будет сохранён');
      if (failed.value) return h('p', { style: 'color:var(--theme--danger)' }, 'Не удалось прочитать итоги вариантов. Обновите страницу.');
      if (!variants.value) return h('p', { style: subdued }, 'Загрузка…');
      if (variants.value.length === 0) return h('p', { style: subdued }, 'Вариантов пока нет: добавьте их в поле «Варианты» ниже');
      return h(
        'ul',
        { class: 'ab-variants', style: 'list-style:none;margin:0;padding:0;display:grid;gap:8px' },
        variants.value.map((v) => {
          const visitors = Number(v.visitors ?? 0);
          const leads = Number(v.leads ?? 0);
          return h(
            'li',
            {
              'data-variant': v.id,
              style:
                'display:flex;flex-wrap:wrap;gap:4px 16px;align-items:baseline;padding:8px 12px;border:var(--theme--border-width) solid var(--theme--border-color-subdued);border-radius:var(--theme--border-radius)',
            },
            [
              // A variant without a block is the control; said once, not «Контроль (контроль)».
              h('strong', {}, `${v.name}${v.block?.length || /контрол/i.test(v.name) ? '' : ' (контроль)'}`),
              h(
                'span',
                { class: 'ab-variant-figures' },
                `${visitors} ${plural(visitors, ['посетитель', 'посетителя', 'посетителей'])} · ${leads} ${plural(leads, ['заявка', 'заявки', 'заявок'])} · конверсия ${v.conversion || '0,00 %'}`,
              ),
              h(
                'a',
                {
                  href: `${window.location.origin}/preview-link/?variant=${encodeURIComponent(v.id)}`,
                  target: '_blank',
                  rel: 'noopener',
                  style: 'margin-inline-start:auto;color:var(--theme--primary);text-decoration:underline',
                },
                'Посмотреть вариант',
              ),
            ],
          );
        }),
      );
    };
  },
};

const abVariantsInterface = {
  id: 'ecm-ab-variants',
  name: 'Варианты A/B-теста',
  icon: 'science',
  description: 'Посетители, заявки и конверсия по вариантам и ссылка, которая показывает вариант',
  component: AbVariants,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default abVariantsInterface;
