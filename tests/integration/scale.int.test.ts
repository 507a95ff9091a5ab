// The production profile (npm run start:scale) on temporary folders and free ports: two Directus
// instances on PostgreSQL with Redis, two site instances of one build sharing their ISR cache and
// rate limits in Redis and their lead journal in PostgreSQL, nginx in front, a real Prometheus
// scraping them. It runs beside the SQLite stack of the other tests, with its own build.
import { spawn, spawnSync, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createInterface } from 'node:readline';
import { eventually } from '../support/stack';
import { createConnection, createServer, type AddressInfo } from 'node:net';

type Ready = {
  nginx: string;
  sites: { url: string; pid: number }[];
  cms: string;
  directus: { url: string; pid: number }[];
  frontMetrics: string;
  adminToken: string;
  redisPort: number;
  postgres: { port: number; DB_USER: string; DB_PASSWORD: string; DB_DATABASE: string; journalUrl: string };
};

const BASE = '/ru/products/ecm';
const root = join(__dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-scale-'));
/** The restore drill's empty folders: the stack restored from the backup, and the backup itself. */
const restoredDir = mkdtempSync(join(tmpdir(), 'ecm-scale-restored-'));
const backupDir = mkdtempSync(join(tmpdir(), 'ecm-scale-backup-'));
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
/** A TCP port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
const [A, B] = [() => ready.sites[0]!.url, () => ready.sites[1]!.url];
/** Whether something accepts a TCP connection on host:port (refused or no answer within 2 s: no). */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createConnection({ host, port, timeout: 2000 });
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('timeout', () => (s.destroy(), resolve(false)));
    s.on('error', () => resolve(false));
  });

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

/** A command to the profile (scripts/start-scale.mjs); resolves to its result. */
function command(line: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    replies.push((msg) => (msg.error ? reject(new Error(String(msg.error))) : resolve(msg.result)));
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

/** Starts the profile on `dir`; resolves once it says where everything runs. */
async function startProfile(dir: string, env: Record<string, string> = {}): Promise<Ready> {
  profile = spawn(process.execPath, ['scripts/start-scale.mjs', '--control'], {
    cwd: root,
    env: { ...process.env, SCALE_DATA_DIR: dir, NEXT_DIST_DIR: distDir, ...env },
  });
  profile.stderr.on('data', (d) => (log = (log + d).slice(-50_000)));
  const lines = createInterface({ input: profile.stdout });
  return new Promise<Ready>((resolve, reject) => {
    profile.on('exit', (code) => reject(new Error(`The profile exited (${code}):\n${log}`)));
    lines.on('line', (line) => {
      // The build writes its progress to stdout too; the profile's own messages are JSON lines.
      if (!line.startsWith('{"')) return;
      const msg = JSON.parse(line) as { ready?: Ready };
      if (msg.ready) resolve(msg.ready);
      else replies.shift()?.(msg);
    });
  });
}

async function stopProfile() {
  if (profile && profile.exitCode === null) {
    const exited = new Promise((r) => profile.on('exit', r));
    profile.kill('SIGTERM');
    await exited;
  }
}

// Starting the profile builds the site and brings up PostgreSQL, Redis, Directus and nginx: about a
// minute on an idle 2-core machine, several on a busy one.
beforeAll(async () => {
  ready = await startProfile(dataDir);
}, 600_000);

afterAll(async () => {
  await stopProfile();
  for (const dir of [dataDir, restoredDir, backupDir]) rmSync(dir, { recursive: true, force: true });
  rmSync(join(root, distDir), { recursive: true, force: true });
}, 60_000);

describe('production profile', () => {
  /** Set by a test that stops a part of the profile: brings it back after the test, passed or not. */
  let afterRestart: (() => Promise<void>) | null = null;
  afterEach(async () => {
    const restart = afterRestart;
    afterRestart = null;
    await restart?.();
  }, 120_000);

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

  it('a menu change is on every page of both instances from the first request after it reached the site: the mark goes through Redis', async () => {
    const paths = await sitemapPaths(A());
    expect(paths.length).toBeGreaterThan(10);
    const [item] = await cms<{ id: number; title: string }[]>(
      'GET',
      '/items/navigation_items?filter[title][_eq]=Цены&filter[navigation][_eq]=header&limit=1&fields=id,title',
    );
    // Every page cached on both instances.
    for (const base of [A(), B()]) {
      const statuses = await Promise.all(paths.map(async (p) => `${p} ${(await get(base, p)).status}`));
      expect(statuses).toEqual(paths.map((p) => `${p} 200`));
    }
    const label = `Тарифы ${Date.now() % 100_000}`;
    const t0 = Date.now();
    await cms('PATCH', `/items/navigation_items/${item!.id}`, { title: label });
    try {
      // The flow reaches one of the instances through nginx; it marks every page before rendering any.
      await eventually(
        async () => ((await html(A(), '/')).body.includes(label) || (await html(B(), '/')).body.includes(label) ? true : undefined),
        30_000,
        'the new label on a home page',
      );
      const seen = Date.now() - t0;
      expect(redisKeys('site:*every-page-changed-at')).toHaveLength(1);
      // From then on no page of either instance has the old label, asked from the end of the run's order.
      const old: string[] = [];
      const rendered = { A: 0, B: 0 };
      for (const [name, base] of [
        ['B', B()],
        ['A', A()],
      ] as const)
        for (const p of [...paths].reverse()) {
          const r = await get(base, p);
          if (!(await r.text()).includes(label)) old.push(`${name} ${p}`);
          if (r.headers.get('x-nextjs-cache') === 'MISS') rendered[name]++;
        }
      expect(old).toEqual([]);
      console.log(
        `production profile, menu change: a home page with it ${seen} ms after the save, then every page of both instances (${paths.length} each) at ${Date.now() - t0} ms; rendered on the request: ${rendered.B} on B, ${rendered.A} on A`,
      );
    } finally {
      await cms('PATCH', `/items/navigation_items/${item!.id}`, { title: item!.title });
    }
  }, 240_000);

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

  it('reports liveness, readiness and metrics on each instance, keeps them off the front, and ties log lines by request id', async () => {
    for (const base of [A(), B()]) {
      expect((await get(base, '/api/ops/health/')).status).toBe(200);
      const ready = await get(base, '/api/ops/ready/');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        journal: { ok: true, kind: 'postgres' },
        // Directus says `warn` while a check is slower than its threshold (the database's is 150 ms,
        // often exceeded on a busy machine): up, as `ok: true` says.
        directus: { ok: true, status: expect.stringMatching(/^(ok|warn)$/) },
        redis: { ok: true },
      });
      const text = await (await get(base, '/api/ops/metrics/')).text();
      for (const name of [
        'site_leads_accepted_total',
        'site_lead_journal_backlog',
        'site_lead_journal_oldest_undelivered_age_seconds',
        'site_http_responses_total{class="2xx"}',
      ])
        expect(text).toContain(name);
    }
    for (const path of ['/api/ops/metrics/', '/api/ops/ready/', '/api/ops/health/'])
      expect((await get(ready.nginx, path)).status).toBe(404);
    // The front's log gives each request an id; the instance that answered logs it on its JSON line.
    const page = await get(ready.nginx, `/?request-log=${Date.now()}`);
    expect(page.status).toBe(200);
    const marker = new URL(page.url).search;
    const frontLine = await eventually(
      async () =>
        readFileSync(join(dataDir, 'nginx/access.log'), 'utf8')
          .split('\n')
          .find((l) => l.includes(marker)),
      5_000,
      'the request in the front log',
    );
    const { request_id: id, status } = JSON.parse(frontLine) as { request_id: string; status: number };
    expect([id.length, status]).toEqual([32, 200]);
    const siteLine = await eventually(
      async () => log.split('\n').find((l) => l.includes(`"request_id":"${id}"`)),
      5_000,
      'the site log line',
    );
    expect(JSON.parse(siteLine.replace(/^\[site \d\] /, ''))).toMatchObject({ level: 'info', msg: 'request', status: 200, request_id: id });
    // The front's exporter counts the same answer, with what the micro-cache did.
    const front = await eventually(
      async () => {
        const t = await (await fetch(ready.frontMetrics)).text();
        return /front_http_responses_total\{front="site",class="2xx",cache="[A-Z]+"\} [1-9]/.test(t) ? t : undefined;
      },
      5_000,
      'the front counters',
    );
    expect(front).toContain('front_http_responses_total');
  });

  it('keeps every instance and engine on loopback: each refuses connections on any other address, and nginx reaches them', async () => {
    // Only the front is for visitors (nginx listens on 127.0.0.1 here because the test needs no
    // more). Another address of this machine stands for a visitor's: its network interfaces, and a
    // second loopback address, which reaches a port bound to every address but not one bound to 127.0.0.1.
    const others = [
      ...Object.values(networkInterfaces())
        .flat()
        .filter((i) => i && i.family === 'IPv4' && !i.internal)
        .map((i) => i!.address),
      '127.0.0.2',
    ];
    const port = (url: string) => Number(new URL(url).port);
    const inner = {
      ...Object.fromEntries(ready.sites.map((s, i) => [`site ${i + 1}`, port(s.url)])),
      ...Object.fromEntries(ready.directus.map((d, i) => [`directus ${i + 1}`, port(d.url)])),
      postgres: ready.postgres.port,
      redis: ready.redisPort,
      'front metrics': port(ready.frontMetrics),
    };
    const reachable: string[] = [];
    for (const [name, p] of Object.entries(inner)) {
      expect([name, await accepts('127.0.0.1', p)]).toEqual([name, true]);
      for (const host of others) if (await accepts(host, p)) reachable.push(`${name} on ${host}:${p}`);
    }
    expect(reachable).toEqual([]);
    // Through the front, both site instances still answer (each logs the request ids nginx gave).
    const marker = `bind-check-${Date.now()}`;
    for (let i = 0; i < 10; i++) expect((await get(ready.nginx, `/?${marker}=${i}`)).status).toBe(200);
    const servedBy = await eventually(
      async () => {
        const ids = readFileSync(join(dataDir, 'nginx/access.log'), 'utf8')
          .split('\n')
          .filter((l) => l.includes(marker))
          .map((l) => (JSON.parse(l) as { request_id: string }).request_id);
        const tags = new Set(
          log
            .split('\n')
            .filter((l) => ids.some((id) => l.includes(`"request_id":"${id}"`)))
            .map((l) => /^\[(site \d)\]/.exec(l)?.[1])
            .filter(Boolean),
        );
        return tags.has('site 1') && tags.has('site 2') ? tags : undefined;
      },
      10_000,
      'requests through the front answered by both instances',
    );
    expect([...servedBy].sort()).toEqual(['site 1', 'site 2']);
    // And Directus' front reaches its instances.
    expect((await fetch(`${ready.cms}/server/health`)).status).toBe(200);
  });

  it('runs two Directus instances on one uploads folder behind nginx: the admin keeps working with either one killed', async () => {
    // A file uploaded through one instance is served by the other.
    const form = new FormData();
    form.append('file', new Blob(['общий файл'], { type: 'text/plain' }), 'shared.txt');
    const up = await fetch(`${ready.directus[0]!.url}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ready.adminToken}` },
      body: form,
    });
    expect(up.status).toBe(200);
    const fileId = ((await up.json()) as { data: { id: string } }).data.id;
    const served = await fetch(`${ready.directus[1]!.url}/assets/${fileId}`, { headers: { authorization: `Bearer ${ready.adminToken}` } });
    expect([served.status, await served.text()]).toEqual([200, 'общий файл']);
    // The marketer signs in through the front; with either instance killed, the admin app loads and
    // the session holds (the refresh token is in PostgreSQL, the caches in Redis).
    const login = await fetch(`${ready.cms}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'marketer@example.com', password: 'ecm-marketer' }),
    });
    expect(login.status).toBe(200);
    const { access_token: token, refresh_token: refresh } = (
      (await login.json()) as { data: { access_token: string; refresh_token: string } }
    ).data;
    for (const i of [0, 1]) {
      await command(`kill-directus ${i}`);
      const admin = await fetch(`${ready.cms}/admin/`);
      expect(admin.status).toBe(200);
      const me = await fetch(`${ready.cms}/users/me?fields=email`, { headers: { authorization: `Bearer ${token}` } });
      expect([me.status, ((await me.json()) as { data: { email: string } }).data.email]).toEqual([200, 'marketer@example.com']);
      const pages = await fetch(`${ready.cms}/items/pages?limit=1`, { headers: { authorization: `Bearer ${token}` } });
      expect(pages.status).toBe(200);
      // The killed instance is started again by the profile before the other one is killed.
      await eventually(
        async () => ((await fetch(`${ready.directus[i]!.url}/server/ping`)).ok ? true : undefined),
        60_000,
        `Directus ${i} back`,
      );
    }
    const refreshed = await fetch(`${ready.cms}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refresh, mode: 'json' }),
    });
    expect(refreshed.status).toBe(200);
  }, 180_000);

  it('chaos: 1,000 leads across both instances, one instance killed with its disk, one Directus killed: every acknowledged lead in Directus once', async () => {
    const TOTAL = 1000;
    const run = Date.now();
    const email = (i: number) => `chaos-${run}-${i}@chaos.example`;
    const acknowledged = new Map<number, { id: string; by: 0 | 1 }>();
    let sent = 0;
    let killedSite = false;
    let next = 0;
    /** Posts lead i to instance `to`; a refused connection or a 5xx is retried on the other, as a client behind a balancer does. */
    async function send(i: number) {
      const headers = { 'x-forwarded-for': `10.90.${Math.floor(i / 250)}.${i % 250}`, 'idempotency-key': `chaos-${run}-${i}` };
      for (let attempt = 0; attempt < 6; attempt++) {
        const to = ((i + attempt) % 2) as 0 | 1;
        if (to === 0 && killedSite) continue;
        sent++;
        const r = await postLead(ready.sites[to]!.url, lead(email(i)), headers).catch(() => null);
        if (r && (r.status === 201 || r.status === 200)) {
          acknowledged.set(i, { id: ((await r.json()) as { data: { id: string } }).data.id, by: to });
          return;
        }
        if (r && r.status < 500) throw new Error(`lead ${i}: ${r.status} ${await r.text()}`);
      }
    }
    // Instance A comes back after this test whatever its outcome, so that the next tests have both.
    afterRestart = async () => {
      if ((await fetch(A()).catch(() => null)) === null) ready.sites[0] = (await command('start-site 0')) as { url: string; pid: number };
    };
    const chaos = (async () => {
      await eventually(async () => (next >= 300 ? true : undefined), 120_000, '300 leads sent');
      killedSite = true;
      await command('kill-site 0');
      await eventually(async () => (next >= 500 ? true : undefined), 120_000, '500 leads sent');
      await command('kill-directus 1');
    })();
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < TOTAL) await send(next++);
      }),
    );
    await chaos;
    const sendSeconds = (Date.now() - started) / 1000;
    // Instance A is gone with its folder: every lead it acknowledged is answered by B with the same id.
    const byA = [...acknowledged.entries()].filter(([, a]) => a.by === 0);
    expect(byA.length).toBeGreaterThan(50);
    for (const [i, a] of byA) {
      const r = await postLead(B(), lead(email(i)), {
        'x-forwarded-for': `10.91.${Math.floor(i / 250)}.${i % 250}`,
        'idempotency-key': `chaos-${run}-${i}`,
      });
      expect([r.status, ((await r.json()) as { data: { id: string } }).data.id]).toEqual([200, a.id]);
    }
    const storedRows = () =>
      sql(`select id, email from leads where email like 'chaos-${run}-%'`).map((l) => l.split('|') as [string, string]);
    // The leads A had claimed wait for their lease (30 s) before B's drain takes them.
    await eventually(
      async () => (storedRows().length >= acknowledged.size ? true : undefined),
      240_000,
      'every acknowledged lead in Directus',
    ).catch((e: Error) => {
      const drain = log
        .split('\n')
        .filter((l) => /drain|refused/i.test(l))
        .slice(-10);
      throw new Error(`${e.message}: ${storedRows().length} of ${acknowledged.size} stored\n${drain.join('\n')}`);
    });
    const rows = storedRows();
    const ids = new Set(rows.map(([id]) => id));
    const emails = rows.map(([, e]) => e);
    const lost = [...acknowledged.values()].filter((a) => !ids.has(a.id));
    const duplicates = emails.length - new Set(emails).size;
    console.log(
      `chaos: sent ${TOTAL} leads in ${sent} requests (${sendSeconds.toFixed(1)} s), acknowledged ${acknowledged.size}, ` +
        `stored ${rows.length}, duplicates ${duplicates}, lost ${lost.length}; retries of ${byA.length} leads of the killed instance on the other got the same id`,
    );
    expect([lost.length, duplicates]).toEqual([0, 0]);
    expect(acknowledged.size).toBe(TOTAL);
    // No lead stays undelivered in the journal.
    // and the journal marks each delivered (those the killed instance had sent are confirmed by the other's drain after the lease).
    const undelivered = () =>
      spawnSync(
        '/usr/lib/postgresql/15/bin/psql',
        [ready.postgres.journalUrl, '-Atc', 'select count(*) from leads where delivered_at is null'],
        {
          encoding: 'utf8',
        },
      ).stdout.trim();
    await eventually(async () => (undelivered() === '0' ? true : undefined), 90_000, 'no lead left undelivered in the journal');
  }, 600_000);

  it('Prometheus scrapes both instances: with Directus stopped the backlog grows and the alert fires; after it is back the backlog drains and the alert clears', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecm-prometheus-'));
    const port = await freePort();
    // The example rules with a 5-second threshold and a 2-second `for:` instead of 5 minutes and 1 minute.
    const rules = readFileSync(join(root, 'deploy/prometheus/alerts.yml'), 'utf8')
      .replace(/> 300 # test: threshold/, '> 5')
      .replace(/for: 1m # test: for/, 'for: 2s');
    expect(rules).toContain('> 5');
    writeFileSync(join(dir, 'alerts.yml'), rules);
    const hostOf = (url: string) => new URL(url).host;
    writeFileSync(
      join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'rule_files: [alerts.yml]',
        'scrape_configs:',
        `  - { job_name: site, metrics_path: ${BASE}/api/ops/metrics/, static_configs: [{ targets: [${ready.sites.map((s) => `'${hostOf(s.url)}'`).join(', ')}] }] }`,
        `  - { job_name: front, static_configs: [{ targets: ['${hostOf(ready.frontMetrics)}'] }] }`,
      ].join('\n'),
    );
    const prometheus: ChildProcess = spawn(
      'prometheus',
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let promLog = '';
    prometheus.stderr!.on('data', (d) => (promLog = (promLog + d).slice(-10_000)));
    const api = `http://127.0.0.1:${port}/api/v1`;
    const query = async (q: string) =>
      ((await (await fetch(`${api}/query?query=${encodeURIComponent(q)}`)).json()) as { data: { result: { value: [number, string] }[] } })
        .data.result;
    const alert = async () =>
      (
        (await (await fetch(`${api}/alerts`)).json()) as { data: { alerts: { labels: { alertname: string }; state: string }[] } }
      ).data.alerts.find((a) => a.labels.alertname === 'LeadsWaitingForDirectus')?.state ?? 'inactive';
    try {
      await eventually(
        async () => ((await query('sum(up)'))[0]?.value[1] === '3' ? true : undefined),
        30_000,
        'Prometheus scraping both instances and the front',
      ).catch((e: Error) => {
        throw new Error(`${e.message}\n${promLog}`);
      });
      expect(await alert()).toBe('inactive');
      await command('stop-directus');
      const run = Date.now();
      for (let i = 0; i < 6; i++) {
        const r = await postLead(i % 2 ? B() : A(), lead(`prom-${run}-${i}@scale.example`), { 'x-forwarded-for': `10.92.0.${i}` });
        expect(r.status).toBe(201);
      }
      // Readiness stays green (leads are taken) and says Directus is down.
      const readiness = (await (await get(A(), '/api/ops/ready/')).json()) as { status: string; directus: { ok: boolean } };
      expect([readiness.status, readiness.directus.ok]).toEqual(['ready', false]);
      await eventually(
        async () => (Number((await query('max(site_lead_journal_backlog)'))[0]?.value[1]) >= 6 ? true : undefined),
        20_000,
        'the backlog in Prometheus',
      );
      const fired = Date.now();
      await eventually(async () => ((await alert()) === 'firing' ? true : undefined), 60_000, 'the alert to fire');
      console.log(`prometheus: LeadsWaitingForDirectus fired ${((Date.now() - run) / 1000).toFixed(1)} s after Directus stopped`);
      expect(Date.now() - fired).toBeLessThan(60_000);
      await command('start-directus');
      await eventually(
        async () => ((await query('max(site_lead_journal_backlog)'))[0]?.value[1] === '0' ? true : undefined),
        90_000,
        'the backlog to drain',
      );
      await eventually(async () => ((await alert()) === 'inactive' ? true : undefined), 30_000, 'the alert to clear');
      expect(sql(`select count(*) from leads where email like 'prom-${run}-%'`)).toEqual(['6']);
      const delivered = await query('sum(site_leads_delivered_total)');
      expect(Number(delivered[0]!.value[1])).toBeGreaterThanOrEqual(6);
      const errors = await query('sum(site_lead_drain_errors_total)');
      expect(Number(errors[0]!.value[1])).toBeGreaterThan(0);
    } finally {
      prometheus.kill('SIGTERM');
      await new Promise((r) => (prometheus.exitCode !== null ? r(null) : prometheus.on('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

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
  it('restore drill: a backup with content, an uploaded file and undelivered leads, restored into empty folders, serves the same pages and file and delivers every lead once', async () => {
    const path = `/drill-${Date.now()}/`;
    await cms('POST', '/items/pages', {
      path,
      title: 'Учения',
      status: 'published',
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { content: '<p>Восстановлено из архива</p>' } }],
    });
    const title = (page: string) => /<title[^>]*>([^<]+)<\/title>/.exec(page)?.[1];
    await eventually(
      async () => ((await html(ready.nginx, path)).body.includes('Восстановлено из архива') ? true : undefined),
      30_000,
      'the new page',
    );
    const paths = [...(await sitemapPaths(ready.nginx)).slice(0, 10), path];
    const before = new Map<string, string>();
    const seen = async (p: string) => {
      const page = await html(ready.nginx, p);
      return `${page.status} ${title(page.body)}`;
    };
    for (const p of paths) before.set(p, await seen(p));
    const form = new FormData();
    form.append('file', new Blob(['файл из архива'], { type: 'text/plain' }), 'drill.txt');
    const up = await fetch(`${ready.cms}/files`, { method: 'POST', headers: { authorization: `Bearer ${ready.adminToken}` }, body: form });
    const fileId = ((await up.json()) as { data: { id: string } }).data.id;
    // Leads accepted while Directus is down: in the journal only when the backup is taken.
    await command('stop-directus');
    const leadIds: string[] = [];
    const run = Date.now();
    for (let i = 0; i < 5; i++) {
      const r = await postLead(B(), lead(`drill-${run}-${i}@scale.example`), { 'x-forwarded-for': `10.93.0.${i}` });
      expect(r.status).toBe(201);
      leadIds.push(((await r.json()) as { data: { id: string } }).data.id);
    }
    const t0 = Date.now();
    const backup = spawnSync(
      process.execPath,
      ['scripts/backup.mjs', '--data', dataDir, '--out', backupDir, '--pg-port', String(ready.postgres.port)],
      { cwd: root, encoding: 'utf8' },
    );
    expect(backup.stderr + String(backup.status)).toBe('0');
    const archive = backup.stdout.trim().split('\n').pop()!;
    const backupSeconds = (Date.now() - t0) / 1000;
    await stopProfile();
    const t1 = Date.now();
    const restore = spawnSync(process.execPath, ['scripts/restore.mjs', archive, '--data', restoredDir], { cwd: root, encoding: 'utf8' });
    expect(restore.stderr + String(restore.status)).toBe('0');
    const restoreSeconds = (Date.now() - t1) / 1000;
    const t2 = Date.now();
    ready = await startProfile(restoredDir, { SCALE_BUILD: '0' });
    const startSeconds = (Date.now() - t2) / 1000;
    for (const [p, was] of before) {
      let now = '';
      await eventually(async () => ((now = await seen(p)) === was ? true : undefined), 30_000, `${p} restored`).catch((e: Error) => {
        throw new Error(`${e.message}: was «${was}», now «${now}»`);
      });
    }
    expect((await html(ready.nginx, path)).body).toContain('Восстановлено из архива');
    const file = await fetch(`${ready.cms}/assets/${fileId}`, { headers: { authorization: `Bearer ${ready.adminToken}` } });
    expect([file.status, await file.text()]).toEqual([200, 'файл из архива']);
    const stored = () => sql(`select id from leads where email like 'drill-${run}-%' order by id`);
    await eventually(async () => (stored().length === leadIds.length ? true : undefined), 90_000, 'the journaled leads delivered');
    expect(stored()).toEqual([...leadIds].sort());
    console.log(
      `restore drill: backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s, start of the restored profile ${startSeconds.toFixed(1)} s; ` +
        `${before.size} pages, 1 file, ${leadIds.length} undelivered leads delivered once`,
    );
  }, 900_000);
});
