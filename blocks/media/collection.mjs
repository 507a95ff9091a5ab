import { f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

export default headedBlock('block_media', {
  icon: 'perm_media',
  fields: [
    f.file('image', { label: 'Изображение' }),
    f.string('alt', {
      label: 'Текст для незрячих (alt)',
      note: 'Что изображено, одной фразой. Пусто — описание файла в библиотеке; без него картинка считается оформлением',
    }),
    f.string('video_url', {
      label: 'Видео',
      note: 'Ссылка на YouTube или VK Видео; если заполнена, показывается видео, а изображение служит обложкой',
    }),
    f.string('caption', { label: 'Подпись' }),
  ],
});
