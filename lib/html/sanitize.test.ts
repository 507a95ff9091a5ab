import { sanitize } from './sanitize';

describe('sanitize', () => {
  it('keeps text formatting, links and images', () => {
    expect(
      sanitize(
        '<h2>Заголовок</h2><p><strong>жирный</strong> <a href="mailto:sales@example.com">почта</a></p><img src="https://cdn.example/x.png" alt="схема">',
      ),
    ).toBe(
      '<h2>Заголовок</h2><p><strong>жирный</strong> <a href="mailto:sales@example.com">почта</a></p><img src="https://cdn.example/x.png" alt="схема" />',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitize(
      '<p onclick="steal()">текст</p><script>alert(1)</script><a href="javascript:alert(1)">ссылка</a><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>текст</p><a>ссылка</a>');
  });

  it('adds the base path to site links and leaves outside and anchor links alone', () => {
    expect(sanitize('<a href="/prices/">цены</a>')).toBe('<a href="/ru/products/ecm/prices/">цены</a>');
    expect(sanitize('<a href="/ru/products/ecm/prices/">цены</a>')).toBe('<a href="/ru/products/ecm/prices/">цены</a>');
    expect(sanitize('<a href="#faq">вопросы</a>')).toBe('<a href="#faq">вопросы</a>');
    expect(sanitize('<a href="tel:+78001003365">позвонить</a>')).toBe('<a href="tel:+78001003365">позвонить</a>');
  });

  it('returns an empty string for empty content', () => {
    expect(sanitize(null)).toBe('');
  });
});

describe('tables in CMS text', () => {
  it('puts each table into a box that scrolls sideways, named and described by its hint', () => {
    const html = sanitize('<p>До</p><table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const boxes = [...doc.querySelectorAll('div.scroll-region')];
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box.getAttribute('role')).toBe('region');
      expect(box.getAttribute('tabindex')).toBe('0');
      expect(box.getAttribute('aria-label')).toBe('Таблица');
      const hint = doc.getElementById(box.getAttribute('aria-describedby')!);
      expect(hint?.textContent).toBe('Прокрутите таблицу вбок');
      expect(box.contains(hint)).toBe(true);
      expect(box.querySelector('table')).not.toBeNull();
    }
    expect(boxes[0]!.getAttribute('aria-describedby')).not.toBe(boxes[1]!.getAttribute('aria-describedby'));
    expect(doc.body.firstElementChild?.textContent).toBe('До');
  });

  it('leaves text without tables as it is', () => {
    expect(sanitize('<p>Текст</p>')).toBe('<p>Текст</p>');
  });
});
