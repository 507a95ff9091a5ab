// A lead in words for marketers (cms/extensions/form-leads writes them onto the lead): a built form's
// answers that are not personal data, and where the visitor came from. `fields` and `attribution`
// stay as the site stored them (JSON); these are read in the admin.
import { FIELD_TYPES, isPersonalField } from './field-kinds.mjs';
import { parseFieldOptions } from './field-options.mjs';

const TYPE_NAMES = new Map(FIELD_TYPES.map(([type, name]) => [type, name]));

/** A built form's answers that are not personal data, one «label: answer» per line; null when none. */
export function answersText(definition, fields) {
  const rows = Array.isArray(definition?.fields) ? definition.fields : [];
  const lines = [];
  for (const row of rows) {
    if (!row || typeof row.name !== 'string' || row.type === 'hidden' || isPersonalField(row)) continue;
    const value = fields?.[row.name];
    if (value === undefined || value === null || value === '') continue;
    const options = new Map(parseFieldOptions(row.options).map((o) => [o.value, o.label]));
    const answer = typeof value === 'boolean' ? (value ? 'да' : 'нет') : (options.get(String(value)) ?? String(value));
    lines.push(`${row.label || TYPE_NAMES.get(row.type) || row.name}: ${answer}`);
  }
  return lines.length ? lines.join('\n') : null;
}

const ATTRIBUTION = [
  ['utm_source', 'Источник (utm_source)'],
  ['utm_medium', 'Канал (utm_medium)'],
  ['utm_campaign', 'Кампания (utm_campaign)'],
  ['utm_term', 'Ключевое слово (utm_term)'],
  ['utm_content', 'Объявление (utm_content)'],
  ['roistat', 'Метка Roistat'],
  ['ym_client_id', 'Посетитель Яндекс Метрики'],
  ['referer', 'Страница перехода'],
];

/** The lead's attribution in words, one «name: value» per line; «прямой заход» when it has none. */
export function attributionText(attribution) {
  const a = attribution && typeof attribution === 'object' ? attribution : {};
  const lines = ATTRIBUTION.filter(([key]) => a[key]).map(([key, name]) => `${name}: ${a[key]}`);
  return lines.length ? lines.join('\n') : 'Прямой заход: без меток и страницы перехода';
}
