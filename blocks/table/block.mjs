import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_table',
  label: 'Таблица',
  purpose: 'Сравнение в строках и столбцах, например возможностей редакций; «+» и «−» показываются значками.',
  order: 80,
  behaviour: 'static',
  editable: ['title', 'columns', 'caption'],
});
