// The bulk delete's list of what goes with the selected pages (cms/extensions/admin-page, part 3).
// The admin's own page is driven in tests/integration/marketer-editing.browser.test.ts.
import {
  DELETE_EFFECTS,
  DELETE_EFFECTS_MANY,
  listWhatGoesWithPage,
  listWhatGoesWithPages,
  selectedKeys,
  whatGoesWithPages,
} from './index.js';

/** A delete dialog as Directus renders it: a card with a title and its buttons, in the dialog outlet. */
function openDialog() {
  document.body.innerHTML = `<div id="app"></div><div id="dialog-outlet"><div class="v-card">
    <div class="v-card-title">Вы уверены, что хотите удалить эти элементы 2?</div><div class="v-card-actions"></div></div></div>`;
}

describe('whatGoesWithPages', () => {
  it('names each page that something points at, with its lines, and leaves out the others', () => {
    expect(
      whatGoesWithPages([
        { id: 1, title: 'Тарифы', path: '/pricing/', links_here: 'Пункт меню «Тарифы» (Шапка)\nПеренаправление с /price/' },
        { id: 2, title: 'Пустая', path: '/empty/', links_here: null },
        { id: 3, title: '', path: null, links_here: 'Не удалось узнать, что ведёт на страницу' },
      ]),
    ).toEqual([
      ['Страница «Тарифы» (/pricing/)', ['Пункт меню «Тарифы» (Шапка)', 'Перенаправление с /price/']],
      ['Страница «№ 3»', ['Не удалось узнать, что ведёт на страницу']],
    ]);
  });
});

describe('listWhatGoesWithPages', () => {
  beforeEach(openDialog);

  it('lists each page with what goes with it under the title, and what becomes of it', () => {
    const pages = [
      { id: 1, title: 'Первая', path: '/a/', links_here: 'Файл «Картинка» — удалится вместе со страницей' },
      { id: 2, title: 'Вторая', path: '/b/', links_here: 'Пункт меню «Вторая» (Подвал)' },
    ];
    expect(listWhatGoesWithPages(document, pages)).toBe(true);
    const box = document.querySelector('.v-card-title + [data-ecm-goes]')!;
    expect(box.querySelector('p')!.textContent).toBe('Вместе со страницами:');
    expect([...box.querySelectorAll(':scope > ul > li')].map((li) => li.firstChild!.textContent)).toEqual([
      'Страница «Первая» (/a/)',
      'Страница «Вторая» (/b/)',
    ]);
    expect([...box.querySelectorAll('li li')].map((li) => li.textContent)).toEqual([
      'Файл «Картинка» — удалится вместе со страницей',
      'Пункт меню «Вторая» (Подвал)',
    ]);
    expect(box.lastElementChild!.textContent).toBe(DELETE_EFFECTS_MANY);
    // Once: a later change of the page adds nothing.
    expect(listWhatGoesWithPages(document, pages)).toBe(false);
    expect(document.querySelectorAll('[data-ecm-goes]')).toHaveLength(1);
  });

  it('speaks of one page when one is selected', () => {
    listWhatGoesWithPages(document, [{ id: 1, title: 'Одна', path: '/one/', links_here: 'Перенаправление с /x/' }]);
    expect(document.querySelector('[data-ecm-goes] p')!.textContent).toBe('Вместе со страницей:');
    expect(document.querySelector('[data-ecm-goes]')!.lastElementChild!.textContent).toBe(DELETE_EFFECTS);
  });

  it('adds nothing when nothing points at any of them, and is done', () => {
    expect(listWhatGoesWithPages(document, [{ id: 1, title: 'Одна', path: '/one/', links_here: null }])).toBe(true);
    expect(document.querySelector('[data-ecm-goes]')).toBeNull();
  });

  it('waits for the dialog when it is not open yet', () => {
    document.body.innerHTML = '';
    expect(listWhatGoesWithPages(document, [{ id: 1, title: 'Одна', path: '/one/', links_here: 'Перенаправление с /x/' }])).toBe(false);
  });
});

describe('listWhatGoesWithPage', () => {
  it('lists the lines of the page form’s «Ведут на эту страницу»', () => {
    openDialog();
    document.querySelector('#app')!.innerHTML = '<div data-field="links_here"><textarea></textarea></div>';
    document.querySelector('textarea')!.value = 'Пункт меню «Тарифы» (Шапка)\nКнопка на странице /';
    expect(listWhatGoesWithPage(document)).toBe(true);
    expect(document.querySelector('[data-ecm-goes] p')!.textContent).toBe('Вместе со страницей:');
    expect([...document.querySelectorAll('[data-ecm-goes] li')].map((li) => li.textContent)).toEqual([
      'Пункт меню «Тарифы» (Шапка)',
      'Кнопка на странице /',
    ]);
  });
});

describe('selectedKeys', () => {
  it('finds the selection of the list’s layout in the rendered tree', () => {
    document.body.innerHTML = '<div id="app"></div>';
    const layout = { component: { props: { collection: 'pages', selection: [4, 7] }, subTree: null } };
    const other = { component: { props: { collection: 'redirects', selection: [1] }, subTree: { children: [] } } };
    const tree = { children: [other, { component: { props: {}, subTree: { children: ['text', { children: [layout] }] } } }] };
    Object.assign(document.querySelector('#app')!, { _vnode: tree });
    expect(selectedKeys(document, 'pages')).toEqual([4, 7]);
    expect(selectedKeys(document, 'news')).toEqual([]);
  });
});
