/**
 * `.env.example` lists every environment variable the site and its scripts read, with its default
 * and meaning. This holds it to the code: lib/env.ts's variables exactly, with lib/env.ts's
 * defaults; every variable read anywhere else (`process.env.X` in lib/, pages/, components/,
 * blocks/, cms/, scripts/, next.config.mjs, instrumentation.ts, proxy.ts); and nothing listed that
 * no code reads.
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { envSchema } from '@/lib/env';

const root = join(__dirname, '..');
const example = readFileSync(join(root, '.env.example'), 'utf8');

/** `NAME=value` (a default) or `# NAME=value` (unset by default, an example), under its section. */
type Entry = { name: string; value: string; commented: boolean; section: string; described: boolean };
function entries(text: string): Entry[] {
  const out: Entry[] = [];
  let section = '';
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const heading = /^# === (.+?) ===$/.exec(line);
    if (heading) section = heading[1] ?? '';
    const m = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!m) return;
    // Its meaning: the comment lines right above it (or above the entries of its group).
    let j = i - 1;
    while (j >= 0 && /^(# )?[A-Z][A-Z0-9_]*=/.test(lines[j] ?? '')) j--;
    const above = lines[j] ?? '';
    const described = above.startsWith('# ') && !above.startsWith('# ===');
    out.push({ name: m[2] ?? '', value: (m[3] ?? '').trim(), commented: Boolean(m[1]), section, described });
  });
  return out;
}

const listed = entries(example);
const SITE_SECTION = /^Site server: lib\/env\.ts\b/;

/** Source files whose environment reads must be listed (tests and generated code aside). */
function sources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'data' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|cjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const dir of ['lib', 'pages', 'components', 'blocks', 'cms', 'scripts']) walk(join(root, dir));
  for (const file of ['next.config.mjs', 'instrumentation.ts', 'proxy.ts']) files.push(join(root, file));
  return files;
}
const code = sources().map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

/** Set by the system, Node or Next itself, not by whoever deploys the site. */
const RUNTIME = new Set(['PATH', 'HOME', 'NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'NODE_OPTIONS']);

describe('.env.example', () => {
  it('lists each variable once, each with its meaning', () => {
    const names = listed.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(listed.filter((e) => !e.described).map((e) => e.name)).toEqual([]);
  });

  it("lists exactly lib/env.ts's variables in its site section", () => {
    const site = listed.filter((e) => SITE_SECTION.test(e.section)).map((e) => e.name);
    expect(site.sort()).toEqual(Object.keys(envSchema.fields).sort());
  });

  it("gives lib/env.ts's defaults (empty where it has none)", () => {
    const defaults = envSchema.getDefault() as Record<string, unknown>;
    const shown = Object.fromEntries(listed.filter((e) => SITE_SECTION.test(e.section)).map((e) => [e.name, e.value]));
    const expected = Object.fromEntries(
      Object.keys(envSchema.fields).map((k) => [k, defaults[k] === undefined ? '' : String(defaults[k])]),
    );
    expect(shown).toEqual(expected);
  });

  it('lists every variable the code reads', () => {
    const read = new Map<string, string>();
    for (const { path, text } of code)
      for (const m of text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g))
        read.set(m[1] ?? m[2] ?? '', path);
    const names = new Set(listed.map((e) => e.name));
    const missing = [...read].filter(([name]) => !names.has(name) && !RUNTIME.has(name)).map(([name, path]) => `${name} (${path})`);
    expect(missing).toEqual([]);
  });

  it('lists no variable that no code reads', () => {
    const unread = listed.filter((e) => !code.some(({ text }) => new RegExp(`\\b${e.name}\\b`).test(text))).map((e) => e.name);
    expect(unread).toEqual([]);
  });
});
