// The block catalogue: what each block is for, in the marketers' words. It is the note of each
// block collection in the admin app, and the text of the catalogue page (pages/block-catalogue.tsx),
// which also shows a picture of each block (public/block-catalogue/, made by
// scripts/block-screenshots.mjs). `label` is the block's name in the admin (its collection.mjs).

/** @type {{ collection: string, label: string, purpose: string }[]} */
export const BLOCK_CATALOGUE = [
  {
    collection: 'block_hero',
    label: 'Первый экран',
    purpose: 'Начало страницы: крупный заголовок, подзаголовок, до двух кнопок и иллюстрация. Ставьте первым блоком, один на страницу.',
  },
  {
    collection: 'block_features',
    label: 'Преимущества',
    purpose: 'Что умеет продукт: карточки или список пунктов с иконками, в 2–4 колонки.',
  },
  {
    collection: 'block_stats',
    label: 'Цифры',
    purpose: 'Несколько крупных чисел с подписями («50 000 пользователей»): результаты и масштаб.',
  },
  {
    collection: 'block_steps',
    label: 'Шаги',
    purpose: 'Последовательность действий или этапы внедрения, пронумерованные по порядку.',
  },
  {
    collection: 'block_rich_text',
    label: 'Текст',
    purpose: 'Свободный текст с заголовками, списками, ссылками и цитатами: описания, условия, статьи.',
  },
  {
    collection: 'block_media',
    label: 'Изображение или видео',
    purpose: 'Одна картинка или видео с YouTube / VK Видео с подписью: скриншот, схема, запись демонстрации.',
  },
  {
    collection: 'block_tabs',
    label: 'Вкладки',
    purpose: 'Несколько тем в одном месте: посетитель переключает вкладки с текстом и картинкой.',
  },
  {
    collection: 'block_table',
    label: 'Таблица',
    purpose: 'Сравнение в строках и столбцах, например возможностей редакций; «+» и «−» показываются значками.',
  },
  {
    collection: 'block_price_table',
    label: 'Тарифы и цены',
    purpose: 'Карточки тарифов: цена, что входит, кнопка заявки. Для страниц цен.',
  },
  {
    collection: 'block_faq',
    label: 'Вопросы и ответы',
    purpose: 'Частые вопросы с раскрывающимися ответами; поисковики видят их как FAQ.',
  },
  {
    collection: 'block_logos',
    label: 'Логотипы клиентов',
    purpose: 'Ряд логотипов компаний-клиентов или партнёров: доверие к продукту.',
  },
  {
    collection: 'block_success_stories',
    label: 'Истории успеха (слайдер)',
    purpose: 'Слайдер со всеми опубликованными историями внедрения, новые первыми; историю можно закрепить первой или скрыть.',
  },
  {
    collection: 'block_cta',
    label: 'Призыв к действию',
    purpose: 'Короткий призыв с одной кнопкой («Попробовать бесплатно»), обычно между разделами или в конце страницы.',
  },
  {
    collection: 'block_lead_form',
    label: 'Форма заявки',
    purpose: 'Форма прямо на странице: пробный период, демонстрация, вопрос, партнёрство, скачивание файла или подписка.',
  },
  {
    collection: 'block_trial_activation',
    label: 'Активация пробной версии',
    purpose: 'Только для страницы активации пробной версии.',
  },
];

/** What a block is for, by its collection (the admin shows it as the collection's note). */
export const blockPurpose = (collection) => BLOCK_CATALOGUE.find((b) => b.collection === collection)?.purpose ?? null;
