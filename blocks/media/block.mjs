import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_media',
  label: 'Изображение или видео',
  purpose: 'Одна картинка или видео с YouTube / VK Видео с подписью: скриншот, схема, запись демонстрации.',
  order: 60,
  // A video is a play button replaced by the provider's player.
  behaviour: 'island',
  editable: ['title', 'image', 'alt', 'video_url', 'caption'],
  pictureSample: {
    title: 'Электронный архив в одном окне',
    alt: 'Карточка документа в электронном архиве',
    caption: 'Подпись под изображением',
  },
});
