// A small vocabulary for describing Directus collections in code. `scripts/build-schema.mjs`
// applies these definitions to a throwaway Directus and saves the resulting snapshot, so the
// committed `schema/snapshot.yaml` is always what Directus itself produced.
import { blockLabel, blockPurpose } from '../block-catalogue.mjs';

/**
 * What a field may say (Directus' field meta, flattened), and the options some `f.*` read besides
 * (`default`, `on_delete`, `one_field`...).
 * @typedef {{
 *   [option: string]: unknown,
 *   label?: string,
 *   note?: string | null,
 *   required?: boolean,
 *   interface?: string,
 *   options?: Record<string, unknown> | null,
 *   display?: string,
 *   display_options?: Record<string, unknown> | null,
 *   width?: string,
 *   hidden?: boolean,
 *   readonly?: boolean,
 *   special?: string[],
 *   schema?: Record<string, unknown>,
 *   validation?: Record<string, unknown>,
 *   validation_message?: string,
 *   sort?: number,
 *   group?: string,
 *   conditions?: Record<string, unknown>[],
 *   keyType?: string,
 * }} FieldOptions
 * @typedef {{ field: string, type: string, meta?: Record<string, unknown> | null, schema?: Record<string, unknown> | null, relation?: Record<string, unknown> }} Field
 * @typedef {{
 *   label?: string,
 *   note?: string | null,
 *   icon?: string,
 *   display_template?: string | null,
 *   sort_field?: string | null,
 *   singleton?: boolean,
 *   hidden?: boolean,
 *   group?: string,
 *   preview_url?: string | null,
 *   archive?: boolean,
 *   versioning?: boolean,
 *   accountability?: string | null,
 *   fields: Field[],
 *   publicRead?: boolean,
 *   revalidates?: boolean,
 * }} CollectionOptions
 */

/** @param {string | undefined} text */
const ru = (text) => (text ? [{ language: 'ru-RU', translation: text }] : null);

/**
 * One collection: `fields` are built with `f.*`; relations are derived from the fields.
 * `site` is ours, not Directus': whether visitors may read it, and whether a change regenerates pages.
 * @param {string} name
 * @param {CollectionOptions} options
 */
export function collection(
  name,
  {
    label,
    note,
    icon,
    display_template,
    sort_field,
    singleton,
    hidden,
    group,
    preview_url,
    archive = false,
    versioning = false,
    accountability = 'all',
    fields,
    // publicRead: the site's published-read token reads it (visitors see it on pages); Directus'
    // own public role reads nothing, whatever this says.
    publicRead = true,
    revalidates = true,
  },
) {
  return {
    collection: name,
    site: { publicRead, revalidates },
    meta: {
      icon: icon ?? 'article',
      note: note ?? null,
      display_template: display_template ?? null,
      sort_field: sort_field ?? null,
      singleton: Boolean(singleton),
      hidden: Boolean(hidden),
      group: group ?? null,
      preview_url: preview_url ?? null,
      accountability,
      // Content Versioning: a published item is changed in a version, previewed, then promoted.
      versioning,
      translations: ru(label),
      ...(archive ? { archive_field: 'status', archive_value: 'archived', unarchive_value: 'draft' } : {}),
    },
    schema: {},
    // A versioned item's form offers, while one of its versions is open, to publish that version in
    // one action (cms/extensions/version-publish). Never stored; nothing shows on the main copy.
    fields: versioning ? [f.presentation('version_publish', 'ecm-version-publish', 'Публикация версии', null), ...fields] : fields,
  };
}

/**
 * A folder in the admin navigation that groups collections; it has no table.
 * @param {string} name
 * @param {{ label: string, icon: string, note?: string }} options
 */
export function folder(name, { label, icon, note }) {
  return { collection: name, meta: { icon, note: note ?? null, translations: ru(label), collapse: 'closed' }, schema: null, fields: [] };
}

/**
 * @param {string} name
 * @param {string} type
 * @param {FieldOptions} options
 */
function field(
  name,
  type,
  {
    label,
    note,
    required,
    interface: iface,
    options,
    display,
    display_options,
    width = 'full',
    hidden,
    readonly,
    special,
    schema = {},
    validation,
    validation_message,
    sort,
    group,
    conditions,
  },
) {
  return {
    field: name,
    type,
    meta: {
      interface: iface ?? null,
      options: options ?? null,
      display: display ?? null,
      display_options: display_options ?? null,
      note: note ?? null,
      required: Boolean(required),
      hidden: Boolean(hidden),
      readonly: Boolean(readonly),
      width,
      special: special ?? null,
      translations: ru(label),
      validation: validation ?? null,
      validation_message: validation_message ?? null,
      sort: sort ?? null,
      group: group ?? null,
      // Rules that hide or change the field by the values of others (e.g. a form kind's own fields).
      conditions: conditions ?? null,
    },
    // Columns stay nullable and the admin app enforces `required`: blocks are a GraphQL union, and
    // same-named fields of union members must agree on nullability (title: String everywhere).
    schema: type === 'alias' ? null : { is_nullable: true, ...schema },
  };
}

/** The forms a button or menu item can open in the popup, and the lead forms of a lead-form block: the site's one list. */
export { BUILT_FORM, FORM_CHOICES, LEAD_FORM_CHOICES } from '../../lib/forms/form-kinds.mjs';

const choices = (list) => list.map(([value, text]) => ({ value, text }));

/**
 * Lists and display templates show text as typed: Directus' default display title-cases values
 * («Регистрация И Согласование Документов», «Сэд»).
 */
const asTyped = { display: 'formatted-value', display_options: { format: false } };

export const f = {
  id: () => ({
    field: 'id',
    type: 'integer',
    meta: { hidden: true, readonly: true, interface: 'input' },
    schema: { is_primary_key: true, has_auto_increment: true },
  }),
  key: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) => ({
    field: name,
    type: 'string',
    meta: {
      interface: 'input',
      ...asTyped,
      readonly: false,
      hidden: false,
      width: 'half',
      required: true,
      note: opts.note ?? null,
      translations: ru(opts.label),
    },
    schema: { is_primary_key: true, length: 64, has_auto_increment: false },
  }),
  status: () =>
    field('status', 'string', {
      label: 'Статус',
      required: true,
      width: 'half',
      interface: 'select-dropdown',
      options: {
        choices: choices([
          ['published', 'Опубликовано'],
          ['draft', 'Черновик'],
          ['archived', 'В архиве'],
        ]),
      },
      display: 'labels',
      display_options: {
        showAsDot: true,
        choices: [
          { value: 'published', text: 'Опубликовано', foreground: '#FFFFFF', background: '#2ECDA7' },
          { value: 'draft', text: 'Черновик', foreground: '#18222F', background: '#D3DAE4' },
          { value: 'archived', text: 'В архиве', foreground: '#FFFFFF', background: '#A2B5CD' },
        ],
      },
      schema: { default_value: 'draft' },
    }),
  /**
   * Scheduled publishing (the flow «Опубликовать по расписанию», cms/state/flows.mjs). A date and time
   * without a zone, read as Moscow time. Directus' own picker shows and fills it in the browser's time
   * zone, so it has the Moscow picker of cms/extensions/moscow-datetime, which also says in words
   * when the item goes live and warns when the schedule missed its time.
   */
  publishAt: () =>
    f.moscowDateTime('publish_at', {
      label: 'Опубликовать по расписанию',
      note: 'По московскому времени, где бы вы ни были. В это время запись станет опубликованной и появится на сайте; пусто — без расписания',
    }),
  /**
   * A date and time without a zone, read as Moscow time, with the Moscow picker (as `publishAt`).
   * `options.mode` tells the picker what the time does: `release-start` or `release-end` (a
   * release's schedule, cms/extensions/release-schedule); none, an item's publication.
   */
  moscowDateTime: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'dateTime', {
      width: 'full',
      interface: 'ecm-moscow-datetime',
      display: 'datetime',
      display_options: { format: 'short' },
      ...opts,
    }),
  sort: () => field('sort', 'integer', { hidden: true, interface: 'input' }),
  string: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'string', {
      interface: 'input',
      ...asTyped,
      ...opts,
      schema: {
        max_length: opts.max ?? 255,
        ...(opts.default !== undefined ? { default_value: opts.default } : {}),
        ...(opts.unique ? { is_unique: true } : {}),
      },
    }),
  text: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'text', { interface: 'input-multiline', ...asTyped, ...opts }),
  html: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'text', {
      interface: 'input-rich-text-html',
      options: {
        toolbar: ['bold', 'italic', 'h2', 'h3', 'numlist', 'bullist', 'link', 'blockquote', 'removeformat', 'code'],
        // The editor's text area is named in English («Rich Text Area») for screen readers unless given.
        tinymceOverrides: { iframe_aria_text: 'Текст с оформлением' },
      },
      ...opts,
    }),
  integer: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'integer', { interface: 'input', ...opts, schema: opts.default !== undefined ? { default_value: opts.default } : {} }),
  boolean: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'boolean', {
      interface: 'boolean',
      special: ['cast-boolean'],
      width: 'half',
      ...opts,
      schema: { default_value: opts.default ?? false },
    }),
  select: (/** @type {string} */ name, /** @type {ReadonlyArray<readonly string[]>} */ list, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'string', {
      interface: 'select-dropdown',
      options: { choices: choices(list) },
      // Lists and display templates show the choice's label, not its code.
      display: 'labels',
      display_options: { choices: choices(list) },
      width: 'half',
      ...opts,
      schema: { max_length: 64, ...(opts.default !== undefined ? { default_value: opts.default } : {}) },
    }),
  tags: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'csv', { interface: 'tags', special: ['cast-csv'], ...opts }),
  /**
   * An ordered list of texts, stored as JSON `[{ "text": "…" }, …]` (lib/cms/text-list.ts reads it):
   * unlike `tags` (csv) it keeps commas inside an entry, repeated entries and the order people drag.
   */
  textList: (
    /** @type {string} */ name,
    /** @type {FieldOptions & { itemLabel?: string, addLabel?: string }} */ { itemLabel = 'Текст', addLabel = 'Добавить', ...opts } = {},
  ) =>
    field(name, 'json', {
      interface: 'list',
      special: ['cast-json'],
      options: {
        template: '{{text}}',
        addLabel,
        fields: [
          {
            field: 'text',
            name: itemLabel,
            type: 'string',
            meta: { field: 'text', type: 'string', interface: 'input', width: 'full' },
          },
        ],
      },
      // Lists show the entries, separated by commas, instead of the raw JSON.
      display: 'formatted-json-value',
      display_options: { format: '{{text}}' },
      ...opts,
    }),
  /** A moment: lists show its date and time in Moscow time (the default display drops the time). */
  datetime: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'timestamp', {
      interface: 'datetime',
      width: 'half',
      display: 'datetime',
      display_options: { format: 'short', use24: true, tz: 'Europe/Moscow' },
      ...opts,
    }),
  date: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'date', { interface: 'datetime', width: 'half', ...opts }),
  time: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'time', { interface: 'datetime', width: 'half', ...opts }),
  json: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'json', { interface: 'input-code', options: { language: 'JSON' }, special: ['cast-json'], ...opts }),
  dateUpdated: () =>
    field('date_updated', 'timestamp', {
      label: 'Изменено',
      special: ['date-updated'],
      interface: 'datetime',
      readonly: true,
      hidden: true,
      width: 'half',
    }),
  /** An image or other file from the Directus library. */
  file: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) => ({
    ...field(name, 'uuid', { interface: opts.image === false ? 'file' : 'file-image', special: ['file'], width: 'half', ...opts }),
    relation: { related_collection: 'directus_files', on_delete: 'SET NULL' },
  }),
  /** Many-to-one; `one_field` adds the reverse one-to-many alias on the related collection. */
  m2o: (/** @type {string} */ name, /** @type {string} */ related, /** @type {FieldOptions} */ opts = {}) => ({
    ...field(name, opts.keyType ?? 'integer', {
      interface: 'select-dropdown-m2o',
      special: ['m2o'],
      display: 'related-values',
      options: opts.template ? { template: opts.template } : null,
      display_options: opts.template ? { template: opts.template } : null,
      ...opts,
    }),
    relation: {
      related_collection: related,
      on_delete: opts.on_delete ?? 'SET NULL',
      one_field: opts.one_field ?? null,
      sort_field: opts.sort_field ?? null,
    },
  }),
  /**
   * A link to a page of the site, chosen from the list instead of typed: the site shows the page's
   * current path (lib/cms/links.ts), so a renamed page needs no edit here. Deleting the page clears it.
   * `href` names the text field beside it (an external address, or an anchor on the chosen page).
   * The `pageLink` mark is ours, not Directus': `pageLinkFields` lists these fields for the sync of
   * typed links (cms/page-links.mjs) and for revalidation (schema/generated/page-links.ts).
   */
  pageLink: (/** @type {string} */ name, /** @type {FieldOptions & { href: string }} */ { href, ...opts }) => ({
    ...f.m2o(name, 'pages', {
      width: 'half',
      template: '{{title}} · {{path}}',
      note: 'Страница сайта; при переименовании ссылка меняется сама',
      ...opts,
    }),
    pageLink: { href },
  }),
  /** The reverse side of an m2o declared on the child collection. */
  o2m: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'alias', {
      interface: 'list-o2m',
      special: ['o2m'],
      options: { template: opts.template, enableLink: false },
      // Lists show the related items by their template, not an array of ids.
      display: 'related-values',
      display_options: { template: opts.template },
      ...opts,
    }),
  /** Many-to-many alias; the junction collection and relations come from `m2mJunction`. */
  m2m: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'alias', {
      interface: 'list-m2m',
      special: ['m2m'],
      options: opts.template ? { template: opts.template } : null,
      display: 'related-values',
      display_options: opts.template ? { template: opts.template } : null,
      ...opts,
    }),
  /** Many-to-any alias; the junction collection and relations come from `m2aJunction`. */
  m2a: (/** @type {string} */ name, /** @type {FieldOptions} */ opts = {}) =>
    field(name, 'alias', { interface: 'list-m2a', special: ['m2a'], ...opts }),
  /**
   * A field never stored, only shown: an interface of our own (cms/extensions/<name>) drawn across
   * the form, such as a page's public address or a release's buttons.
   */
  presentation: (
    /** @type {string} */ name,
    /** @type {string} */ iface,
    /** @type {string} */ label,
    /** @type {string | null} */ note,
  ) => ({
    field: name,
    type: 'alias',
    meta: { interface: iface, special: ['alias', 'no-data'], width: 'full', translations: ru(label), note },
    schema: null,
  }),
};

/**
 * The junction collection of a many-to-any field, and its two relations.
 * @param {{ parent: string, alias: string, junction: string, allowed: string[], keyType?: string, labels?: Record<string, string> }} options
 *   `labels`: the allowed collections' names in Russian, shown instead of `block_hero` wherever a row's type is
 */
export function m2aJunction({ parent, alias, junction, allowed, keyType = 'integer', labels = {} }) {
  return {
    collection: {
      collection: junction,
      // The title of the drawer a block opens in.
      meta: { hidden: true, icon: 'import_export', accountability: 'all', translations: ru('Блок страницы') },
      schema: {},
      fields: [
        f.id(),
        { field: `${parent}_id`, type: keyType, meta: { hidden: true }, schema: {} },
        // Named for the lists that show junction rows (choosing the block of a page an A/B test compares).
        { field: 'item', type: 'string', meta: { hidden: true, translations: ru('Запись блока') }, schema: {} },
        {
          field: 'collection',
          type: 'string',
          meta: {
            hidden: true,
            translations: ru('Тип блока'),
            display: 'labels',
            display_options: { choices: allowed.map((value) => ({ value, text: labels[value] ?? value })) },
          },
          schema: {},
        },
        { field: 'sort', type: 'integer', meta: { hidden: true, translations: ru('Номер') }, schema: {} },
      ],
    },
    relations: [
      {
        collection: junction,
        field: 'item',
        related_collection: null,
        meta: { one_allowed_collections: allowed, one_collection_field: 'collection', junction_field: `${parent}_id` },
        schema: null,
      },
      {
        collection: junction,
        field: `${parent}_id`,
        related_collection: parent,
        meta: { one_field: alias, junction_field: 'item', sort_field: 'sort', one_deselect_action: 'delete' },
        schema: { on_delete: 'CASCADE' },
      },
    ],
  };
}

/**
 * The junction collection of a many-to-many field (`alias` on `left`, declared with `f.m2m`; and
 * `rightAlias`, the same links seen from `right`) and its two relations. The site reads a junction row only when its `left` item is published
 * (`site.readFilter`), so rows of drafts stay unread, as with a draft page's blocks.
 * @param {{ junction: string, left: string, alias: string, right: string, rightAlias?: string | null, label: string }} options
 */
export function m2mJunction({ junction, left, alias, right, rightAlias = null, label }) {
  const leftKey = `${left}_id`;
  const rightKey = `${right}_id`;
  return {
    collection: {
      collection: junction,
      site: { publicRead: true, revalidates: true, readFilter: { [leftKey]: { status: { _eq: 'published' } } } },
      meta: { hidden: true, icon: 'import_export', accountability: 'all', translations: ru(label) },
      schema: {},
      fields: [
        f.id(),
        { field: leftKey, type: 'integer', meta: { hidden: true }, schema: {} },
        { field: rightKey, type: 'integer', meta: { hidden: true }, schema: {} },
      ],
    },
    relations: [
      {
        collection: junction,
        field: leftKey,
        related_collection: left,
        meta: { one_field: alias, junction_field: rightKey, one_deselect_action: 'delete' },
        schema: { on_delete: 'CASCADE' },
      },
      {
        collection: junction,
        field: rightKey,
        related_collection: right,
        meta: { one_field: rightAlias, junction_field: leftKey, one_deselect_action: 'nullify' },
        schema: { on_delete: 'CASCADE' },
      },
    ],
  };
}

/**
 * A block collection: every block has an optional anchor (for the table of contents and #links).
 * Its name and note are its folder's block.mjs (label, purpose), read from the generated catalogue.
 * @param {string} name
 * @param {{ icon?: string, note?: string, display_template?: string, fields: Field[] }} options
 */
export function block(name, { icon, note, display_template, fields }) {
  const label = blockLabel(name);
  if (!label) throw new Error(`${name} is not in schema/block-catalogue.mjs: run \`npm run block:sync\` (its folder needs a block.mjs).`);
  return collection(name, {
    label,
    icon: icon ?? 'widgets',
    // What the block is for (schema/block-catalogue.mjs), then anything the block adds.
    note: [blockPurpose(name), note].filter(Boolean).join(' ') || null,
    display_template,
    group: 'blocks',
    fields: [
      f.id(),
      ...fields,
      f.string('anchor', {
        label: 'Якорь',
        width: 'half',
        note: 'Латинскими буквами без #, например «pricing»: по нему строится оглавление и ссылки вида #pricing.',
        validation: { _and: [{ anchor: { _regex: '^[a-z0-9-]*$' } }] },
        validation_message: 'Только латинские буквы, цифры и дефис',
      }),
      f.string('toc_title', { label: 'Пункт оглавления', width: 'half', note: 'Если заполнено, блок появится в оглавлении страницы' }),
    ],
  });
}

/**
 * Items that belong to one parent item and are edited inline in it, in their own order: hidden
 * from the menu, deleted with their parent.
 * @param {string} name
 * @param {{ field: string, collection: string, alias: string }} parent the items' link to their parent, and the parent's list of them
 * @param {{ label: string, icon: string, group?: string, display_template?: string, fields: Field[] }} options
 */
export function ownedItems(name, parent, { label, icon, group, display_template, fields }) {
  return collection(name, {
    label,
    icon,
    hidden: true,
    group,
    display_template,
    sort_field: 'sort',
    fields: [
      f.id(),
      f.m2o(parent.field, parent.collection, { hidden: true, on_delete: 'CASCADE', one_field: parent.alias, sort_field: 'sort' }),
      f.sort(),
      ...fields,
    ],
  });
}

/**
 * Items of a block's list (cards, questions, steps...), edited inline in the block.
 * @param {string} name
 * @param {string} parent
 * @param {{ label: string, display_template?: string, fields: Field[] }} options
 */
export const blockItems = (name, parent, { label, display_template, fields }) =>
  ownedItems(
    name,
    { field: `${parent}_id`, collection: parent, alias: 'items' },
    { label, icon: 'list', group: 'blocks', display_template, fields },
  );

/**
 * Every page link of the model (`f.pageLink`): the collection, the relation field and the text
 * field beside it, in the model's order.
 * @returns {{ collection: string, field: string, href: string }[]}
 */
export const pageLinkFields = (collections) =>
  collections.flatMap((c) =>
    (c.fields ?? []).filter((x) => x.pageLink).map((x) => ({ collection: c.collection, field: x.field, href: x.pageLink.href })),
  );

/** The site's two colour schemes, as a hero block, the header or an article's card and head choose one. */
export const COLOR_SCHEMES = [
  ['light', 'Светлая'],
  ['dark', 'Тёмная'],
];

/** Tracking events a form may fire after a successful submission (lib/analytics/events.ts). */
export const METRIC_ACTIONS = [
  ['trial', 'Заявка на пробный период (target/trial, цель trial)'],
  ['trial_submit', 'Отправка пробного периода (trial/submit)'],
  ['login', 'Вход в личный кабинет (login/lk)'],
  ['mail', 'Письмо о пробном периоде (target/trial_email)'],
  ['price_request', 'Запрос цены (target/price_request)'],
  ['consult', 'Консультация (target/consult)'],
  ['partner', 'Партнёрство (target/partner)'],
  ['manager', 'Связь с менеджером (target/manager, цель manager)'],
  ['webinar', 'Запись на вебинар (webinar/sign_up)'],
  ['webinar_submit', 'Отправка записи на вебинар (webinar/submit)'],
  ['popup', 'Открытие окна (target/pop_up)'],
];

/**
 * The analytics goals a form fires after a successful submission (lead-form blocks and built forms).
 * @param {string} note what the marketer reads under the list
 */
export const metricActionsField = (note) =>
  f.tags('metric_actions', {
    label: 'Цели аналитики',
    note,
    interface: 'select-multiple-checkbox',
    options: { choices: choices(METRIC_ACTIONS), itemsShown: 11 },
    display: 'labels',
    display_options: { choices: choices(METRIC_ACTIONS) },
  });

/**
 * Where a form's leads go in the CRM (lead-form blocks and built forms): the funnel and the deal's
 * source. Each is a choice list that also takes any other code; empty, the browser sends the site's
 * defaults (lib/leads/client/payload.ts: DEFAULT_PIPELINE, DEFAULT_SOURCE_DEAL).
 */
export const crmRoutingFields = () => [
  f.string('qbpm_pipeline', {
    label: 'Воронка CRM (qbpm_pipeline)',
    width: 'half',
    interface: 'select-dropdown',
    note: 'Воронка, в которую CRM положит сделку. Пусто — основная воронка ECM (ecm); другую впишите кодом из CRM',
    options: {
      choices: [{ value: 'ecm', text: 'ECM — основная воронка' }],
      allowOther: true,
      allowNone: true,
      placeholder: 'Основная воронка ECM',
    },
  }),
  f.string('source_deal', {
    label: 'Источник сделки (source_deal)',
    width: 'half',
    interface: 'select-dropdown',
    note: 'Откуда сделка, для отчётов CRM. Пусто — сайт ECM (ecm_site); для вебинара — его код из CRM, например «webinar_ai»',
    options: { choices: [{ value: 'ecm_site', text: 'Сайт ECM' }], allowOther: true, allowNone: true, placeholder: 'Сайт ECM' },
  }),
];
