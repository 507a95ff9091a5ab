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
