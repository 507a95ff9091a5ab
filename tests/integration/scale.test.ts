// The production profile (npm run start:scale) on temporary folders and free ports: Directus on
// PostgreSQL with Redis, two site instances of one build sharing their ISR cache and rate limits in
// Redis, nginx in front. It runs beside the SQLite stack of the other tests, with its own build.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createInterface } from 'node:readline';
import { eventually } from '../support/stack';

type Ready = {
  nginx: string;
  sites: { url: string; pid: number }[];
  cms: string;
  adminToken: string;
  redisPort: number;
  postgres: { port: number; DB_USER: string; DB_PASSWORD: string; DB_DATABASE: string };
};

const BASE = '/ru/products/ecm';
const root = join(__dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-scale-'));
const distDir = `.next-scale-test-${process.pid}`;
let profile: ChildProcessWithoutNullStreams;
let ready: Ready;
let log = '';
const replies: ((msg: Record<string, unknown>) => void)[] = [];

const get = (base: string, path: string) => fetch(`${base}${BASE}${path}`, { redirect: 'manual' });
const html = async (base: string, path: string) => {
  const r = await get(base, path);
  return { status: r.status, body: await r.text() };
};
/** An answer as sent, not unpacked (fetch always unpacks). */
const raw = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
const [A, B] = [() => ready.sites[0]!.url, () => ready.sites[1]!.url];

async function cms<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${ready.cms}${path}`, {
    method,
    headers: { authorization: `Bearer ${ready.adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path} -> ${r.status}: ${text}`);
  return (text ? JSON.parse(text).data : null) as T;
}

/** A query straight to PostgreSQL, as Directus' own database user. */
function sql(query: string): string[] {
  const p = ready.postgres;
  const r = spawnSync(
    '/usr/lib/postgresql/15/bin/psql',
    ['-h', '127.0.0.1', '-p', String(p.port), '-U', p.DB_USER, '-d', p.DB_DATABASE, '-Atc', query],
    {
      env: { ...process.env, PGPASSWORD: p.DB_PASSWORD },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
  return r.stdout.split('\n').filter(Boolean);
}

const redisKeys = (pattern: string) =>
  spawnSync('redis-cli', ['-p', String(ready.redisPort), '--scan', '--pattern', pattern], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);

function command(line: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    replies.push(resolve);
    profile.stdin.write(`${line}\n`);
  });
}

function lead(email: string) {
  return {
    fio: 'Анна Смирнова',
    email,
    phone: '+7 (999) 765-43-21',
    company: 'АО Масштаб',
    company_size: '20-100',
    agree: true,
    website: '',
    product: 'ECM',
    source_url: 'http://localhost/ru/products/ecm/try/',
  };
}
const postLead = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${BASE}/api/trial/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'scale-test', ...headers },
    body: JSON.stringify(body),
  });

/** Every page the sitemap lists, as paths under the base path. */
async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await get(base, '/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.slice(BASE.length));
}

// Starting the profile builds the site and brings up PostgreSQL, Redis, Directus and nginx: about a
// minute on an idle 2-core machine, several on a busy one.
beforeAll(async () => {
  profile = spawn(process.execPath, ['scripts/start-scale.mjs', '--control'], {
    cwd: root,
    env: { ...process.env, SCALE_DATA_DIR: dataDir, NEXT_DIST_DIR: distDir },
  });
  profile.stderr.on('data', (d) => (log = (log + d).slice(-50_000)));
  const lines = createInterface({ input: profile.stdout });
  ready = await new Promise<Ready>((resolve, reject) => {
    profile.on('exit', (code) => reject(new Error(`The profile exited (${code}):\n${log}`)));
    lines.on('line', (line) => {
      // The build writes its progress to stdout too; the profile's own messages are JSON lines.
      if (!line.startsWith('{"')) return;
      const msg = JSON.parse(line) as { ready?: Ready };
      if (msg.ready) resolve(msg.ready);
      else replies.shift()?.(msg);
    });
  });
}, 600_000);

afterAll(async () => {
  if (profile && profile.exitCode === null) {
    const exited = new Promise((r) => profile.on('exit', r));
    profile.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(root, distDir), { recursive: true, force: true });
}, 60_000);

describe('production profile', () => {
  it('runs Directus on PostgreSQL with the same model: JSON, unique keys and timestamps', async () => {
    expect(sql("select data_type from information_schema.columns where table_name = 'leads' and column_name = 'fields'")).toEqual(['json']);
    expect(
      sql("select count(*) from information_schema.table_constraints where table_name = 'leads' and constraint_type = 'UNIQUE'")[0],
    ).not.toBe('0');
    expect(Number(sql("select count(*) from pages where status = 'published'")[0])).toBeGreaterThan(5);
    // The seed's blocks reach the pages on both instances.
    for (const base of [A(), B()]) expect((await html(base, '/')).status).toBe(200);
  });

  it('serves a page edited in Directus new from both instances within 3 s', async () => {
    const [hero] = await cms<{ id: number; title: string }[]>('GET', '/items/block_hero?limit=1&fields=id,title');
    for (const base of [A(), B()]) expect((await html(base, '/')).body).toContain(hero!.title);
    const changed = `Масштаб ${Date.now()}`;
    await cms('PATCH', `/items/block_hero/${hero!.id}`, { title: changed });
    try {
      // The flow's revalidation reaches one instance through nginx; the other reads the shared cache.
      await eventually(
        async () => ((await html(A(), '/')).body.includes(changed) && (await html(B(), '/')).body.includes(changed) ? true : undefined),
        3_000,
        'the edit on both instances',
      );
    } finally {
      await cms('PATCH', `/items/block_hero/${hero!.id}`, { title: hero!.title });
    }
  });

  it('shows a page created in Directus on both instances', async () => {
    const path = `/scale-${Date.now()}/`;
    for (const base of [A(), B()]) expect((await html(base, path)).status).toBe(404);
    await cms('POST', '/items/pages', {
      path,
      title: 'Новая страница',
      status: 'published',
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { content: '<p>Видна на обоих экземплярах</p>' } }],
    });
    for (const base of [A(), B()])
      await eventually(
        async () => {
          const page = await html(base, path);
          return page.status === 200 && page.body.includes('Видна на обоих экземплярах') ? true : undefined;
        },
        20_000,
        `the new page on ${base}`,
      );
  });

  it('counts 11 leads of one client across both instances together: the 11th gets 429', async () => {
    const client = { 'x-forwarded-for': '10.77.0.1' };
    for (let i = 0; i < 10; i++) {
      const r = await postLead(i % 2 ? B() : A(), lead(`flood-${i}-${Date.now()}@scale.example`), client);
      expect(r.status).toBe(201);
    }
    const eleventh = await postLead(B(), lead(`flood-11-${Date.now()}@scale.example`), client);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stores a lead posted through instance A in PostgreSQL', async () => {
    const email = `lead-a-${Date.now()}@scale.example`;
    const r = await postLead(A(), lead(email), { 'x-forwarded-for': '10.77.0.2' });
    expect(r.status).toBe(201);
    const row = await eventually(
      async () => sql(`select fields->>'company', consent_at > now() - interval '5 minutes' from leads where email = '${email}'`)[0],
      20_000,
      'the lead in PostgreSQL',
    );
    expect(row).toBe('АО Масштаб|t');
  });

  it('stores a submission retried on the other instance once: the unique key holds on PostgreSQL', async () => {
    const email = `retry-${Date.now()}@scale.example`;
    const headers = { 'x-forwarded-for': '10.77.0.3', 'idempotency-key': `scale-retry-${Date.now()}` };
    const answers = [await postLead(A(), lead(email), headers), await postLead(B(), lead(email), headers)];
    expect(answers.map((r) => r.ok)).toEqual([true, true]);
    const [first, second] = (await Promise.all(answers.map((r) => r.json()))) as { data: { id: string } }[];
    expect(second!.data.id).toBe(first!.data.id);
    await eventually(async () => (sql(`select id from leads where email = '${email}'`).length > 0 ? true : undefined), 20_000, 'the lead');
    expect(sql(`select count(*) from leads where email = '${email}'`)).toEqual(['1']);
  });

  it('keeps a page one second in nginx for visitors whose cookies do not change it; preview, A/B variants and the API always reach the site', async () => {
    const front = async (path: string, headers: Record<string, string> = {}) => {
      const r = await fetch(`${ready.nginx}${BASE}${path}`, { redirect: 'manual', headers });
      return { status: r.status, cache: r.headers.get('x-front-cache'), body: await r.text() };
    };
    // The request after the first one within the second is answered from nginx's copy, also for a
    // visitor carrying cookies the site never reads (the counters', the vendor's main site's).
    await eventually(async () => ((await front('/')).cache === 'HIT' ? true : undefined), 30_000, 'a page from the micro-cache');
    expect((await front('/', { cookie: '_ym_uid=1; main_session=abc' })).cache).toBe('HIT');
    // Consent is part of the key (the proxy assigns those visitors to A/B tests): the first visitor
    // who accepted cookies does not get the anonymous copy, later ones get theirs.
    expect((await front('/', { cookie: 'cookies-approved=true' })).cache).toBe('MISS');
    await eventually(
      async () => ((await front('/', { cookie: '_ym_uid=1; cookies-approved=true' })).cache === 'HIT' ? true : undefined),
      30_000,
      'a copy for visitors who accepted cookies',
    );
    // A kept A/B variant and Next's preview cookie: every request reaches the site.
    for (const cookie of ['cookies-approved=true; ab_7=12', '__prerender_bypass=x']) {
      const r = await front('/', { cookie });
      expect([r.status, r.cache]).toEqual([200, 'BYPASS']);
    }
    expect((await front('/', { authorization: 'Bearer x' })).cache).toBe('BYPASS');
    // The front gzips for browsers and keeps that copy apart from the one for clients without gzip.
    const [zipped, plain] = await Promise.all([
      raw(`${ready.nginx}${BASE}/`, { 'accept-encoding': 'gzip' }),
      raw(`${ready.nginx}${BASE}/`),
    ]);
    expect([zipped.encoding, plain.encoding]).toEqual(['gzip', undefined]);
    const title = (page: string) => /<title[^>]*>[^<]+<\/title>/.exec(page)?.[0];
    expect(title(gunzipSync(zipped.body).toString())).toBe(title(plain.body.toString()));
    expect(title(plain.body.toString())).toBeDefined();
    expect((await front('/api/trial/')).cache).toBeNull();
    // An edit reaches visitors through nginx at most about a second after the site has it.
    const [hero] = await cms<{ id: number; title: string }[]>('GET', '/items/block_hero?limit=1&fields=id,title');
    const changed = `Микрокэш ${Date.now()}`;
    await cms('PATCH', `/items/block_hero/${hero!.id}`, { title: changed });
    try {
      await eventually(async () => ((await front('/')).body.includes(changed) ? true : undefined), 30_000, 'the edit through nginx');
    } finally {
      await cms('PATCH', `/items/block_hero/${hero!.id}`, { title: hero!.title });
    }
  });

  it('keeps every page answering 200 through nginx after kill -9 of instance A', async () => {
    const paths = await sitemapPaths(ready.nginx);
    expect(paths.length).toBeGreaterThan(10);
    process.kill(ready.sites[0]!.pid, 'SIGKILL');
    await eventually(async () => ((await fetch(A()).catch(() => null)) === null ? true : undefined), 5_000, 'instance A to be gone');
    const failed: string[] = [];
    for (const path of paths) {
      const r = await get(ready.nginx, path);
      if (r.status !== 200) failed.push(`${path} ${r.status}`);
    }
    expect(failed).toEqual([]);
  }, 120_000);

  it('serves pages during and after a Redis restart, and the shared cache refills', async () => {
    const paths = (await sitemapPaths(ready.nginx)).slice(0, 10);
    expect(redisKeys('site:*').length).toBeGreaterThan(0);
    await command('restart-redis');
    expect(redisKeys('site:*')).toEqual([]);
    for (const path of paths) expect(`${path} ${(await get(ready.nginx, path)).status}`).toBe(`${path} 200`);
    // Each request finds Redis empty, serves the instance's copy and writes it back.
    let cached = 0;
    await eventually(
      async () => {
        for (const path of paths) await get(ready.nginx, path);
        cached = redisKeys('site:*/route-cache/*').length;
        return cached >= paths.length ? true : undefined;
      },
      20_000,
      'the cache to refill',
    ).catch((e: Error) => {
      throw new Error(`${e.message}: ${cached} of ${paths.length} pages in Redis\n${log.slice(-5000)}`);
    });
  }, 120_000);
});
