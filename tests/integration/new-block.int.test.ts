// The block scaffold cannot rot: `npm run new:block` writes a block into a throwaway copy of the
// project, `npm run block:sync` puts it into the schema and the generated lists, the copy passes the
// type check, the folder's own test, the block tests and Prettier, and a block of the new type added
// to the home page in a real Directus (the copy's schema, seeded) shows on the page the site renders.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(__dirname, '../..');
const copyScript = join(root, 'tests/support/project-copy.mjs');
const dir = mkdtempSync(join(tmpdir(), 'ecm-new-block-'));
const NAME = 'customer-quotes';
const COLLECTION = 'block_customer_quotes';
const LABEL = 'Цитаты клиентов';

/** Runs a command in the copy; its output is shown when it fails. */
function run(command: string, args: string[]) {
  const r = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true' }, maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

let server: ChildProcessWithoutNullStreams | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.on('exit', resolve));
    server.stdin.end();
    await exited;
  }
  // The copy's servers may still be writing their last files as they exit (ENOTEMPTY once): tried again.
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
});

describe('a block made with npm run new:block', () => {
  it('is typed, tested and formatted after npm run block:sync', () => {
    run(process.execPath, [copyScript, 'copy', dir]);
    run('npm', ['run', '--silent', 'new:block', NAME, '--', '--label', LABEL]);
    run('npm', ['run', '--silent', 'block:sync']);
    // The generated lists know it: the registry (its chunk named after it), the catalogue, the fragment.
    expect(readFileSync(join(dir, 'blocks/registry.ts'), 'utf8')).toContain(`/* webpackChunkName: "${COLLECTION}" */ './${NAME}'`);
    expect(readFileSync(join(dir, 'schema/block-catalogue.mjs'), 'utf8')).toContain(LABEL);
    expect(readFileSync(join(dir, 'blocks/page-blocks.graphql'), 'utf8')).toMatch(
      new RegExp(`on ${COLLECTION} \\{\\s+id\\s+anchor\\s+toc_title`),
    );
    run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']);
    run(process.execPath, [
      'node_modules/jest/bin/jest.js',
      '--ci',
      `blocks/${NAME}/`,
      'blocks/static-blocks.test.tsx',
      'blocks/descriptors.test.ts',
    ]);
    run(process.execPath, [
      'node_modules/prettier/bin/prettier.cjs',
      '--check',
      `blocks/${NAME}`,
      'blocks/*.ts',
      'schema/block-catalogue.mjs',
    ]);
  }, 900_000);

  it('shows on a page once a marketer adds it in Directus', async () => {
    server = spawn(process.execPath, [copyScript, 'serve', dir], { stdio: ['pipe', 'pipe', 'pipe'] });
    let log = '';
    server.stderr.on('data', (d) => (log += d));
    const ready = await new Promise<string>((resolve, reject) => {
      createInterface({ input: server!.stdout }).on('line', (line) => line.startsWith('{') && resolve(line));
      server!.on('exit', (code) => reject(new Error(`the copy's stack exited (${code}):\n${log}`)));
    });
    const { cmsUrl, adminToken, siteUrl } = JSON.parse(ready) as { cmsUrl: string; adminToken: string; siteUrl: string };
    const cms = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const r = await fetch(cmsUrl + path, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(r.ok).toBe(true);
      return ((await r.json()) as { data: T }).data;
    };
    // The collection's name and note in the admin are the descriptor's.
    const { meta } = await cms<{ meta: { note: string; translations: { translation: string }[] } }>('GET', `/collections/${COLLECTION}`);
    expect(meta.translations[0]!.translation).toBe(LABEL);
    expect(meta.note).toContain(LABEL);

    const [home] = await cms<{ id: number }[]>('GET', '/items/pages?filter[path][_eq]=/&fields=id');
    const item = await cms<{ id: number }>('POST', `/items/${COLLECTION}`, { title: 'Что говорят клиенты', text: 'Сто отзывов за год' });
    await cms('POST', '/items/pages_blocks', { pages_id: home!.id, collection: COLLECTION, item: String(item.id), sort: 0 });

    // `next dev` compiles the page on its first request; it is read again until it answers (a busy
    // machine may time out the first reads), with no fixed wait.
    let html = '';
    for (let attempt = 0; attempt < 30 && !html.includes('Что говорят клиенты'); attempt++) {
      const r = await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(240_000) }).catch(() => null);
      html = r?.status === 200 ? await r.text() : '';
    }
    const section = /<section[^>]*>(?:(?!<\/section>)[\s\S])*Что говорят клиенты(?:(?!<\/section>)[\s\S])*<\/section>/.exec(html)?.[0];
    expect(section).toMatch(/<h2[^>]*>Что говорят клиенты<\/h2>/);
    expect(section).toContain('Сто отзывов за год');
  }, 900_000);
});
