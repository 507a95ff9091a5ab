// How many related items a row has, in words with the Russian plural: «1 пункт», «4 пункта»,
// «6 пунктов». Directus 11.17's related-values display writes a count with one plural form for every
// number («4 Элементы», «6 Элементы»): its words come from one string, and vue-i18n's choice rule
// has no Russian few/many.
import { h } from 'vue';

/** Russian plural form of `n`: one (1, 21), few (2–4, 22–24), many (the rest, 11–14 among them). */
const form = (n, { one, few, many }) => {
  const n10 = n % 10;
  const n100 = n % 100;
  if (n10 === 1 && n100 !== 11) return one;
  if (n10 >= 2 && n10 <= 4 && (n100 < 12 || n100 > 14)) return few;
  return many;
};

const ItemCount = {
  name: 'ecm-item-count',
  props: {
    value: { type: Array, default: null },
    one: { type: String, default: 'запись' },
    few: { type: String, default: 'записи' },
    many: { type: String, default: 'записей' },
  },
  setup(props) {
    return () => {
      const n = Array.isArray(props.value) ? props.value.length : 0;
      return h('span', { class: 'ecm-item-count' }, n ? `${n} ${form(n, props)}` : 'нет');
    };
  },
};

const itemCountDisplay = {
  id: 'ecm-item-count',
  name: 'Количество словами',
  icon: 'tag',
  description: 'Сколько связанных записей, по-русски: «4 пункта»',
  component: ItemCount,
  // The related keys only: the count needs nothing else.
  fields: ['id'],
  options: [
    { field: 'one', name: 'Одна (1, 21)', type: 'string', meta: { interface: 'input', width: 'third' } },
    { field: 'few', name: 'Несколько (2–4)', type: 'string', meta: { interface: 'input', width: 'third' } },
    { field: 'many', name: 'Много (5 и больше)', type: 'string', meta: { interface: 'input', width: 'third' } },
  ],
  types: ['alias'],
  localTypes: ['o2m', 'm2m'],
};

export default itemCountDisplay;
