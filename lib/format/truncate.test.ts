import { ARTICLE_TITLE_MAX, WEBINAR_DESCRIPTION_MAX, WEBINAR_TITLE_MAX, truncate } from './truncate';

describe('truncate', () => {
  it('keeps a text of exactly the limit unchanged', () => {
    const text = 'а'.repeat(WEBINAR_TITLE_MAX);
    expect(truncate(text, WEBINAR_TITLE_MAX)).toBe(text);
  });

  it('cuts a longer text to the limit and adds an ellipsis', () => {
    const text = 'б'.repeat(WEBINAR_DESCRIPTION_MAX + 10);
    const cut = truncate(text, WEBINAR_DESCRIPTION_MAX);
    expect(cut).toBe(`${'б'.repeat(WEBINAR_DESCRIPTION_MAX)}…`);
  });

  it('drops the space left before the ellipsis', () => {
    expect(truncate('Электронный архив за 30 дней', 18)).toBe('Электронный архив…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });

  it('treats a missing text as empty', () => {
    expect(truncate(null, ARTICLE_TITLE_MAX)).toBe('');
  });
});
