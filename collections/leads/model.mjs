// Lead capture: what visitors send through the forms, the mailing list, and the embedded company
// registry behind the company field's suggestions. Visitors never read these collections; the
// site's server writes them (`siteWrite`, granted in cms/state/access.mjs), and no change regenerates pages.
import { collection, f } from '../../schema/model/dsl.mjs';
import { LEAD_KINDS } from '../../lib/leads/lead-kinds.mjs';

export { LEAD_KINDS };

/** A lead's spam review: suspicious ones wait in «Заявки на проверке» until a marketer decides. */
export const REVIEW_STATES = [
  ['clean', 'Не требуется'],
  ['review', 'На проверке'],
  ['released', 'Передать в продажи'],
  ['discarded', 'Отклонить'],
];

/** A random, unguessable key: `GET /api/lead/get/{id}` is public, so ids must not be enumerable. */
const uuidKey = () => ({
  field: 'id',
  type: 'uuid',
  meta: { hidden: true, readonly: true, interface: 'input', special: ['uuid'] },
  schema: { is_primary_key: true, length: 36, has_auto_increment: false },
});

const created = () => f.datetime('date_created', { label: 'Получено', readonly: true, special: ['date-created'] });

/** Written by the site's server only: visitors never read them, saving them regenerates no page. */
const siteWritten = (c) => ({ ...c, site: { ...c.site, siteWrite: true } });

const consentFields = () => [
  f.string('consent_version', {
    label: 'Версия согласия',
    width: 'half',
    readonly: true,
    note: 'Текст согласия, который видел посетитель',
  }),
  f.datetime('consent_at', { label: 'Согласие дано', readonly: true }),
  f.string('ip', { label: 'IP', width: 'half', readonly: true, max: 64 }),
  f.text('user_agent', { label: 'Браузер', readonly: true }),
  f.string('idempotency_key', {
    label: 'Ключ повтора',
    width: 'half',
    readonly: true,
    unique: true,
    max: 128,
    hidden: true,
    note: 'Повторная отправка с тем же ключом не создаёт вторую запись',
  }),
];

export const leadCollections = [
  siteWritten(
    collection('leads', {
      label: 'Заявки',
      icon: 'contact_mail',
      note: 'Заявки с форм сайта. Записываются сервером сайта; отдел продаж получает письмо о каждой новой.',
      // Only fields every role that sees leads may read: with one it may not (a marketer and the ФИО or
      // e-mail), Directus refuses the title's whole request and shows «-- · -- · --».
      display_template: '{{form_name}} · {{date_created}} · {{source_url}}',
      publicRead: false,
      revalidates: false,
      fields: [
        uuidKey(),
        f.select('kind', LEAD_KINDS, { label: 'Вид формы', readonly: true, width: 'half' }),
        // Written by the CMS (cms/extensions/form-leads): `form` is only a number, a list shows this.
        f.string('form_name', {
          label: 'Форма',
          readonly: true,
          width: 'half',
          note: 'Название формы из раздела «Формы», когда пришла заявка, или вид формы сайта',
        }),
        created(),
        // ----- Spam review (lib/leads/spam, cms/extensions/lead-review): first in the form, where the marketer decides -----
        f.select('review_status', REVIEW_STATES, {
          label: 'Проверка',
          default: 'clean',
          note: '«На проверке» — заявка похожа на спам и не ушла в CRM: «Передать в продажи» отправит её, «Отклонить» — нет',
        }),
        // Text, not tags: a reason may hold a comma («заполнена за 0,3 с»).
        f.string('spam_reasons', { label: 'Почему на проверке', readonly: true, max: 1000, note: 'Причины через «; »' }),
        f.integer('fill_ms', {
          label: 'Время заполнения формы',
          width: 'half',
          readonly: true,
          note: 'В тысячных долях секунды (1000 — одна секунда), от показа формы до отправки; пусто — браузер не сообщил',
        }),
        f.string('fio', { label: 'ФИО', width: 'half', readonly: true }),
        f.string('email', { label: 'E-mail', width: 'half', readonly: true }),
        f.string('phone', { label: 'Телефон', width: 'half', readonly: true }),
        f.string('company', { label: 'Компания', width: 'half', readonly: true }),
        // Copied out of the form's fields, which as a whole are personal data: a marketer reads and
        // exports these two, not the rest.
        f.string('company_size', { label: 'Количество сотрудников', width: 'half', readonly: true }),
        f.string('position', { label: 'Должность', width: 'half', readonly: true }),
        f.json('fields', { label: 'Поля формы', readonly: true, note: 'Всё, что посетитель ввёл, после проверки' }),
        // Written by the CMS (cms/extensions/form-leads) from `fields`, which holds personal data and
        // only sales read: what marketers may read of a built form's answers, in words.
        f.text('answers', {
          label: 'Ответы',
          readonly: true,
          note: 'Ответы на вопросы формы из раздела «Формы», кроме персональных данных (их видят только продажи)',
        }),
        // Files attached in a built form's «Файл» fields (lib/forms/upload.ts): in the folder «Файлы
        // заявок», which visitors and the site's page tokens never read (collections/leads/state.mjs).
        f.m2m('files', {
          label: 'Файлы',
          interface: 'files',
          special: ['files'],
          readonly: true,
          options: null,
          display: 'related-values',
          display_options: { template: '{{directus_files_id.filename_download}}' },
          note: 'Файлы, приложенные посетителем (PDF или изображение); тип проверен по содержимому',
        }),
        // A form built in «Формы» (collections/forms/model.mjs): plain numbers, not relations, so that a
        // lead outlives its form; the version is the one the visitor saw and was checked against.
        f.integer('form', { label: 'Номер формы в разделе «Формы»', width: 'half', readonly: true }),
        f.integer('form_version', { label: 'Версия формы', width: 'half', readonly: true }),
        f.boolean('partial', {
          label: 'Не завершена',
          readonly: true,
          options: { label: 'Да: ждёт следующих шагов формы' },
          // Seen in the list without opening the lead: a mark on the unfinished ones only.
          display: 'boolean',
          display_options: {
            labelOn: 'не завершена',
            labelOff: '',
            iconOn: 'hourglass_top',
            iconOff: null,
            colorOn: '#E35169',
            colorOff: null,
          },
          note: 'Посетитель ответил на первый шаг многошаговой формы; следующие шаги дополнят эту же заявку',
        }),
        // Not in the form: its page, deal source and funnel are the fields below; as JSON it read as code.
        f.json('payload', {
          label: 'Служебные данные',
          readonly: true,
          hidden: true,
          note: 'Страница, продукт, язык, источник и источник сделки, воронка, зона, тип капчи — как их прислала форма',
        }),
        f.json('attribution', {
          label: 'Атрибуция (как её прислал сайт)',
          readonly: true,
          hidden: true,
        }),
        // The same in words, written by the CMS (cms/extensions/form-leads).
        f.text('attribution_text', {
          label: 'Откуда пришёл посетитель',
          readonly: true,
          note: 'Метки рекламной кампании (utm), метка Roistat, посетитель Яндекс Метрики, страница перехода',
        }),
        f.json('da_data', { label: 'Компания из подсказки', readonly: true }),
        // Copied out of payload and attribution, so that the «Аналитика» dashboards can group by them.
        f.string('source_url', { label: 'Страница', readonly: true, max: 500, note: 'Адрес страницы, с которой отправлена форма' }),
        f.string('utm_source', { label: 'Источник рекламы (utm_source)', width: 'half', readonly: true, max: 500 }),
        f.string('utm_campaign', { label: 'Кампания (utm_campaign)', width: 'half', readonly: true, max: 500 }),
        f.string('source_deal', { label: 'Источник сделки', width: 'half', readonly: true }),
        // Plain numbers, not relations: a lead must be stored even after its test was deleted.
        f.integer('experiment', { label: 'A/B-тест', width: 'half', readonly: true, note: 'Тест страницы, с которой отправлена форма' }),
        f.integer('variant', { label: 'Вариант A/B-теста', width: 'half', readonly: true, note: 'Вариант, который видел посетитель' }),
        f.string('qbpm_pipeline', { label: 'Воронка', width: 'half', readonly: true }),
        f.integer('captcha_score', {
          label: 'Оценка капчи',
          width: 'half',
          readonly: true,
          note: 'От 0 до 100: чем ниже, тем больше похоже на робота. Пусто — капча не проверена',
        }),
        f.select(
          'captcha_status',
          [
            ['verified', 'Проверена'],
            ['unverified', 'Не проверена: сервис reCAPTCHA недоступен'],
            ['missing', 'Нет: форма отправлена без скриптов страницы'],
            ['off', 'Капча выключена'],
          ],
          {
            label: 'Капча',
            width: 'half',
            default: 'off',
            readonly: true,
            note: '«Не проверена» — заявка принята, пока Google был недоступен: проверьте её вручную',
          },
        ),
        ...consentFields(),
        f.select(
          'crm_status',
          [
            ['off', 'CRM не подключена'],
            ['pending', 'Ждёт отправки'],
            ['sent', 'Отправлена'],
            // A suspicious lead (lib/leads/spam.ts) waits for a marketer before it goes to sales.
            ['held', 'Задержана: на проверке'],
          ],
          { label: 'CRM', default: 'off', readonly: true },
        ),
        f.integer('crm_attempts', { label: 'Попыток отправки в CRM', width: 'half', readonly: true, default: 0 }),
        f.integer('revision', {
          label: 'Версия',
          width: 'half',
          readonly: true,
          default: 0,
          note: 'Растёт, когда посетитель дополняет заявку; CRM получает каждую версию',
        }),
        f.datetime('crm_next_attempt_at', { label: 'Следующая попытка', readonly: true }),
        f.datetime('crm_sent_at', { label: 'Отправлена в CRM', readonly: true }),
        f.text('crm_last_error', { label: 'Последняя ошибка CRM', readonly: true }),
      ],
    }),
  ),
  siteWritten(
    collection('subscribers', {
      label: 'Подписчики',
      icon: 'mark_email_read',
      note: 'Рассылка. Отписка — по ссылке со случайным ключом (hash).',
      display_template: '{{email}} · {{status}}',
      publicRead: false,
      revalidates: false,
      fields: [
        f.id(),
        f.string('email', { label: 'E-mail', required: true, width: 'half', unique: true }),
        f.select(
          'status',
          [
            ['pending', 'Ждёт подтверждения'],
            ['active', 'Подписан'],
            ['unsubscribed', 'Отписался'],
          ],
          { label: 'Статус', default: 'pending', note: 'Подписан — только после перехода по ссылке из письма' },
        ),
        f.string('target', { label: 'Рассылка', width: 'half', default: 'general' }),
        f.string('hash', { label: 'Ключ отписки', width: 'half', unique: true, readonly: true, max: 64 }),
        f.json('extras', { label: 'Дополнительно', readonly: true }),
        f.json('attribution', { label: 'Атрибуция', readonly: true }),
        created(),
        ...consentFields(),
        f.string('confirm_token', { label: 'Ключ подтверждения', unique: true, readonly: true, hidden: true, max: 64 }),
        f.datetime('confirm_requested_at', { label: 'Письмо-подтверждение отправлено', readonly: true }),
        // When the address last became active and last unsubscribed: the «Подписки» dashboard counts them by day.
        f.datetime('confirmed_at', { label: 'Подписка подтверждена', readonly: true }),
        f.datetime('unsubscribed_at', { label: 'Отписка', readonly: true }),
        f.json('pending_consent', {
          label: 'Согласие, ждущее подтверждения',
          readonly: true,
          note: 'Согласие из последней заявки на подписку; становится согласием подписчика после перехода по ссылке',
        }),
      ],
    }),
  ),
  // ----- Form funnels (lib/forms/funnel-counts.ts): counts without personal data, one row per form × page × A/B variant -----
  siteWritten(
    collection('form_funnels', {
      label: 'Воронки форм',
      icon: 'filter_alt',
      note: 'Сколько посетителей (принявших cookie) увидели форму, начали её заполнять, отправили; где бросили. Пишет сайт.',
      display_template: '{{form_name}} · {{page}}',
      publicRead: false,
      revalidates: false,
      // Updated every half minute by the site: a revision per flush would only bury the history.
      accountability: null,
      fields: [
        f.id(),
        f.select('form', LEAD_KINDS, { label: 'Форма', readonly: true, width: 'half' }),
        f.integer('built_form', {
          label: 'Форма из конструктора',
          width: 'half',
          readonly: true,
          note: 'Номер формы в разделе «Формы»; пусто — форма сайта',
        }),
        f.string('form_name', {
          label: 'Название формы',
          width: 'half',
          readonly: true,
          note: 'Заголовок формы из конструктора (обновляется сайтом) или название формы сайта',
        }),
        f.string('page', { label: 'Страница', readonly: true, width: 'half', max: 500 }),
        f.integer('experiment', { label: 'A/B-тест', width: 'half', readonly: true, note: 'Пусто — страница без теста' }),
        f.integer('variant', { label: 'Вариант', width: 'half', readonly: true }),
        f.string('variant_name', { label: 'Название варианта', width: 'half', readonly: true, note: '«—» — без A/B-теста' }),
        f.integer('views', { label: 'Увидели форму', width: 'half', readonly: true, default: 0 }),
        f.integer('starts', { label: 'Начали заполнять', width: 'half', readonly: true, default: 0 }),
        f.integer('submissions', { label: 'Отправили', width: 'half', readonly: true, default: 0 }),
        f.integer('spam', { label: 'Из них на проверке (спам)', width: 'half', readonly: true, default: 0 }),
        f.string('completion', { label: 'Конверсия', width: 'half', readonly: true, note: 'Отправили / увидели форму' }),
        f.string('spam_share', { label: 'Доля спама', width: 'half', readonly: true }),
        // The site's own tally (field code → count); marketers read it in words in «Где бросают».
        f.json('drop_off', { label: 'Ушли после поля (коды полей)', readonly: true, hidden: true }),
        f.string('drop_off_summary', {
          label: 'Где бросают',
          readonly: true,
          max: 500,
          note: 'Последнее поле, которого коснулся посетитель, ушедший без отправки, — и сколько раз',
        }),
        f.dateUpdated(),
      ],
    }),
  ),
  collection('companies', {
    label: 'Справочник компаний',
    icon: 'domain',
    note: 'Подсказки поля «Компания», когда ключ DaData не задан',
    display_template: '{{name}} · ИНН {{inn}}',
    publicRead: false,
    revalidates: false,
    fields: [
      f.id(),
      f.string('name', { label: 'Краткое название', required: true, width: 'half' }),
      f.string('full_name', { label: 'Полное название', width: 'half' }),
      f.string('inn', { label: 'ИНН', required: true, width: 'half', max: 12 }),
      f.string('kpp', { label: 'КПП', width: 'half', max: 9 }),
      f.string('ogrn', { label: 'ОГРН', width: 'half', max: 15 }),
      f.string('address', { label: 'Адрес', width: 'full' }),
    ],
  }),
];

/** The junction of `leads.files`: which file of the library a lead carries. Written with the lead, in its transaction. */
const leadFiles = {
  collection: 'leads_files',
  site: { publicRead: false, revalidates: false, siteWrite: true },
  meta: { hidden: true, icon: 'attach_file', accountability: 'all', translations: [{ language: 'ru-RU', translation: 'Файл заявки' }] },
  schema: {},
  fields: [
    f.id(),
    { field: 'leads_id', type: 'uuid', meta: { hidden: true }, schema: {} },
    { field: 'directus_files_id', type: 'uuid', meta: { hidden: true }, schema: {} },
  ],
};

const leadFilesRelations = [
  {
    collection: 'leads_files',
    field: 'leads_id',
    related_collection: 'leads',
    meta: { one_field: 'files', junction_field: 'directus_files_id', one_deselect_action: 'delete' },
    schema: { on_delete: 'CASCADE' },
  },
  {
    collection: 'leads_files',
    field: 'directus_files_id',
    related_collection: 'directus_files',
    meta: { one_field: null, junction_field: 'leads_id', one_deselect_action: 'nullify' },
    schema: { on_delete: 'SET NULL' },
  },
];

/** This folder's part of the model (schema/model/index.mjs loads `model` of every `collections/<name>/model.mjs`). */
export const model = { collections: [...leadCollections, leadFiles], relations: leadFilesRelations };
