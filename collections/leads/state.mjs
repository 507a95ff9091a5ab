// What the CMS holds about leads and subscribers beyond their model (applied by cms/state/apply.mjs):
// the site's jobs that write and deliver leads, what marketers and sales may read, the e-mail and CRM
// retry flows, and the lead list views. Marketers read leads and subscribers without personal data;
// sales read them in full.
import { leadCollections, LEAD_KINDS } from './model.mjs';
import { LEAD_FILES_FOLDER } from '../../lib/leads/lead-files.mjs';
import { read, rule, roleRules, siteJob } from '../../cms/state/access.mjs';
import { flow } from '../../cms/state/flows.mjs';

/** @typedef {import('../../cms/state/apply.mjs').Item} Item */

/** Lead fields that name or reach a person: only sales (and the CRM delivery) read them. */
const LEAD_PERSONAL = ['fio', 'email', 'phone', 'company', 'fields', 'da_data', 'ip', 'user_agent'];
const SUBSCRIBER_PERSONAL = ['email', 'hash', 'extras', 'ip', 'user_agent', 'confirm_token', 'pending_consent'];

/** What the site may change in a stored lead: fields the visitor adds later, and the CRM delivery state. */
const LEAD_FOLLOW_UP_FIELDS = [
  ...['fields', 'fio', 'phone', 'company'],
  ...['crm_status', 'crm_attempts', 'crm_sent_at', 'crm_last_error', 'crm_next_attempt_at'],
  // A visitor's update of a lead is stored as a new revision of it.
  'revision',
  // The last step of a multi-step built form completes its partial lead.
  'partial',
];
/** Subscriber fields the double opt-in reads (to find a request by address or link) and writes. */
const SUBSCRIBER_OPT_IN_READ = ['id', 'status', 'email', 'hash', 'confirm_token', 'confirm_requested_at', 'pending_consent'];
const SUBSCRIBER_OPT_IN_WRITE = [
  ...['email', 'status', 'target', 'consent_version', 'consent_at', 'ip', 'user_agent'],
  ...['confirm_token', 'confirm_requested_at', 'pending_consent', 'confirmed_at', 'unsubscribed_at'],
];

/**
 * Lead and subscriber fields the dashboards (cms/state/insights.mjs) group and count by: a people's
 * read rule that lists fields one by one gets those it lacks; nothing else of the rule changes.
 */
const DASHBOARD_FIELDS = {
  leads: [
    ...['id', 'date_created', 'kind', 'form_name', 'partial', 'source_url', 'utm_source', 'utm_campaign', 'source_deal'],
    ...['crm_status', 'crm_last_error', 'captcha_status'],
    // Read and exported by marketers (copied out of the form's fields, see model.mjs; the answers
    // that are not personal data and the attribution in words, cms/extensions/form-leads).
    ...['company_size', 'position', 'answers', 'attribution_text'],
    // The spam review queue (lib/leads/spam): why a lead waits, and how fast its form was filled.
    ...['review_status', 'spam_reasons', 'fill_ms'],
  ],
  subscribers: ['id', 'status', 'confirmed_at', 'unsubscribed_at'],
};

/** Fields of `collection` in this model, without the given ones. */
const fieldsWithout = (collection, left) =>
  leadCollections
    .find((c) => c.collection === collection)
    .fields.filter((f) => f.type !== 'alias' && !left.includes(f.field))
    .map((f) => f.field);

/** The lead list's columns, also what «Экспорт» writes by default: every field a marketer may read that says something about the lead. */
const LEAD_COLUMNS = [
  ...['date_created', 'form_name', 'partial', 'crm_status', 'source_deal', 'qbpm_pipeline', 'company_size', 'position'],
  ...['source_url', 'utm_source', 'utm_campaign', 'captcha_status'],
];
/** The columns before the form's name and the unfinished mark (2026-11-29): such a view gets the new ones. */
const LEAD_COLUMNS_BEFORE = [
  ...['date_created', 'kind', 'crm_status', 'source_deal', 'qbpm_pipeline', 'company_size', 'position'],
  ...['source_url', 'utm_source', 'utm_campaign', 'captcha_status'],
];
/** «Заявки на проверке»: suspicious leads held back from the CRM until a marketer decides. */
const REVIEW_COLUMNS = [
  ...['date_created', 'form_name', 'spam_reasons', 'review_status', 'fill_ms', 'captcha_score'],
  ...['source_url', 'company_size', 'position'],
];
const leadList = { layout: 'tabular', layout_query: { tabular: { sort: ['-date_created'], fields: LEAD_COLUMNS } } };
/** Sales' lead list: each lead a card titled by the person, their company and the form, newest first. */
const salesLeadList = {
  layout: 'cards',
  layout_query: { cards: { sort: ['-date_created'] } },
  layout_options: {
    cards: {
      icon: 'contact_mail',
      imageSource: null,
      title: '{{fio}} · {{company}} · {{form_name}}',
      subtitle: '{{date_created}} · {{source_url}}',
      size: 4,
    },
  },
};
/** A lead view an earlier setup made (five columns, or the columns before the form's name) gets today's; one people changed is kept. */
const oldLeadList = [
  { layout_query: { tabular: { fields: LEAD_COLUMNS_BEFORE.slice(0, 5) } } },
  { layout_query: { tabular: { fields: LEAD_COLUMNS_BEFORE } } },
];
/** The view for everyone (no bookmark, role or user) of a collection. */
const everyone = (collection) => ({ collection, bookmark: null, role: null, user: null });

/** Files in the folder of lead uploads: visitors' attachments, personal data as the lead's fields are. */
const inLeadFolder = { folder: { _eq: LEAD_FILES_FOLDER } };

/** @type {Item[]} */
export const state = [
  // The folder of files visitors attach to leads (lib/leads/drain.ts uploads them there).
  { kind: 'folders', match: { id: LEAD_FILES_FOLDER }, initial: { name: 'Файлы заявок' } },
  ...siteJob({
    name: 'Сайт: заявки',
    description: 'Сервер сайта: записывает заявки и подписчиков; личные данные заявок не читает',
    email: 'site-leads@example.com',
    token: 'leadsToken',
    rules: [
      rule('leads', 'create'),
      // Enough to learn that a lead is stored (its id, the retry key), nothing about the person.
      read('leads', ['id', 'idempotency_key']),
      rule('leads', 'update', LEAD_FOLLOW_UP_FIELDS),
      // A lead's files: uploaded into their folder only (under the id the journal chose), learnt to
      // be there by id, and linked in the lead's own transaction.
      { ...rule('directus_files', 'create'), validation: inLeadFolder },
      read('directus_files', ['id'], inLeadFolder),
      rule('leads_files', 'create'),
      // Which files a lead links (ids only): a later step's file is linked once though its update runs again.
      read('leads_files', ['leads_id', 'directus_files_id']),
      rule('subscribers', 'create'),
      read('subscribers', SUBSCRIBER_OPT_IN_READ),
      rule('subscribers', 'update', SUBSCRIBER_OPT_IN_WRITE),
      read('companies'),
    ],
  }),
  ...siteJob({
    name: 'Сайт: доставка заявок',
    description: 'Сервер сайта: читает сохранённую заявку, чтобы передать её в CRM',
    email: 'site-lead-delivery@example.com',
    token: 'leadDeliveryToken',
    rules: [read('leads')],
  }),
  ...roleRules('Маркетолог', [
    { ...read('leads', fieldsWithout('leads', LEAD_PERSONAL)), include: DASHBOARD_FIELDS.leads },
    // Test leads (a form tried on the live site) go, so that they count in no dashboard.
    rule('leads', 'delete'),
    // The review queue: a marketer releases a suspicious lead to sales or discards it, changing
    // nothing else (the release itself is cms/extensions/lead-review).
    {
      ...rule('leads', 'update', ['review_status'], { review_status: { _in: ['review', 'discarded'] } }),
      validation: { review_status: { _in: ['released', 'discarded'] } },
    },
    read('form_funnels'),
    { ...read('subscribers', fieldsWithout('subscribers', SUBSCRIBER_PERSONAL)), include: DASHBOARD_FIELDS.subscribers },
    read('companies'),
  ]),
  ...roleRules('Отдел продаж', [
    read('leads'),
    // The files visitors attached to leads, shown in the lead (its «Файлы»).
    read('leads_files'),
    read('directus_files', ['*'], inLeadFolder),
    read('directus_folders'),
    read('subscribers'),
    read('companies'),
    read('form_funnels'),
  ]),
  // An e-mail to sales on every new lead (to $env.SALES_NOTIFY_EMAIL).
  ...flow(
    {
      name: 'Уведомить отдел продаж о заявке',
      icon: 'mail',
      color: '#2563EB',
      description: 'Письмо отделу продаж о каждой новой заявке с сайта',
      trigger: 'event',
      options: { type: 'action', scope: ['items.create'], collections: ['leads'] },
    },
    [
      {
        name: 'Письмо отделу продаж',
        key: 'notify_sales',
        type: 'mail',
        options: {
          to: ['{{$env.SALES_NOTIFY_EMAIL}}'],
          subject: 'Заявка с сайта: {{$trigger.payload.kind}} — {{$trigger.payload.company}}',
          // A Liquid template (cms/email-templates) that escapes every value: what a visitor typed
          // never becomes a link or formatting in the message, as it would in a markdown body.
          type: 'template',
          template: 'lead-notification',
          data: {
            lead: '{{$trigger.payload}}',
            key: '{{$trigger.key}}',
            admin_url: '{{$env.PUBLIC_URL}}/admin/content/leads/{{$trigger.key}}',
          },
        },
      },
    ],
  ),
  // The confirmation e-mail of a subscription (double opt-in, see lib/leads/subscribers.ts).
  ...flow(
    {
      name: 'Подтверждение подписки',
      icon: 'mark_email_read',
      color: '#2563EB',
      description: 'Письмо со ссылкой подтверждения, когда сайт выдал адресу новый ключ подтверждения (двойное согласие)',
      trigger: 'event',
      options: { type: 'action', scope: ['items.create', 'items.update'], collections: ['subscribers'] },
    },
    [
      {
        name: 'Выдан ключ подтверждения?',
        key: 'has_confirm_token',
        type: 'condition',
        // Every change the site makes names confirm_token (null when no mail is due); other saves lack it.
        options: { filter: { $trigger: { payload: { confirm_token: { _nnull: true } } } } },
      },
      {
        name: 'Письмо подписчику',
        key: 'mail_confirmation',
        type: 'mail',
        options: {
          to: ['{{$trigger.payload.email}}'],
          subject: 'Подтвердите подписку на рассылку',
          type: 'template',
          template: 'subscription-confirm',
          data: { url: '{{$env.SITE_PUBLIC_URL}}/ru/products/ecm/subscription/?confirm={{$trigger.payload.confirm_token}}' },
        },
      },
    ],
  ),
  // A scheduled call that makes the site retry CRM deliveries that are due (see lib/leads/crm.ts).
  ...flow(
    {
      name: 'Повторить отправку заявок в CRM',
      icon: 'sync',
      color: '#2ECDA7',
      description: 'Раз в минуту просит сайт отправить в CRM заявки, которые ещё не доставлены',
      trigger: 'schedule',
      options: { cron: '@{crmRetryCron}' },
    },
    [
      {
        name: 'Запрос к сайту',
        key: 'crm_retry',
        type: 'request',
        options: {
          method: 'POST',
          url: '{{$env.SITE_URL}}/ru/products/ecm/api/lead/crm-retry/',
          headers: [{ header: 'x-revalidate-secret', value: '{{$env.REVALIDATE_SECRET}}' }],
        },
      },
    ],
  ),

  // Lead list views: newest first, and one bookmark per form kind.
  { kind: 'presets', match: everyone('leads'), initial: leadList, was: oldLeadList },
  // Sales see who wrote: their lead list is cards titled «ФИО · компания · форма». The collection's
  // display template is one for every role and a marketer may read no personal field (with one the
  // whole title fails, model.mjs), so the title is the sales role's own view (a preset of the role,
  // which Directus gives before everyone's view and lets no other role read).
  { kind: 'presets', match: { collection: 'leads', bookmark: null, role: '@roles:Отдел продаж', user: null }, initial: salesLeadList },
  {
    kind: 'presets',
    match: { collection: 'leads', bookmark: 'Заявки на проверке' },
    initial: {
      icon: 'report',
      layout: 'tabular',
      layout_query: { tabular: { sort: ['-date_created'], fields: REVIEW_COLUMNS } },
      filter: { review_status: { _eq: 'review' } },
    },
  },
  ...LEAD_KINDS.map(([kind, label]) => ({
    kind: /** @type {const} */ ('presets'),
    match: { collection: 'leads', bookmark: `Заявки: ${label}` },
    initial: { icon: 'bookmark', ...leadList, filter: { kind: { _eq: kind } } },
    was: oldLeadList,
  })),
];
