// A release's schedule (cms/extensions/release-schedule): «Опубликовать по расписанию» and «Дата
// окончания» in Moscow time. Only a publisher or an administrator sets them; wrong times are refused
// in words. At its time the release goes live all at once (a visitor polling the site sees nothing
// of it before, all of it within seconds after), and at its end date it is reverted to exactly the
// HTML of before. The test stack looks at the schedule every 2 s, as production does by default.
import { cms, eventually } from '../support/stack';
import {
  WATCHED,
  asPerson,
  expectSameHtml,
  htmlDifference,
  prepareCampaign,
  regenerationsSoFar,
  rendered,
  signIn,
  watchCampaign,
  type Campaign,
} from '../support/releases';

// A publication and a revert, each regenerating every page (the menu is on all of them), on a busy machine.
jest.setTimeout(600_000);

const LANDING = '/release-schedule-landing/';
const LANDING_TITLE = 'Лендинг по расписанию';
const HERO_TITLE = 'Заголовок релиза по расписанию';
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
/** A schedule time as the Moscow picker stores it: Moscow wall-clock time, no zone. */
const moscowTime = (at: number) => new Date(at + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);
/** «29.11.2026, 02:20», as the release's log writes Moscow time. */
const moscowLogTime = (at: number) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }).format(new Date(at));
const PUBLISHER = { email: 'publisher-check@example.com', password: 'ecm-publisher-check' };

type Release = { state: string; start_at: string | null; end_at: string | null; log: string | null };
const releaseNow = (id: number) => cms<Release>('GET', `/items/releases/${id}?fields=state,start_at,end_at,log`);

let campaign: Campaign;
let publisherId: string | undefined;

beforeAll(async () => {
  campaign = await prepareCampaign({
    path: LANDING,
    title: LANDING_TITLE,
    heroTitle: HERO_TITLE,
    key: 'scheduled-campaign',
    name: 'Проверка расписания релиза',
  });
});

afterAll(async () => {
  await campaign?.remove();
  if (publisherId) await cms('DELETE', `/users/${publisherId}`).catch(() => undefined);
});

describe('a release’s schedule', () => {
  it('is set by a publisher or an administrator only, and a wrong time is refused in words', async () => {
    const { release } = campaign;
    const later = moscowTime(Date.now() + 3_600_000);

    // A marketer prepares the release, but cannot make it publish itself.
    const marketer = await signIn();
    const refused = await asPerson(marketer, 'PATCH', `/items/releases/${release}`, { start_at: later });
    expect(refused.status).toBe(403);
    expect((await releaseNow(release)).start_at).toBeNull();

    // «Выпускающий редактор» may.
    const [role] = await cms<{ id: string }[]>('GET', `/roles?filter[name][_eq]=${encodeURIComponent('Выпускающий редактор')}&fields=id`);
    ({ id: publisherId } = await cms<{ id: string }>('POST', '/users', { ...PUBLISHER, role: role!.id, status: 'active' }));
    const publisher = await signIn(PUBLISHER);
    const set = await asPerson(publisher, 'PATCH', `/items/releases/${release}`, { start_at: later });
    expect(set.status).toBe(200);

    // While it is scheduled, the marketer cannot add to it what the publisher did not see.
    const [landingChange] = await cms<{ id: number }[]>('GET', `/items/release_changes?filter[release][_eq]=${release}&fields=id&limit=1`);
    const added = await asPerson(marketer, 'POST', '/items/release_changes', { release, collection: 'pages', item: '1', version: null });
    expect(added.status).toBe(400);
    expect(added.body.errors?.[0]?.message).toMatch(
      /^У релиза стоит время публикации \(.* МСК\): его изменения меняет выпускающий редактор/,
    );
    const removed = await asPerson(marketer, 'DELETE', `/items/release_changes/${landingChange!.id}`);
    expect(removed.status).toBe(400);
    // Nor change the landing the release publishes, or publish the home page's version before it.
    const held =
      /^(Запись|Версия) входит в релиз «Проверка расписания релиза», который опубликуется .* МСК: (до публикации её меняет|раньше срока её публикует только) выпускающий редактор или администратор$/;
    const edited = await asPerson(marketer, 'PATCH', `/items/pages/${campaign.landing}`, { title: 'Другой заголовок' });
    expect([edited.status, edited.body.errors?.[0]?.message]).toEqual([400, expect.stringMatching(held)]);
    const [homeVersion] = await cms<{ id: string }[]>(
      'GET',
      '/versions?filter[key][_eq]=scheduled-campaign&filter[collection][_eq]=pages&fields=id',
    );
    const promoted = await asPerson(marketer, 'POST', `/versions/${homeVersion!.id}/promote`, {});
    expect([promoted.status, promoted.body.errors?.[0]?.message]).toEqual([400, expect.stringMatching(held)]);
    expect((await cms<{ title: string }>('GET', `/items/pages/${campaign.landing}?fields=title`)).title).toBe(LANDING_TITLE);
    // The publisher may.
    expect((await asPerson(publisher, 'PATCH', `/items/pages/${campaign.landing}`, { title: LANDING_TITLE })).status).toBe(200);

    // Times that cannot be: already past, an end not after the start. Said in Russian, with a 400.
    const past = await asPerson(publisher, 'PATCH', `/items/releases/${release}`, { start_at: moscowTime(Date.now() - 120_000) });
    expect(past.status).toBe(400);
    expect(past.body.errors?.[0]?.message).toMatch(/^Время .* МСК уже прошло: выберите время позже/);
    const backwards = await asPerson(publisher, 'PATCH', `/items/releases/${release}`, {
      end_at: moscowTime(Date.now() + 1_800_000),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0]?.message).toMatch(/^Окончание \(.* МСК\) должно быть позже публикации \(.* МСК\)$/);
    const endPast = await asPerson(publisher, 'PATCH', `/items/releases/${release}`, {
      start_at: null,
      end_at: moscowTime(Date.now() - 60_000),
    });
    expect(endPast.status).toBe(400);
    expect(endPast.body.errors?.[0]?.message).toMatch(/^Время .* МСК уже прошло: выберите время позже/);

    expect(await releaseNow(release)).toMatchObject({ state: 'draft', start_at: later, end_at: null });
    expect((await asPerson(publisher, 'PATCH', `/items/releases/${release}`, { start_at: null })).status).toBe(200);
  });

  it('goes live at its time, not before, and is reverted at its end to the exact HTML of before', async () => {
    const { release, before } = campaign;
    // Whole seconds, as a marketer's minutes are; about half a minute ahead, and an end a minute after.
    const start = Math.ceil((Date.now() + 30_000) / 1000) * 1000;
    const end = start + 60_000;
    await cms('PATCH', `/items/releases/${release}`, { start_at: moscowTime(start), end_at: moscowTime(end) });
    expect(await releaseNow(release)).toMatchObject({ state: 'draft', start_at: moscowTime(start), end_at: moscowTime(end) });

    // A visitor reloading the home page and the landing the whole time.
    const visitor = watchCampaign(LANDING, HERO_TITLE);
    const { seen, first } = visitor;

    try {
      await eventually(async () => visitor.showsAll(), start - Date.now() + 120_000, 'the release live');
      const live = visitor.wentLive();
      const pollsBefore = seen.filter((s) => s.at < start).length;
      console.log(
        `scheduled release: live after its time: landing ${live.landing - start} ms, home hero ${live.hero - start} ms, ` +
          `menu link ${live.link - start} ms (${pollsBefore} polls before the time showed none of it)`,
      );
      // Nothing before its time, everything within 5 s of it.
      expect(pollsBefore).toBeGreaterThan(10);
      for (const s of seen.filter((x) => x.at < start)) expect(s).toMatchObject({ linked: false, hero: false, landing: 404 });
      for (const t of Object.values(live)) expect(t - start).toBeLessThanOrEqual(5_000);
      // No home page ever linked to the landing while the landing was not served.
      for (const s of seen) if (s.linked) expect(s.at).toBeGreaterThanOrEqual(live.landing);
      const published = await releaseNow(release);
      expect(published).toMatchObject({ state: 'published', start_at: null, end_at: moscowTime(end) });
      expect(published.log?.split('\n').at(-1)).toMatch(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d МСК — опубликован по расписанию$/);
      expect([moscowLogTime(start), moscowLogTime(start + 60_000)]).toContain(published.log!.split('\n').at(-1)!.slice(0, 17));

      // At the end: back to before, and not earlier.
      await eventually(
        async () => (seen.at(-1) && !seen.at(-1)!.hero && seen.at(-1)!.landing === 307 ? true : undefined),
        end - Date.now() + 120_000,
        'the release reverted',
      );
      const gone = { landing: first((s) => s.landing !== 200, live.landing), hero: first((s) => !s.hero, live.hero) };
      console.log(`scheduled release: reverted after its end date: landing ${gone.landing - end} ms, home hero ${gone.hero - end} ms`);
      for (const s of seen.filter((x) => x.at >= live.hero && x.at < end)) expect(s).toMatchObject({ hero: true, landing: 200 });
      // Within seconds (the revert's wave regenerates every page; the home page is among the first).
      for (const t of Object.values(gone)) expect(t - end).toBeLessThanOrEqual(10_000);
    } finally {
      await visitor.stop();
    }

    // Once the revert's wave is over, every watched page is what it was, byte for byte.
    await regenerationsSoFar();
    await eventually(
      async () => {
        for (const path of WATCHED) if (htmlDifference(path, await rendered(path), before[path]!)) return undefined;
        return true;
      },
      60_000,
      'the pages as before the release',
    ).catch(() => undefined);
    for (const path of WATCHED) expectSameHtml(path, await rendered(path), before[path]!);
    const reverted = await releaseNow(release);
    expect(reverted).toMatchObject({ state: 'reverted', start_at: null, end_at: null });
    expect(reverted.log?.split('\n').slice(-2)).toEqual([
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d МСК — опубликован по расписанию$/),
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d МСК — откачен по окончании$/),
    ]);
    expect([moscowLogTime(end), moscowLogTime(end + 60_000)]).toContain(reverted.log!.split('\n').at(-1)!.slice(0, 17));
    const hero = await cms<{ title: string }>('GET', `/items/block_hero/${campaign.homeHero.hero}?fields=title`);
    expect(hero.title).toBe(campaign.homeHero.title);
  });
});
