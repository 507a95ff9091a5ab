import { checkPage, DESCRIPTION_CHARS, TITLE_CHARS } from './page-checks.mjs';

const BASE = '/ru/products/ecm';
const FILE = '3f2a7c1e-1b2c-4d5e-8f90-123456789abc';
const page = ({
  title = 'Архивирование документов — ELMA365 ECM',
  description = 'Электронный архив: хранение, поиск и сроки хранения документов компании в одной системе.',
  main = '<h1>Архивирование</h1>',
  chrome = '',
} = {}) =>
  `<html><head><title>${title}</title>${description === null ? '' : `<meta name="description" content="${description}"/>`}</head>` +
  `<body><header>${chrome}<img alt="" src="/logo.svg"/></header><main>${main}</main></body></html>`;

describe('the checks of a page as visitors get it', () => {
  it('finds nothing on a page with one h1, a fitting title and description, and described pictures', () => {
    const img = `<img alt="Схема архива" src="/ru/products/ecm/_next/image/?url=http%3A%2F%2Fcms%2Fassets%2F${FILE}%2F&amp;w=640"/>`;
    expect(checkPage(page({ main: `<h1>Архив</h1>${img}` }), BASE).findings).toEqual([]);
  });

  it('finds a missing or second h1, and a picture of the content without alt, naming its file', () => {
    expect(checkPage(page({ main: '<h2>Нет</h2>' }), BASE).findings.map((f) => f.level)).toEqual(['error']);
    const two = checkPage(page({ main: '<h1>Один</h1><h1 class="x">Два</h1>' }), BASE).findings;
    expect(two).toEqual([{ level: 'error', text: expect.stringMatching(/^Заголовков первого уровня \(h1\) 2, а нужен один/) }]);
    const img = `<img src="/ru/products/ecm/_next/image/?url=http%3A%2F%2Fcms%2Fassets%2F${FILE}%2F&amp;w=640" alt=""/>`;
    // The chrome's own decorative logo (alt="" outside <main>) is not the marketer's.
    expect(checkPage(page({ main: `<h1>Архив</h1>${img}` }), BASE).findings).toEqual([
      { level: 'error', text: expect.stringMatching(/^Картинка без описания \(alt\)/), file: FILE },
    ]);
  });

  it('warns of a title or description out of the lengths search engines show', () => {
    const long = 'Д'.repeat(TITLE_CHARS.max + 1);
    expect(checkPage(page({ title: long }), BASE).findings).toEqual([
      { level: 'warning', text: `Заголовок для поисковиков длиннее ${TITLE_CHARS.max} знаков: в поиске его обрежут` },
    ]);
    expect(checkPage(page({ description: 'Коротко &amp; ясно' }), BASE).findings).toEqual([
      { level: 'warning', text: `Описание для поисковиков короче ${DESCRIPTION_CHARS.min} знаков: оно мало говорит о странице` },
    ]);
    expect(checkPage(page({ description: null as unknown as string }), BASE).findings[0]?.text).toMatch(/^Нет описания для поисковиков/);
  });

  it('lists the site paths the page links to, once, without the site’s own routes or other sites', () => {
    const chrome =
      '<a href="/ru/products/ecm/archiving/">Архив</a><a href="/ru/products/ecm/archiving/#price">Цены</a>' +
      '<a href="/ru/products/ecm/news/page/2?utm=x">Новости</a><a href="/ru/products/ecm">Главная</a>' +
      '<a href="/ru/products/ecm/api/preview/exit/">Выйти</a><a href="https://elma365.com/">ELMA365</a>';
    expect(checkPage(page({ chrome }), BASE).links).toEqual(['/archiving/', '/news/page/2/', '/']);
  });
});
