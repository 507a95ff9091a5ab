import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const loader = require('./router-base-path-loader.cjs') as (this: { resourcePath: string }, source: string) => string;
const run = (path: string, source: string) => loader.call({ resourcePath: path }, source);

// The installed Next's router, both builds webpack may pick for the browser.
describe.each(['next/dist/shared/lib/router/router.js', 'next/dist/esm/shared/lib/router/router.js'])('%s', (file) => {
  const source = readFileSync(require.resolve(file), 'utf8');

  it('compares the address without the base path and the trailing slash', () => {
    const out = run(file, source);
    expect(out).not.toBe(source);
    expect(out).toMatch(/const parsedAsPathname = as\.startsWith\('\/'\) && .*removeTrailingSlash\)?\(.*removeBasePath\)?\(/);
    // Only that line changes.
    expect(out.length - source.length).toBeLessThan(120);
  });
});

it('fails the build when Next no longer has the line', () => {
  expect(() => run('router.js', 'const x = 1;')).toThrow(/rewrite check changed/);
});
