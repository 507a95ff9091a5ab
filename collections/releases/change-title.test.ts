// How a release's change is named in the release's list (cms/extensions/release-changes).
import { changeTitle } from './change-title.mjs';

describe('changeTitle', () => {
  it('names the item by its kind and title, and the version by its name', () => {
    expect(changeTitle({ collection: 'pages', name: 'Архивирование', version: 'Весна', item: '12' })).toBe(
      'Страница «Архивирование», версия «Весна»',
    );
    expect(changeTitle({ collection: 'pages', name: 'Архивирование', version: null, item: '12' })).toBe('Страница «Архивирование»');
    expect(changeTitle({ collection: 'navigation', name: 'Шапка', version: 'Кампания', item: 'header' })).toBe(
      'Меню «Шапка», версия «Кампания»',
    );
  });

  it('names the site settings by their kind alone, and an item without a title by its number', () => {
    expect(changeTitle({ collection: 'globals', name: null, version: 'Цены', item: '1' })).toBe('Общие настройки, версия «Цены»');
    expect(changeTitle({ collection: 'news', name: null, version: null, item: '7' })).toBe('Новость № 7');
  });
});
