// Menus. `{product}` in a text is replaced by the product name from the site settings.
const HELP = 'https://elma365.com/ru/help/';
const COMMUNITY = 'https://community.elma365.com/';
const ACADEMY = 'https://academy.elma365.com/';

export default [
  {
    id: 'header',
    title: 'Шапка',
    items: [
      {
        title: 'Продукты',
        kind: 'group',
        children: [
          {
            title: 'Портал документооборота',
            kind: 'group',
            description: 'СЭД для всей компании: от входящих писем до архива',
            children: [
              { title: 'Управление договорами', href: '/contract-management/' },
              { title: 'Согласование счетов', href: '/invoice-approval/' },
              { title: 'Корреспонденция', href: '/electronic-office/' },
              { title: 'Локальные нормативные акты', href: '/local-regulations/' },
              { title: 'Доверенности (МЧД)', href: '/mchd/' },
            ],
          },
          {
            title: 'ECM/BPM-решения',
            kind: 'group',
            description: 'Документы и процессы на одной low-code платформе',
            children: [
              { title: 'Электронный архив', href: '/electronic-archive/' },
              { title: 'Долгосрочный архив', href: '/archiving/' },
              { title: 'Управление бизнес-процессами', href: '/ecm-and-low-code/' },
            ],
          },
          {
            title: 'Хаб контент-сервисов',
            kind: 'group',
            description: 'Единое хранилище контента и сервисы для работы с ним',
            children: [{ title: '{product} CSP', href: '/csp/' }],
          },
        ],
      },
      {
        title: 'Решения',
        kind: 'group',
        children: [
          {
            title: 'ИИ для документов',
            kind: 'group',
            href: '/elma-ai/',
            children: [
              { title: 'Распознавание', href: '/elma-ai/#recognition' },
              { title: 'Сравнение', href: '/elma-ai/#comparison' },
              { title: 'Классификация', href: '/elma-ai/#classification' },
            ],
          },
          { title: 'Налоговый мониторинг', href: 'https://tax.elma365.com/', description: 'Подключение к налоговому мониторингу ФНС' },
          { title: 'Кадровый ЭДО', href: 'https://hr.elma365.com/', description: 'Электронные кадровые документы и КЭДО' },
        ],
      },
      { title: 'Цены', href: '/prices/' },
      {
        title: 'Начало работы',
        kind: 'group',
        children: [
          {
            title: 'Попробовать бесплатно',
            kind: 'button',
            href: '/configuration/',
            description: 'Активировать SaaS версию {product} на 14 дней',
          },
          { title: 'Запросить On-Premises', kind: 'form', form: 'question', description: 'Пробная версия для установки на ваши серверы' },
          { title: 'Справка', href: HELP },
          { title: 'Сообщество', href: COMMUNITY },
          { title: 'Академия', href: ACADEMY },
          { title: 'Контакты', href: '/contacts/' },
          { title: 'Партнёрская сеть', href: '/partners/' },
          { title: 'Вебинары и статьи', kind: 'latest' },
        ],
      },
      { title: 'Основной сайт', href: 'https://elma365.com/ru/' },
      { title: 'Статьи', href: '/articles/', mobile_only: true },
    ],
  },
  {
    id: 'footer',
    title: 'Подвал: меню',
    items: [
      {
        title: 'Функции',
        kind: 'group',
        children: [
          { title: 'Согласование документов', href: '/electronic-approval/' },
          { title: 'Регистрация и учёт', href: '/registration-and-accounting/' },
          { title: 'Совместная работа', href: '/collaboration-and-teamwork/' },
          { title: 'Онлайн-редактор', href: '/online-editor/' },
          { title: 'Электронная подпись', href: '/e-signature/' },
          { title: 'Мобильное приложение', href: '/mobile-app/' },
          { title: 'Замещение сотрудников', href: '/employee-replacement/' },
        ],
      },
      {
        title: 'Решения',
        kind: 'group',
        children: [
          { title: 'Управление договорами', href: '/contract-management/' },
          { title: 'Приказы и распоряжения', href: '/orders/' },
          { title: 'Служебные записки', href: '/service-note/' },
          { title: 'Совещания', href: '/meetings/' },
          { title: 'Кадровый документооборот', href: '/hr-workflow/' },
          { title: 'Внешний ЭДО', href: '/external-edm/' },
          { title: 'Финансовый архив', href: '/financial-archive/' },
          { title: 'Интеграция с ERP', href: '/erp-integration/' },
          { title: 'СЭД для малого и среднего бизнеса', href: '/smb-sed/' },
        ],
      },
      {
        title: 'Начало работы',
        kind: 'group',
        children: [
          { title: 'Попробовать бесплатно', href: '/configuration/' },
          { title: 'Цены', href: '/prices/' },
          { title: 'Вебинары', href: '/webinars/' },
          { title: 'Новости', href: '/news/' },
        ],
      },
      { title: 'Контакты', kind: 'group', children: [{ title: 'Все контакты', href: '/contacts/' }] },
    ],
  },
  {
    id: 'footer-partners',
    title: 'Подвал: партнёрам и разработчикам',
    items: [
      { title: 'Вебинары', href: '/webinars/' },
      { title: 'Справка по системе', href: HELP },
      { title: 'Справка по TS SDK', href: 'https://tssdk.elma365.com/' },
      { title: 'Справка по API', href: 'https://api.elma365.com/' },
      { title: 'Сообщество', href: COMMUNITY },
      { title: 'Академия', href: ACADEMY },
      { title: 'Магазин решений', href: 'https://store.elma365.com/' },
      { title: 'Цены', href: '/prices/' },
    ],
  },
  {
    id: 'footer-legal',
    title: 'Подвал: документы',
    items: [
      { title: 'Пользовательское соглашение', href: '/agreement/' },
      { title: 'Политика конфиденциальности', href: '/privacy/' },
      { title: 'Карта сайта', href: '/sitemap.xml', mobile_only: true },
    ],
  },
];
