// Scheduled publishing: a draft page or news item with «Опубликовать по расписанию» (Moscow time)
// stays unseen until that moment, then the schedule flow publishes it and the site serves it. The
// test stack runs the flow every 2 s (PUBLISH_SCHEDULE_CRON; every minute by default).
import { cms, site } from '../support/stack';

jest.setTimeout(240_000);

const MOSCOW_OFFSET_MS = 3 * 3_600_000;
/** `publish_at` as a marketer types it: Moscow wall-clock time, no zone. */
const moscowTime = (at: number) => new Date(at + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);

const status = async (path: string) => (await site(path)).status;

/** Waits until `path` answers 200 and returns when; asserts it did not before `notBefore`. */
async function liveAt(path: string, notBefore: number) {
  for (;;) {
    const s = await status(path);
    const now = Date.now();
    if (s === 200) return now;
    expect(s).toBe(404);
    if (now > notBefore + 90_000) throw new Error(`${path} did not go live within 90 s of its time`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('scheduled publishing', () => {
  const ids: [string, number][] = [];
  afterAll(async () => {
    for (const [collection, id] of ids) await cms('DELETE', `/items/${collection}/${id}`);
  });

  it('publishes a page and a news item at their time (Moscow) and the site serves them from then', async () => {
    const at = Date.now() + 20_000;
    const page = await cms<{ id: number; publish_at: string }>('POST', '/items/pages', {
      path: '/scheduled-check/',
      title: 'Страница по расписанию',
      status: 'draft',
      publish_at: moscowTime(at),
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { title: 'Выходит по расписанию', content: '<p>Текст.</p>' } }],
    });
    ids.push(['pages', page.id]);
    // Stored as typed: the admin shows Moscow time whatever the marketer's own time zone.
    expect(page.publish_at).toBe(moscowTime(at));
    const news = await cms<{ id: number }>('POST', '/items/news', {
      language: 'ru-RU',
      product: 'ECM',
      title: 'Новость по расписанию',
      slug: 'scheduled-news-check',
      date: '2026-11-23',
      status: 'draft',
      publish_at: moscowTime(at),
    });
    ids.push(['news', news.id]);

    expect(await status('/scheduled-check/')).toBe(404);
    expect(await status('/news/scheduled-news-check/')).toBe(404);

    const [pageLive, newsLive] = await Promise.all([liveAt('/scheduled-check/', at), liveAt('/news/scheduled-news-check/', at)]);
    console.log(`scheduled items live ${pageLive - at} ms (page) and ${newsLive - at} ms (news) after their time`);
    // Not before its time (a second of slack for the two clocks' rounding to whole seconds).
    expect(pageLive).toBeGreaterThanOrEqual(at - 1_000);
    expect(newsLive).toBeGreaterThanOrEqual(at - 1_000);
    expect(await (await site('/scheduled-check/')).text()).toContain('Выходит по расписанию');

    // Published, and the schedule is cleared so that unpublishing later sticks.
    const stored = await cms<{ status: string; publish_at: string | null }>('GET', `/items/pages/${page.id}?fields=status,publish_at`);
    expect(stored).toEqual({ status: 'published', publish_at: null });
  });

  it('leaves an item scheduled for later alone', async () => {
    const later = await cms<{ id: number }>('POST', '/items/pages', {
      path: '/scheduled-later-check/',
      title: 'Страница на завтра',
      status: 'draft',
      publish_at: moscowTime(Date.now() + 86_400_000),
    });
    ids.push(['pages', later.id]);
    // Several runs of the flow (every 2 s in tests) pass.
    await new Promise((r) => setTimeout(r, 8_000));
    const stored = await cms<{ status: string }>('GET', `/items/pages/${later.id}?fields=status`);
    expect(stored.status).toBe('draft');
    expect(await status('/scheduled-later-check/')).toBe(404);
  });
});
