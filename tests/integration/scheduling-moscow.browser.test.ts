// Scheduling in Moscow time whatever the browser's time zone, as the marketer does it in the admin
// app (Chromium in Asia/Novosibirsk, then in UTC): the picker of «Опубликовать по расписанию»
// (cms/extensions/moscow-datetime) shows and fills Moscow time and says so, the saved item says in
// words when it goes live, the page goes live within 5 s after the chosen Moscow minute and never
// before (the test stack runs the schedule flow every 2 s), a time already past asks first, and an
// item the schedule missed is a red warning in the admin and counts in the site's metric.
import type { Page } from 'playwright-core';
import { saveUntil, signInToAdmin } from '../support/admin-app';
import { chromiumForTests } from '../support/browser';
import { CMS, cms, eventually, site } from '../support/stack';

jest.setTimeout(300_000);

const origin = () => `http://localhost:${new URL(CMS()).port}`;
const tag = `${Date.now()}`;
const browser = chromiumForTests();

/** Moscow's date and time of `at`, by the platform's time-zone data (not the code under test). */
function moscow(at: number) {
  const parts: Record<string, string | undefined> = Object.fromEntries(
    new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const words = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' }).format(at);
  const [day, month, year, hour, minute] = ['day', 'month', 'year', 'hour', 'minute'].map((t) => parts[t] ?? '');
  return { date: `${day}.${month}.${year}`, hour: hour ?? '', minute: minute ?? '', words: `${words} в ${hour}:${minute} МСК` };
}

const picker = (page: Page) => ({
  date: page.getByLabel('Дата публикации по Москве, ДД.ММ.ГГГГ'),
  hour: page.getByLabel('Часы по Москве'),
  minute: page.getByLabel('Минуты'),
  when: page.locator('.ecm-moscow-datetime .when'),
});

async function openAsMarketer(timezoneId: string, pageId: number, width = 1440) {
  const context = await browser().newContext({ timezoneId, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInToAdmin(page, origin());
  await page.goto(`${origin()}/admin/content/pages/${pageId}`);
  await picker(page).date.waitFor({ timeout: 30_000 });
  return { context, page };
}

const created: number[] = [];
afterAll(async () => {
  for (const id of created) await cms('DELETE', `/items/pages/${id}`).catch(() => undefined);
});

async function draftPage(path: string, extra: Record<string, unknown> = {}) {
  const page = await cms<{ id: number }>('POST', '/items/pages', {
    path,
    title: `Страница по расписанию ${tag}`,
    status: 'draft',
    blocks: [{ collection: 'block_rich_text', sort: 1, item: { title: `Вышла по расписанию ${tag}`, content: '<p>Текст.</p>' } }],
    ...extra,
  });
  created.push(page.id);
  return page.id;
}

const ZONES = ['Asia/Novosibirsk', 'UTC'];
const pathIn = (timezoneId: string) => `/scheduled-${timezoneId.replace(/\W/g, '-').toLowerCase()}-${tag}/`;

/**
 * One marketer in `timezoneId` schedules a page two minutes ahead and watches it go live. The two
 * zones' marketers work side by side, as two editors would: each waits two minutes for its page, and
 * together they wait two minutes, not four (the suite's time in CI).
 */
async function scheduleAndWatch(timezoneId: string) {
  const path = pathIn(timezoneId);
  const id = await draftPage(path);
  const { context, page } = await openAsMarketer(timezoneId, id);
  try {
    const p = picker(page);
    // The screen says the zone, and «now» is Moscow's now (a minute on), not the browser's.
    await page.getByText('по Москве (МСК)', { exact: true }).waitFor();
    const before = Date.now();
    await page.getByRole('button', { name: 'Через минуту по Москве' }).click();
    const filled = { date: await p.date.inputValue(), hour: await p.hour.inputValue(), minute: await p.minute.inputValue() };
    const candidates = [before + 60_000, Date.now() + 60_000].map(moscow).map(({ date, hour, minute }) => ({ date, hour, minute }));
    expect(candidates).toContainEqual(filled);

    // Two minutes ahead, on a whole Moscow minute, chosen as a person does: the date typed, the hour and minute picked.
    const at = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
    const m = moscow(at);
    await p.date.fill(m.date);
    await p.date.blur();
    await p.hour.selectOption(m.hour);
    await p.minute.selectOption(m.minute);
    await expect(p.when.innerText()).resolves.toContain(`Опубликуется ${m.words}`);
    await saveUntil(
      page,
      async () => {
        const stored = await cms<{ publish_at: string | null }>('GET', `/items/pages/${id}?fields=publish_at`);
        return stored.publish_at ? stored.publish_at : undefined;
      },
      'the schedule saved',
    );
    const stored = await cms<{ publish_at: string }>('GET', `/items/pages/${id}?fields=publish_at`);
    // Stored as Moscow wall time, whatever the browser's zone.
    expect(stored.publish_at).toBe(new Date(at + 3 * 3_600_000).toISOString().slice(0, 19));
    // The saved item says when, in words.
    await page.reload();
    await p.date.waitFor({ timeout: 30_000 });
    await expect(p.when.innerText()).resolves.toContain(`Опубликуется ${m.words}`);
    await page.screenshot({ path: `test-results/scheduling-${timezoneId.replace(/\W/g, '-')}-1440.png` });

    // Not live before its time; live within 5 s after it.
    let live = 0;
    for (;;) {
      const status = (await site(path)).status;
      const now = Date.now();
      if (status === 200) {
        live = now;
        break;
      }
      expect(status).toBe(404);
      if (now > at + 60_000) throw new Error(`${path} not live a minute after its time`);
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(`${timezoneId}: live ${live - at} ms after the chosen Moscow minute`);
    expect(live).toBeGreaterThanOrEqual(at);
    expect(live - at).toBeLessThanOrEqual(5_000);
    expect(await (await site(path)).text()).toContain(`Вышла по расписанию ${tag}`);
  } finally {
    await context.close();
  }
}

describe('scheduling in Moscow time, with the browser in Asia/Novosibirsk and in UTC', () => {
  it('takes Moscow time, says when, and publishes at that Moscow minute, not before: both zones at once', async () => {
    const results = await Promise.allSettled(ZONES.map(scheduleAndWatch));
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [`${ZONES[i]}: ${String(r.reason)}`] : []));
    if (failed.length) throw new Error(failed.join('\n\n'));
  });
});

describe.each(ZONES)('scheduling with the browser in %s', (timezoneId) => {
  const path = pathIn(timezoneId);

  it('asks before a time already past, and keeps the old time when told to choose another', async () => {
    const id = await draftPage(`${path}past/`);
    const { context, page } = await openAsMarketer(timezoneId, id, 375);
    try {
      const p = picker(page);
      const past = moscow(Date.now() - 10 * 60_000);
      await p.date.fill(past.date);
      await p.date.blur();
      await p.hour.selectOption(past.hour);
      await p.minute.selectOption(past.minute);
      const dialog = page.locator('.v-card', { hasText: 'Это время уже прошло' });
      await dialog.waitFor();
      await expect(dialog.innerText()).resolves.toContain(`${past.words} уже в прошлом`);
      await page.screenshot({ path: `test-results/scheduling-past-${timezoneId.replace(/\W/g, '-')}-375.png` });
      await dialog.getByRole('button', { name: 'Выбрать другое время' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect(p.minute.inputValue()).resolves.toBe('');
      await expect(p.when.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a schedule that missed its time', () => {
  it('is red on the item and counted by the site metric, until the schedule runs again', async () => {
    const [flow] = await cms<{ id: string }[]>(
      'GET',
      `/flows?filter[name][_eq]=${encodeURIComponent('Опубликовать по расписанию')}&fields=id`,
    );
    const late = () =>
      site('/api/ops/metrics/')
        .then((r) => r.text())
        .then((t) => Number(/^site_scheduled_publications_late (\d+)/m.exec(t)?.[1] ?? NaN));
    await cms('PATCH', `/flows/${flow!.id}`, { status: 'inactive' });
    try {
      const id = await draftPage(`/scheduled-late-${tag}/`, {
        publish_at: new Date(Date.now() - 5 * 60_000 + 3 * 3_600_000).toISOString().slice(0, 19),
      });
      const { context, page } = await openAsMarketer('UTC', id);
      try {
        const when = picker(page).when;
        await expect(when.innerText()).resolves.toMatch(/^Не опубликовано вовремя: время .+ МСК прошло [56] минут назад/);
        await expect(when.getAttribute('role')).resolves.toBe('alert');
        await page.screenshot({ path: 'test-results/scheduling-late-1440.png' });
      } finally {
        await context.close();
      }
      await eventually(async () => ((await late()) >= 1 ? true : undefined), 20_000, 'the late item in the metric');
    } finally {
      await cms('PATCH', `/flows/${flow!.id}`, { status: 'active' });
    }
    await eventually(async () => ((await late()) === 0 ? true : undefined), 30_000, 'no late item once the schedule runs');
  });
});
