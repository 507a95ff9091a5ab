// A single page's publish is checked like a release's (cms/extensions/page-gate): the marketer who
// sets a draft page with a picture without alt, a question without its answer and a form whose CRM
// funnel is typed in words (not a code) to «Опубликовано»
// is refused, in the real admin app, with the errors in Russian; the draft's «Проверка страницы»
// said so before; once fixed, the page publishes. A signed-in administrator is checked too and may
// publish anyway, giving a reason that is kept as a comment on the page. An administrator's static
// token (the seed, scripts, tests) is not checked.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MARKETER, MARKETER_ZONES, pickOption, saveUntil, signedInAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { asPerson, signIn } from '../support/releases';
import { CMS, cms, eventually, site, uploadPicture } from '../support/stack';

jest.setTimeout(300_000);

const tag = `${Date.now() % 1_000_000}`;
const ADMIN = { email: 'admin@example.com', password: 'ecm-admin' };
const DESCRIPTION = 'Страница, которую проверка не даёт опубликовать, пока на ней картинка без описания и пустой ответ.';
const NO_ALT = 'Картинка без описания (alt): незрячий посетитель её не узнает';
const NO_ANSWER = 'Блок «Вопросы и ответы», вопрос 1: не заполнено поле «Ответ»';
const NOT_A_FUNNEL =
  'Блок «Форма заявки»: воронка CRM «Продажи» — не код воронки (латинские буквы, цифры, «_» или «-»): заявки с этой формы не попадут к продажам';

const admin = () => `http://localhost:${new URL(CMS()).port}`;
const created: [string, number | string][] = [];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let image: string;

/** The administrator signed in as the admin app signs in: a session (its cookie), which page-gate checks. */
async function adminSession() {
  const r = await fetch(`${CMS()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, mode: 'session' }),
  });
  if (!r.ok) throw new Error(`Session sign-in answered ${r.status}`);
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const a = await fetch(`${CMS()}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await a.text();
    return { status: a.status, body: (text ? JSON.parse(text) : {}) as { data?: unknown; errors?: { message: string }[] } };
  };
}

type Made = { id: number; blocks: { id: number; collection: string; item: { id: number; items?: { id: number }[] } }[] };

/** A draft page with a hero whose picture has no alt, a question without its answer, and a form sending leads to a funnel typed in words. */
async function draftWithErrors(path: string, title: string): Promise<Made> {
  const made = await cms<Made>(
    'POST',
    '/items/pages?fields=id,blocks.id,blocks.collection,blocks.item:block_hero.id,blocks.item:block_faq.id,blocks.item:block_faq.items.id,blocks.item:block_lead_form.id',
    {
      path,
      title,
      status: 'draft',
      seo_description: DESCRIPTION,
      blocks: [
        { collection: 'block_hero', sort: 1, item: { title: `${title}: заголовок`, image } },
        { collection: 'block_faq', sort: 2, item: { title: 'Вопросы', items: [{ sort: 1, question: 'Есть ли ответ?', answer: '' }] } },
        { collection: 'block_lead_form', sort: 3, item: { form_kind: 'question', qbpm_pipeline: 'Продажи' } },
      ],
    },
  );
  created.push(['pages', made.id]);
  return made;
}

beforeAll(async () => {
  browser = await launchBrowser();
  image = await uploadPicture(`gate-${tag}.png`);
  created.push(['files', image]);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  for (const [collection, id] of created.reverse())
    await cms('DELETE', collection === 'files' || collection === 'versions' ? `/${collection}/${id}` : `/items/${collection}/${id}`).catch(
      () => undefined,
    );
});

describe("a page's publish", () => {
  it('is refused to the marketer while its check finds errors, on screen in Russian, and goes through once fixed', async () => {
    const path = `/gate-${tag}/`;
    const made = await draftWithErrors(path, 'Страница под проверкой');
    const marketer = await signIn(MARKETER);

    // Through the API: refused, with the errors named.
    const refused = await asPerson(marketer, 'PATCH', `/items/pages/${made.id}`, { status: 'published' });
    expect(refused.status).toBe(400);
    const message = refused.body.errors?.[0]?.message ?? '';
    expect(message).toMatch(/^Страница не опубликована: проверка нашла ошибки/);
    expect(message).toContain(NO_ALT);
    expect(message).toContain(NO_ANSWER);
    expect(message).toContain(NOT_A_FUNNEL);
    expect(message).toContain('опубликовать с ошибками может администратор');
    expect((await cms<{ status: string }>('GET', `/items/pages/${made.id}?fields=status`)).status).toBe('draft');
    // A new page made published at once is refused too: it is saved a draft first.
    const direct = await asPerson(marketer, 'POST', '/items/pages', { path: `/gate-direct-${tag}/`, title: 'Сразу', status: 'published' });
    expect(direct.status).toBe(400);
    expect(direct.body.errors?.[0]?.message).toContain('Новую страницу сохраните черновиком');

    // In the admin app: the draft's «Проверка страницы» says what would stop it, and the save is refused on screen.
    ({ context, page } = await signedInAdmin(browser, MARKETER_ZONES.utc, admin()));
    await page.goto(`${admin()}/admin/content/pages/${made.id}`);
    const panel = page.locator('.page-health');
    await panel
      .getByRole('status')
      .filter({ hasText: 'Опубликовать страницу не получится, пока не исправлены ошибки:' })
      .waitFor({ timeout: 90_000 });
    await expect(panel.getByRole('listitem').allTextContents()).resolves.toEqual(
      expect.arrayContaining([`Ошибка: ${NO_ANSWER}`, expect.stringContaining(`Ошибка: ${NO_ALT}`)]),
    );
    // Not an administrator: no way past the check.
    await expect(panel.getByRole('button', { name: 'Опубликовать вопреки проверке' }).count()).resolves.toBe(0);
    await pickOption(page, page, 'status', 'Опубликовано');
    // Ctrl+S until the save is sent, refused or not.
    let status = 0;
    page.on('response', (r) => {
      if (r.url().includes(`/items/pages/${made.id}`) && r.request().method() === 'PATCH') status = r.status();
    });
    await saveUntil(page, async () => status || undefined, 'the save of the status', { timeoutMs: 90_000 });
    expect(status).toBe(400);
    const shown = page.getByText(/Страница не опубликована: проверка нашла ошибки/).first();
    await shown.waitFor({ timeout: 30_000 });
    await expect(shown.textContent()).resolves.toContain(NO_ANSWER);
    await page.screenshot({ path: 'test-results/43/page-gate-refused-1500.png' });
    await context.close();

    // The marketer fixes all three (the hero without its picture, the answer written, the main funnel) and publishes.
    const hero = made.blocks.find((b) => b.collection === 'block_hero')!;
    const faq = made.blocks.find((b) => b.collection === 'block_faq')!;
    const form = made.blocks.find((b) => b.collection === 'block_lead_form')!;
    const fixed = [
      await asPerson(marketer, 'PATCH', `/items/block_hero/${hero.item.id}`, { image: null }),
      await asPerson(marketer, 'PATCH', `/items/block_faq_items/${faq.item.items![0]!.id}`, { answer: '<p>Да.</p>' }),
      await asPerson(marketer, 'PATCH', `/items/block_lead_form/${form.item.id}`, { qbpm_pipeline: null }),
    ];
    expect(fixed.map((f) => f.status)).toEqual([200, 200, 200]);
    const published = await asPerson(marketer, 'PATCH', `/items/pages/${made.id}`, { status: 'published' });
    expect(published.status).toBe(200);
    await eventually(async () => ((await site(path)).status === 200 ? true : undefined), 90_000, 'the fixed page live');
  });

  it('checks the page as the publishing save makes it, and a content version promoted onto the live page', async () => {
    const path = `/gate-save-${tag}/`;
    const made = await draftWithErrors(path, 'Страница одной правкой');
    const marketer = await signIn(MARKETER);
    const hero = made.blocks.find((b) => b.collection === 'block_hero')!;
    const faq = made.blocks.find((b) => b.collection === 'block_faq')!;
    const form = made.blocks.find((b) => b.collection === 'block_lead_form')!;
    /** One save of the page that sets it live and fixes its blocks, the answer as given. */
    const publishFixed = (answer: string) =>
      asPerson(marketer, 'PATCH', `/items/pages/${made.id}`, {
        status: 'published',
        blocks: {
          create: [],
          update: [
            { id: hero.id, collection: 'block_hero', item: { id: hero.item.id, image: null } },
            {
              id: faq.id,
              collection: 'block_faq',
              item: { id: faq.item.id, items: { create: [], update: [{ id: faq.item.items![0]!.id, answer }], delete: [] } },
            },
            { id: form.id, collection: 'block_lead_form', item: { id: form.item.id, qbpm_pipeline: null } },
          ],
          delete: [],
        },
      });
    const heroImage = async () => (await cms<{ image: string | null }>('GET', `/items/block_hero/${hero.item.id}?fields=image`)).image;

    // The picture and the funnel fixed in that save, the answer still empty: refused for the answer alone, nothing saved.
    const partly = await publishFixed('');
    expect(partly.status).toBe(400);
    const message = partly.body.errors?.[0]?.message ?? '';
    expect(message).toContain(NO_ANSWER);
    expect(message).not.toContain(NO_ALT);
    expect(message).not.toContain(NOT_A_FUNNEL);
    expect((await cms<{ status: string }>('GET', `/items/pages/${made.id}?fields=status`)).status).toBe('draft');
    expect(await heroImage()).toBe(image);
    // All three fixed in the save that publishes: it goes through, and the check's own version is gone.
    expect((await publishFixed('<p>Да.</p>')).status).toBe(200);
    expect(await heroImage()).toBeNull();
    expect(await cms<unknown[]>('GET', `/versions?filter[collection][_eq]=pages&filter[item][_eq]=${made.id}&fields=id`)).toEqual([]);
    await eventually(async () => ((await site(path)).status === 200 ? true : undefined), 90_000, 'the page live');

    // A content version giving the live hero a picture without alt: its promote is refused, the live page unchanged.
    const version = (await asPerson(marketer, 'POST', '/versions', {
      collection: 'pages',
      item: String(made.id),
      key: `gate-${tag}`,
      name: 'Картинка в заголовке',
    })) as { status: number; body: { data?: { id: string } } };
    expect(version.status).toBe(200);
    const id = version.body.data!.id;
    created.push(['versions', id]);
    const saved = await asPerson(marketer, 'POST', `/versions/${id}/save`, {
      blocks: { create: [], update: [{ id: hero.id, collection: 'block_hero', item: { id: hero.item.id, image } }], delete: [] },
    });
    expect(saved.status).toBe(200);
    const compared = (await asPerson(marketer, 'GET', `/versions/${id}/compare`)) as { body: { data?: { mainHash: string } } };
    const promote = await asPerson(marketer, 'POST', `/versions/${id}/promote`, { mainHash: compared.body.data!.mainHash });
    expect(promote.status).toBe(400);
    expect(promote.body.errors?.[0]?.message).toContain(NO_ALT);
    expect(await heroImage()).toBeNull();
  });

  it('lets an administrator publish despite the check, keeping the reason; a static admin token is not checked', async () => {
    const made = await draftWithErrors(`/gate-admin-${tag}/`, 'Страница администратора');
    const asAdmin = await adminSession();
    const refused = await asAdmin('PATCH', `/items/pages/${made.id}`, { status: 'published' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toContain('опубликуйте вопреки проверке в «Проверка страницы», указав причину');
    // The draft's check tells the administrator the same.
    const check = await asAdmin('GET', `/content-health/?page=${made.id}`);
    expect(check.status).toBe(200);
    expect((check.body.data as { findings: { text: string }[] }).findings.map((f) => f.text)).toContain(NO_ANSWER);
    // Without a reason, no.
    expect((await asAdmin('POST', '/content-health/publish-despite', { page: made.id, despite: ' ' })).status).toBe(400);
    // A marketer may not.
    expect(
      (await asPerson(await signIn(MARKETER), 'POST', '/content-health/publish-despite', { page: made.id, despite: 'Надо' })).status,
    ).toBe(403);
    const reason = `Акция начинается сегодня, картинку подпишем завтра (${tag})`;
    const despite = await asAdmin('POST', '/content-health/publish-despite', { page: made.id, despite: reason });
    expect(despite.status).toBe(200);
    expect((await cms<{ status: string }>('GET', `/items/pages/${made.id}?fields=status`)).status).toBe('published');
    const comments = await cms<{ comment: string }[]>(
      'GET',
      `/comments?filter[collection][_eq]=pages&filter[item][_eq]=${made.id}&fields=comment`,
    );
    expect(comments.map((c) => c.comment).join('\n')).toContain(`Опубликовано вопреки проверке. Причина: «${reason}».`);
    expect(comments.map((c) => c.comment).join('\n')).toContain(NO_ANSWER);

    // The seed's and the tests' static admin token, and an administrator's API sign-in, publish as before.
    const api = await draftWithErrors(`/gate-api-${tag}/`, 'Страница через программный вход');
    expect((await asPerson(await signIn(ADMIN), 'PATCH', `/items/pages/${api.id}`, { status: 'published' })).status).toBe(200);
    const other = await draftWithErrors(`/gate-token-${tag}/`, 'Страница скрипта');
    await cms('PATCH', `/items/pages/${other.id}`, { status: 'published' });
    expect((await cms<{ status: string }>('GET', `/items/pages/${other.id}?fields=status`)).status).toBe('published');
  });
});
