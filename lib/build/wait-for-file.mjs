// `npm start` builds the site while Directus starts and is seeded (scripts/start.mjs): compiling
// needs no CMS, collecting the pages' data and prerendering them do. This plugin holds the end of
// the browser compile, the last of Next's three (server, edge, browser), until a file exists, which
// start.mjs writes once the CMS is ready; Next then reads the CMS as after a build started later.
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export class WaitForFile {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  /** @param {any} compiler webpack's (Next bundles webpack without its types) */
  apply(compiler) {
    compiler.hooks.done.tapPromise('WaitForFile', async () => {
      if (existsSync(this.file)) return;
      console.log('  Compiled; waiting for the CMS to be ready …');
      while (!existsSync(this.file)) await sleep(250);
    });
  }
}
