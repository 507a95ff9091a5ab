// Every path the README names exists: a moved or renamed file fails here, not in a newcomer's hands.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const exists = (path: string) => existsSync(join(root, path));

/**
 * The paths a line names, as [what it says, where it resolves]: link targets, and code spans that
 * look like a file or folder (no placeholder such as <name>, no URL or route). A bare name in a row
 * of a table (`registry.ts` in the `blocks/` row) is read in the folder the line named before it; a
 * bare file name alone on its line (`block.mjs`, a file of every block folder) is a name, not a path.
 */
function namedPaths(line: string): [string, string][] {
  const links = [...line.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((p) => !/^[a-z]+:/.test(p));
  const spans = [...line.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((p) => /\/|\.(m?[jt]sx?|json|md|css|graphql|yaml|example)$/.test(p))
    .filter((p) => !/[<>{}…*]|^\/|^https?:|localhost|^\.\w+$/.test(p));
  const found: [string, string][] = [];
  const bases: string[] = [];
  for (const path of [...links, ...spans]) {
    const clean = path.replace(/\/$/, '');
    if (exists(clean)) {
      found.push([path, clean]);
      bases.push(statSync(join(root, clean)).isDirectory() ? clean : dirname(clean));
    } else if (bases.length > 0) {
      found.push([path, bases.map((b) => join(b, clean)).find(exists) ?? clean]);
    } else if (path.includes('/')) {
      found.push([path, clean]);
    }
  }
  return found;
}

describe('README.md', () => {
  const paths = [...new Map(readme.split('\n').flatMap(namedPaths)).entries()];

  it('names paths (the task table, the folders, the glossary)', () => {
    expect(paths.map(([, p]) => p)).toEqual(expect.arrayContaining(['blocks/registry.ts', 'lib/cms/outage.ts', 'cms/state/access.mjs']));
  });

  it.each(paths)('names %s, which exists (%s)', (_, path) => {
    expect(exists(path)).toBe(true);
  });
});
