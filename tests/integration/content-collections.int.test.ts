// The content collections of spec §3 that visitors see: cases (/cases/), comments and co-authors of
// articles, an article's colour mode and cover for lists, the sister sites' articles on author pages,
// the webinar page template; and that the site's token reads only what is published of them.
import { CMS, cms, eventually, site } from '../support/stack';

// A save regenerates pages through the Directus flow, which takes a while on a busy machine.
jest.setTimeout(240_000);

const html = async (path: string) => {
  const r = await site(path);
  return { status: r.status, body: await r.text() };
};
/** The visible page, without the page data Next appends (which repeats every text). */
const visible = async (path: string) => {
  const { status, body } = await html(path);
  return { status, body: body.split('<script id="__NEXT_DATA__"')[0]! };
};
/** A case page's «Решения» (the site pages it links); the menus link /archiving/ too. */
const solutions = (body: string) => /<nav aria-label="Решения из кейса".*?<\/nav>/s.exec(body)?.[0] ?? '';
const until = (what: string, check: () => Promise<boolean>) => eventually(async () => ((await check()) ? true : undefined), 120_000, what);
const siteToken = () => process.env.TEST_SITE_TOKEN!;
const asSite = async (path: string) =>
  (await (await fetch(`${CMS()}${path}`, { headers: { authorization: `Bearer ${siteToken()}` } })).json()) as { data: unknown[] };

type Row = { id: number };
const ours = { language: 'ru-RU', product: 'ECM' };

describe('cases', () => {
  it('lists published cases newest first on /cases/ and keeps drafts away', async () => {
    const { status, body } = await visible('/cases/');
    expect(status).toBe(200);
    const first = body.indexOf('Договорная работа 14 филиалов');
    const second = body.indexOf('Кредитные досье за 20 лет');
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(body).not.toContain('Черновик кейса');
    expect((await html('/cases/hr-edm-draft-case/')).status).toBe(404);
  });

  it('shows a case with its company, text and the site pages it links, and lists it in the sitemap', async () => {
    const [archiving] = await cms<Row[]>('GET', '/items/pages?filter[path][_eq]=/archiving/&fields=id');
    const [item] = await cms<Row[]>('GET', '/items/cases?filter[slug][_eq]=bank-archive-20-years&fields=id');
    await cms('PATCH', `/items/cases/${item!.id}`, { pages: [{ pages_id: archiving!.id }] });
    try {
      await until('the case page to link /archiving/', async () =>
        solutions((await visible('/cases/bank-archive-20-years/')).body).includes('/ru/products/ecm/archiving/'),
      );
      const { body } = await visible('/cases/bank-archive-20-years/');
      expect(body).toContain('Банк «Приволжский»');
      expect(body).toContain('Архив кредитных досье переведён');
      const sitemap = await (await site('/sitemap.xml')).text();
      expect(sitemap).toContain('/ru/products/ecm/cases/</loc>');
      expect(sitemap).toContain('/ru/products/ecm/cases/contracts-14-branches/</loc>');
      expect(sitemap).not.toContain('hr-edm-draft-case');
    } finally {
      // The seeded case as it was: the picture baselines (visual.browser) photograph this page.
      await cms('PATCH', `/items/cases/${item!.id}`, { pages: [] });
      await until(
        'the case page without its solutions',
        async () => solutions((await visible('/cases/bank-archive-20-years/')).body) === '',
      );
    }
  });
});

describe('articles', () => {
  let article: Row & { author: number };
  let comments: Row[] = [];
  beforeAll(async () => {
    const [found] = await cms<(Row & { author: number })[]>('GET', '/items/articles?filter[slug][_eq]=ecm-vs-edm&fields=id,author');
    article = found!;
  });
  afterAll(async () => {
    for (const c of comments) await cms('DELETE', `/items/comments/${c.id}`).catch(() => undefined);
    await cms('PATCH', `/items/articles/${article.id}`, { color_mode: 'light', co_authors: [] });
  });

  it('shows published comments with answers under what they answer, not drafts', async () => {
    const question = await cms<Row>('POST', '/items/comments', {
      status: 'published',
      article: article.id,
      author_name: 'Иван Петров',
      date: '2026-11-01T09:00:00Z',
      text: 'Как быть с доверенностями?',
    });
    const answer = await cms<Row>('POST', '/items/comments', {
      status: 'published',
      article: article.id,
      parent: question.id,
      author_name: 'Редакция',
      date: '2026-11-01T12:00:00Z',
      text: 'Смотрите статью о МЧД.',
    });
    const draft = await cms<Row>('POST', '/items/comments', {
      status: 'draft',
      article: article.id,
      author_name: 'Спамер',
      date: '2026-11-02T12:00:00Z',
      text: 'Неодобренный комментарий',
    });
    comments = [answer, question, draft];
    await until('the comments on the article page', async () =>
      (await visible('/articles/ecm-vs-edm/')).body.includes('Смотрите статью о МЧД.'),
    );
    const { body } = await visible('/articles/ecm-vs-edm/');
    expect(body).toContain('Комментарии (<!-- -->2<!-- -->)');
    expect(body.indexOf('Как быть с доверенностями?')).toBeLessThan(body.indexOf('Смотрите статью о МЧД.'));
    expect(body).toContain('aria-label="Ответы на комментарий: Иван Петров"');
    expect(body).not.toContain('Неодобренный комментарий');
    // The site's token reads no unpublished comment either.
    expect(JSON.stringify(await asSite(`/items/comments?filter[id][_eq]=${draft.id}`))).not.toContain('Неодобренный');
  });

  it('shows co-authors on the article and the article on their page, in its colour mode', async () => {
    const [coAuthor] = await cms<(Row & { name: string })[]>('GET', `/items/authors?filter[slug][_eq]=irina-belova&fields=id,name`);
    await cms('PATCH', `/items/articles/${article.id}`, { color_mode: 'dark', co_authors: [{ authors_id: coAuthor!.id }] });
    // Waits for both changes of the save: CI once read the page with the co-author but not yet dark.
    await until('the co-author and the colour mode on the article', async () => {
      const { body } = await visible('/articles/ecm-vs-edm/');
      return body.includes('aria-label="Об авторах"') && body.includes('data-color-mode="dark"');
    });
    const { body } = await visible('/articles/ecm-vs-edm/');
    expect(body).toContain(coAuthor!.name);
    expect(body).toContain('data-color-mode="dark"');
    await until('the article on the co-author page', async () =>
      (await visible('/articles/authors/irina-belova/')).body.includes('/ru/products/ecm/articles/ecm-vs-edm/'),
    );
  });
});

describe('sister sites and webinars', () => {
  it("lists an author's published articles of the sister sites on their page, linking there", async () => {
    const { body } = await visible('/articles/authors/marina-orlova/');
    expect(body).toContain('статьи автора на других сайтах');
    expect(body).toContain('href="https://kedo.elma365.ru/articles/kedo-consent/"');
    expect(body).toContain('href="https://tax.elma365.ru/articles/tax-monitoring-documents/"');
    expect(body).not.toContain('Черновик статьи о мониторинге');
  });

  it('puts the sign-up form under the title on a webinar of the «registration» template', async () => {
    const webinar = await cms<Row>('POST', '/items/webinars', {
      ...ours,
      status: 'published',
      title: 'Проверка шаблона регистрации',
      slug: 'template-registration-check',
      date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      content: '<p>Программа вебинара по шаблону.</p>',
      template: 'registration',
    });
    try {
      await until('the webinar page', async () => (await html('/webinars/template-registration-check/')).status === 200);
      const { body } = await visible('/webinars/template-registration-check/');
      const form = body.indexOf('aria-label="Регистрация на вебинар"');
      expect(form).toBeGreaterThan(-1);
      expect(form).toBeLessThan(body.indexOf('Программа вебинара по шаблону.'));
      await cms('PATCH', `/items/webinars/${webinar.id}`, { template: 'standard' });
      await until('the standard template', async () => {
        const b = (await visible('/webinars/template-registration-check/')).body;
        return b.indexOf('aria-label="Регистрация на вебинар"') > b.indexOf('Программа вебинара по шаблону.');
      });
    } finally {
      await cms('DELETE', `/items/webinars/${webinar.id}`);
    }
  });
});

describe("the site's token", () => {
  it('reads published cases only, and no junction row of a draft', async () => {
    const cases = (await asSite('/items/cases?fields=slug&limit=-1')).data as { slug: string }[];
    expect(cases.map((c) => c.slug)).toContain('contracts-14-branches');
    expect(cases.map((c) => c.slug)).not.toContain('hr-edm-draft-case');
    const [draft] = await cms<Row[]>('GET', '/items/cases?filter[slug][_eq]=hr-edm-draft-case&fields=id');
    const [live] = await cms<Row[]>('GET', '/items/cases?filter[slug][_eq]=contracts-14-branches&fields=id');
    const [page] = await cms<Row[]>('GET', '/items/pages?filter[path][_eq]=/archiving/&fields=id');
    // The seed links no case to a page: both links are made here, and taken away again.
    await cms('PATCH', `/items/cases/${draft!.id}`, { pages: [{ pages_id: page!.id }] });
    await cms('PATCH', `/items/cases/${live!.id}`, { pages: [{ pages_id: page!.id }] });
    try {
      expect((await asSite(`/items/cases_pages?filter[cases_id][_eq]=${draft!.id}`)).data).toEqual([]);
      const published = (await asSite('/items/cases_pages?fields=cases_id')).data as { cases_id: number }[];
      expect(published.map((row) => row.cases_id)).toEqual([live!.id]);
    } finally {
      await cms('PATCH', `/items/cases/${draft!.id}`, { pages: [] });
      await cms('PATCH', `/items/cases/${live!.id}`, { pages: [] });
      await until(
        'the published case page without its solutions',
        async () => solutions((await visible('/cases/contracts-14-branches/')).body) === '',
      );
    }
  });

  it('gives visitors (the public role) nothing of the new collections', async () => {
    for (const c of ['cases', 'comments', 'articles_kedo', 'Articles_tax_monitor', 'articles_authors']) {
      const r = await fetch(`${CMS()}/items/${c}`);
      expect(r.status).toBe(403);
    }
  });
});
