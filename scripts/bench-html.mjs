// The HTML each page type weighs (uncompressed and gzipped), the page data in it (__NEXT_DATA__),
// and what the forms without scripts add to it (docs/interactive.md «Leads without scripts»): the
// lead buttons' links (`href="…/forms/…" role="button"` where a `type="button"` was) and the plain
// forms' hidden fields. One site, or several in turn to compare builds.
//   npm run bench:html [-- --url http://127.0.0.1:3000[,http://127.0.0.1:3001]]
// Without --url it builds and starts the site on a fresh CMS (scripts/bench/site.mjs).
import { gzipSync } from 'node:zlib';
import { withBenchSite, samplePaths, BASE } from './bench/site.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const bytes = (s) => Buffer.byteLength(s);

/** What the forms without scripts add to a page's HTML, counted in the HTML itself. */
function plainFormBytes(html) {
  // A lead button: `<a href="…/forms/<form>/?from=…" role="button"` in place of `<button type="button"`, `</a>` for `</button>`.
  const links = [...html.matchAll(/<a href="[^"]*\/forms\/[^"]*" role="button"/g)];
  const linkBytes = links.reduce((sum, m) => sum + bytes(m[0]) - bytes('<button type="button"'), 0) - links.length * 5;
  // The same links inside static blocks' HTML carried in the page data (JSON-escaped).
  const inData = [...html.matchAll(/\\u003ca href=\\"[^"\\]*\/forms\/[^"\\]*\\" role=\\"button\\"/g)];
  const dataBytes = inData.reduce((sum, m) => sum + bytes(m[0]) - bytes('\\u003cbutton type=\\"button\\"'), 0) - inData.length * 5;
  const hidden = [...html.matchAll(/<input type="hidden" name="[^"]*" value="[^"]*"\/>/g)].reduce((sum, m) => sum + bytes(m[0]), 0);
  const formAttrs = [...html.matchAll(/ method="post" action="[^"]*"( enctype="multipart\/form-data")?/g)].reduce(
    (sum, m) => sum + bytes(m[0]),
    0,
  );
  return { links: links.length, added: linkBytes + dataBytes + hidden + formAttrs };
}

async function measure(origin) {
  const paths = await samplePaths(origin);
  console.log(`\n${origin}`);
  console.log('page      path                                   HTML      gzip     __NEXT_DATA__  lead links  added by plain forms');
  for (const [name, path] of Object.entries(paths)) {
    if (!path) continue;
    const url = `${origin}${BASE}${path}`;
    const r = await fetch(url, { headers: { connection: 'close' } });
    const html = await r.text();
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    const data = html.match(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '';
    const plain = plainFormBytes(html);
    console.log(
      [
        name.padEnd(9),
        path.slice(0, 38).padEnd(38),
        kB(bytes(html)).padStart(8),
        kB(gzipSync(html).length).padStart(8),
        kB(bytes(data)).padStart(13),
        String(plain.links).padStart(11),
        `${plain.added} B`.padStart(21),
      ].join(' '),
    );
  }
}

const urls = arg('--url');
if (urls) for (const url of urls.split(',')) await measure(url.replace(/\/$/, ''));
else await withBenchSite(({ site }) => measure(site.url));
