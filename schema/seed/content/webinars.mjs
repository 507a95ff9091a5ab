// Webinars dated relative to the moment of seeding: three upcoming, four past with recordings.
import { ours } from './reference.mjs';

const DAY = 86_400_000;

/** Midday-ish start in Moscow (UTC+3, no daylight saving) `days` from now, as an ISO instant. */
function moscow(days, hour) {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour - 3, 0, 0, 0);
  return d.toISOString();
}

const speakers = {
  orlova: { name: 'Марина Орлова', job: 'Руководитель направления ECM' },
  kuznetsov: { name: 'Алексей Кузнецов', job: 'Архитектор решений' },
  belova: { name: 'Ирина Белова', job: 'Эксперт по электронному документообороту' },
  titov: { name: 'Денис Титов', job: 'Менеджер продукта ELMA365 AI' },
};

export default [
  {
    ...ours,
    title: 'Электронный архив за 30 дней: от сканов к поиску за секунды',
    slug: 'electronic-archive-30-days',
    date: moscow(7, 11),
    time: '11:00–12:00',
    description: 'Покажем, как перевести бумажный архив в ELMA365 ECM, настроить сроки хранения и права доступа без программирования.',
    content:
      '<h2>Программа</h2><ul><li>Как оценить объём архива и спланировать оцифровку</li><li>Распознавание сканов и автоматическое заполнение карточек</li><li>Сроки хранения, уничтожение и аудит действий</li><li>Ответы на вопросы</li></ul>',
    series_name: 'ECM за 30 дней',
    source_deal: 'webinar_archive_30',
    speakers: [speakers.orlova, speakers.kuznetsov],
    tag_list: ['архив', 'оцифровка'],
  },
  {
    ...ours,
    title: 'Договоры без хаоса: согласование, подпись и контроль исполнения',
    slug: 'contracts-without-chaos',
    date: moscow(14, 11),
    time: '11:00–12:30',
    description: 'Разберём полный цикл договора в ELMA365: шаблоны, маршруты согласования, ЭП и напоминания о сроках обязательств.',
    content:
      '<h2>О чём поговорим</h2><p>Договорная работа — первый процесс, который компании переводят в СЭД. На вебинаре соберём процесс с нуля и покажем типичные ошибки внедрения.</p>',
    source_deal: 'webinar_contracts',
    speakers: [speakers.belova],
    tag_list: ['договоры'],
  },
  {
    ...ours,
    title: 'ИИ в документообороте: распознавание, сравнение и классификация',
    slug: 'ai-in-document-management',
    date: moscow(21, 15),
    time: '15:00–16:00',
    description: 'Как ELMA365 AI распознаёт сканы, сравнивает редакции договоров и сам раскладывает входящие письма по делам.',
    content: '<p>Живая демонстрация трёх сценариев на реальных документах и разбор экономики внедрения.</p>',
    source_deal: 'webinar_ai',
    speakers: [speakers.titov, speakers.kuznetsov],
    tag_list: ['ИИ'],
  },
  {
    ...ours,
    title: 'Машиночитаемая доверенность: что изменилось и как подготовиться',
    slug: 'mchd-how-to-prepare',
    date: moscow(-10, 11),
    time: '11:00–12:00',
    description: 'Требования к МЧД, выпуск и отзыв доверенностей, проверка полномочий подписанта в ELMA365 ECM.',
    content: '<p>Запись вебинара о переходе на машиночитаемые доверенности.</p>',
    source_deal: 'webinar_mchd',
    youtube: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
    speakers: [speakers.belova],
    tag_list: ['МЧД', 'ЭП'],
  },
  {
    ...ours,
    title: 'Кадровый ЭДО: переводим кадровые документы в электронный вид',
    slug: 'hr-edm',
    date: moscow(-24, 11),
    time: '11:00–12:00',
    description: 'Законодательство о КЭДО, подпись сотрудника через Госуслуги и мобильное приложение, типовой проект на 6 недель.',
    content: '<p>Запись вебинара о кадровом электронном документообороте.</p>',
    source_deal: 'webinar_hr_edm',
    vk_video_link: 'https://vkvideo.ru/video-212496568_456239018',
    speakers: [speakers.orlova],
    tag_list: ['КЭДО'],
  },
  {
    ...ours,
    title: 'Low-code для документооборота: процесс согласования за один вечер',
    slug: 'low-code-approval',
    date: moscow(-45, 15),
    time: '15:00–16:00',
    description: 'Собираем маршрут согласования служебной записки в дизайнере процессов ELMA365 без единой строки кода.',
    content: '<p>Запись практического вебинара.</p>',
    source_deal: 'webinar_low_code',
    youtube: 'https://youtu.be/aqz-KE-bpKQ',
    speakers: [speakers.kuznetsov],
    tag_list: ['low-code'],
  },
  {
    ...ours,
    title: 'Интеграция СЭД с 1С: обмен документами без двойного ввода',
    slug: 'edm-1c-integration',
    date: moscow(-70, 11),
    time: '11:00–12:00',
    description: 'Готовый модуль интеграции ELMA365 с 1С: справочники, счета и акты, статусы оплаты в карточке документа.',
    content: '<p>Запись вебинара об интеграции с учётными системами.</p>',
    source_deal: 'webinar_1c',
    vk_video_link: 'https://vkvideo.ru/video-212496568_456239011',
    speakers: [speakers.titov],
    tag_list: ['1С', 'интеграция'],
  },
  {
    ...ours,
    title: 'Закрытая встреча партнёров: планы развития продукта',
    slug: 'partners-roadmap',
    date: moscow(3, 16),
    time: '16:00–17:00',
    description: 'Встреча только для партнёров: доступна по приглашению.',
    hide_in_list: true,
    source_deal: 'webinar_partners',
    speakers: [speakers.orlova],
  },
  {
    ...ours,
    product: 'BPM',
    title: 'BPM для производства: сквозные процессы от заявки до отгрузки',
    slug: 'bpm-manufacturing',
    date: moscow(5, 11),
    description: 'Вебинар другого продукта: на этом сайте не показывается.',
    source_deal: 'webinar_bpm',
  },
];
