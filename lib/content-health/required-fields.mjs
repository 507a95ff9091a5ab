// The required fields of a page's blocks that are left empty, for the content health report
// (cms/extensions/content-health) and the check before a page's publish (cms/extensions/page-gate).
//
// The block models (blocks/<name>/collection.mjs, schema/model/dsl.mjs) mark fields `required`, but
// the columns are nullable and only the admin app's form enforces it: the API, content versions and
// releases can leave them empty. The rules and their Russian names are read from the model itself
// (`rulesOf` over loadModel()'s collections), never copied: a block, its fields, its items' lists
// (o2m: faq questions, steps, tariffs) and the entries of a repeater (`list` interface with required
// sub-fields). Plain JavaScript without dependencies: Directus loads it from the extension, and the
// site's unit tests check it.

/** @typedef {{ field: string, type: string, meta?: Record<string, any> | null, relation?: Record<string, any> }} ModelField */
/** @typedef {{ collection: string, meta?: Record<string, any> | null, fields?: ModelField[] }} ModelCollection */
/**
 * `when`: the field is required only while this rule holds (a field condition's `required`);
 * `unless`: not while it holds (a condition hides it). `sub`: a repeater's required sub-fields.
 * @typedef {{ field: string, label: string, when?: Record<string, any>[], unless?: Record<string, any>[], sub?: { field: string, label: string }[] }} Required
 * @typedef {{ collection: string, label: string, required: Required[], lists: { field: string, collection: string }[] }} Rules
 */

const ru = (/** @type {Record<string, any> | null | undefined} */ meta) => meta?.translations?.[0]?.translation ?? null;

/** Does `item` satisfy a field condition's rule (Directus' filter: `_and` of `_eq`/`_neq`/`_in`/`_nin`/`_empty`)? */
export function holds(/** @type {Record<string, any>} */ rule, /** @type {Record<string, any>} */ item) {
  if (Array.isArray(rule._and)) return rule._and.every((r) => holds(r, item));
  if (Array.isArray(rule._or)) return rule._or.some((r) => holds(r, item));
  return Object.entries(rule).every(([field, test]) => {
    const value = item?.[field] ?? null;
    return Object.entries(test ?? {}).every(([op, want]) => {
      if (op === '_eq') return value === want;
      if (op === '_neq') return value !== want;
      if (op === '_in') return Array.isArray(want) && want.includes(value);
      if (op === '_nin') return Array.isArray(want) && !want.includes(value);
      if (op === '_empty') return isEmpty(value) === Boolean(want);
      return true;
    });
  });
}

/** Empty as the admin's form would refuse it: nothing, blank text, rich text without text, an empty list. */
export function isEmpty(/** @type {unknown} */ value) {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string')
    return (
      value
        .replace(/<(img|iframe|video)\b/gi, 'x')
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;|\s/g, '') === ''
    );
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The rules of every collection of the model that has required fields or lists of items, by name:
 * its name in Russian, its required fields (with their conditions) and its o2m lists' collections.
 * @param {ModelCollection[]} collections
 * @returns {Map<string, Rules>}
 */
export function rulesOf(collections) {
  /** @type {Map<string, Rules>} */
  const rules = new Map();
  for (const c of collections) {
    /** @type {Required[]} */
    const required = [];
    for (const f of c.fields ?? []) {
      const meta = f.meta ?? {};
      if (meta.hidden || meta.readonly || f.type === 'alias') continue;
      const conditions = Array.isArray(meta.conditions) ? meta.conditions : [];
      const when = conditions.filter((x) => x.required === true).map((x) => x.rule);
      const unless = conditions.filter((x) => x.hidden === true).map((x) => x.rule);
      const sub = (meta.interface === 'list' ? (meta.options?.fields ?? []) : [])
        .filter((/** @type {any} */ s) => s.meta?.required)
        .map((/** @type {any} */ s) => ({ field: s.field, label: s.name ?? s.field }));
      if (!meta.required && when.length === 0 && sub.length === 0) continue;
      required.push({
        field: f.field,
        label: ru(meta) ?? f.field,
        ...(meta.required ? {} : { when }),
        ...(unless.length ? { unless } : {}),
        ...(sub.length ? { sub } : {}),
      });
    }
    rules.set(c.collection, { collection: c.collection, label: ru(c.meta) ?? c.collection, required, lists: [] });
  }
  // An item list (blocks/_headed.mjs, blockItems): the child's m2o to its parent names the parent's alias.
  for (const c of collections)
    for (const f of c.fields ?? []) {
      const parent = f.relation?.related_collection;
      const alias = f.relation?.one_field;
      if (parent && alias && rules.has(parent)) rules.get(parent)?.lists.push({ field: alias, collection: c.collection });
    }
  return rules;
}

/**
 * The fields to read a page's blocks with (ItemsService, `fields`): every block's own fields and its
 * lists' items, so that `missingOf` sees all it checks.
 * @param {Map<string, Rules>} rules
 * @param {string[]} blockNames the page's block collections (loadModel()'s `blockNames`)
 */
export function blockFields(rules, blockNames) {
  const fields = ['blocks.id', 'blocks.sort', 'blocks.collection'];
  for (const name of blockNames) {
    fields.push(`blocks.item:${name}.*`);
    for (const list of rules.get(name)?.lists ?? []) fields.push(`blocks.item:${name}.${list.field}.*`);
  }
  return fields;
}

/** The empty required fields of one item: each as its field's name, and a repeater's entry with its number. */
function emptyOf(/** @type {Rules | undefined} */ rules, /** @type {Record<string, any>} */ item) {
  /** @type {string[]} */
  const out = [];
  for (const r of rules?.required ?? []) {
    if (r.unless?.some((rule) => holds(rule, item))) continue;
    if (r.when && !r.when.some((rule) => holds(rule, item))) continue;
    const value = item[r.field];
    if (r.sub && Array.isArray(value)) {
      value.forEach((entry, i) => {
        for (const s of r.sub ?? []) if (isEmpty(entry?.[s.field])) out.push(`поле «${s.label}» в пункте ${i + 1} списка «${r.label}»`);
      });
      if (value.length) continue;
    }
    if (isEmpty(value)) out.push(`поле «${r.label}»`);
  }
  return out;
}

/**
 * The findings of a page's blocks (`blocks`: the junction rows as read with `blockFields`, in any
 * order) whose required fields are empty, one per field: «Блок «Первый экран»: не заполнено поле
 * «Заголовок»», and for an item of a block's list «Блок «Вопросы и ответы», вопрос 2: не заполнено
 * поле «Ответ»».
 * @param {{ collection?: string | null, sort?: number | null, item?: unknown }[]} blocks
 * @param {Map<string, Rules>} rules
 * @returns {{ level: 'error', text: string }[]}
 */
export function missingOf(blocks, rules) {
  /** @type {{ level: 'error', text: string }[]} */
  const findings = [];
  const sorted = [...(blocks ?? [])].filter(Boolean).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  for (const row of sorted) {
    const item = row.item;
    if (!row.collection || !item || typeof item !== 'object') continue;
    const block = rules.get(row.collection);
    if (!block) continue;
    const say = (/** @type {string} */ where, /** @type {string} */ what) =>
      findings.push({ level: 'error', text: `Блок «${block.label}»${where}: не заполнено ${what}` });
    for (const what of emptyOf(block, /** @type {Record<string, any>} */ (item))) say('', what);
    for (const list of block.lists) {
      const items = /** @type {Record<string, any>} */ (item)[list.field];
      if (!Array.isArray(items)) continue;
      const child = rules.get(list.collection);
      [...items]
        .filter((x) => x && typeof x === 'object')
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
        .forEach((x, i) => {
          for (const what of emptyOf(child, x)) say(`, ${(child?.label ?? 'пункт').toLowerCase()} ${i + 1}`, what);
        });
    }
  }
  return findings;
}
