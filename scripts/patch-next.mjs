// postinstall: the one change the site makes to Next (pinned exactly in package.json), for the CPU a
// cached page costs one `next start`.
//
// The file cache keeps a page's HTML as bytes (lib/shared/file-cache-handler.mjs: Node encoding the
// 107 kB string anew was a third of a cached page's CPU). Next sends a page whose HTML is not a
// string as a stream: a web ReadableStream over the bytes, piped into a WritableStream over the
// response, with an AbortController and its signal, and the answer chunked. For bytes already whole
// that machinery was most of what was left of a request: 899 → 692 µs of CPU a request for the
// home page, 1,171 → 1,528 req/s (medians of five, one build; docs/benchmarks.md). With this
// change a page held as bytes is written as it is, with its Content-Length, as Next writes a page
// held as a string. Nothing else changes: the same bytes, HEAD and compression as before (a
// compressing wrapper drops the length), and a response that waits on work after it (`waitUntil`)
// is still piped.
//
// The change is made by exact text, so a Next that differs fails the install here, naming the file,
// rather than running unchanged. The file is written anew (not in place), so a copy of
// node_modules made of hard links keeps its original.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const PATCHES = [
  {
    file: 'next/dist/compiled/next-server/pages.runtime.prod.js',
    find: 'async pipeToNodeResponse(e){',
    add: 'if(Buffer.isBuffer(this.response)&&!this.waitUntil&&!e.headersSent){e.setHeader("Content-Length",this.response.length);e.end(this.response);return}',
  },
];

for (const { file, find, add } of PATCHES) {
  const path = require.resolve(file);
  const text = readFileSync(path, 'utf8');
  if (text.includes(find + add)) continue;
  if (text.split(find).length !== 2) {
    console.error(`patch-next: ${file} does not hold «${find}» once; the installed Next is not the one this patch was made for.`);
    process.exit(1);
  }
  writeFileSync(`${path}.patching`, text.replace(find, find + add));
  renameSync(`${path}.patching`, path);
  console.log(`patch-next: ${file} sends a page held as bytes whole`);
}
