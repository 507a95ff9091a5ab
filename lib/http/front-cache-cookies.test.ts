// deploy/nginx.conf's micro-cache tells visitors apart by cookie names it writes out itself; these
// tests hold its patterns to the names the code and Next use, so renaming a cookie cannot silently
// serve one visitor's page to another. And they keep a measured stall out of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COOKIE_NAME_PRERENDER_BYPASS, COOKIE_NAME_PRERENDER_DATA } from 'next/dist/server/api-utils';
import { variantCookie } from '@/lib/experiments/assign';
import { CONSENT_COOKIE } from '@/lib/experiments/consent-cookie';

const conf = readFileSync(join(__dirname, '../../deploy/nginx.conf'), 'utf8');

/** The regular expression of the `map $http_cookie $name` block (nginx's PCRE, which JS reads alike). */
function cookieMap(name: string): RegExp {
  const block = new RegExp(`map \\$http_cookie \\$${name} \\{\\s*"~(.+)" 1;`).exec(conf);
  if (!block) throw new Error(`deploy/nginx.conf has no cookie map $${name}`);
  return new RegExp(block[1]!);
}

describe('the micro-cache of deploy/nginx.conf', () => {
  const bypass = cookieMap('visitor_cookie');
  const consent = cookieMap('consent_cookie');

  it("bypasses the copy for Next's preview cookies and a kept A/B variant, wherever they stand", () => {
    for (const cookie of [COOKIE_NAME_PRERENDER_BYPASS, COOKIE_NAME_PRERENDER_DATA, variantCookie(7), variantCookie(1234)]) {
      expect(bypass.test(`${cookie}=1`)).toBe(true);
      expect(bypass.test(`_ym_uid=1; ${cookie}=x; other=2`)).toBe(true);
    }
  });

  it("keys the copy on the consent the proxy reads, and ignores everybody else's cookies", () => {
    expect(consent.test(`${CONSENT_COOKIE}=true`)).toBe(true);
    expect(consent.test(`_ym_uid=1; ${CONSENT_COOKIE}=true; _ym_d=2`)).toBe(true);
    expect(consent.test(`${CONSENT_COOKIE}=false`)).toBe(false);
    expect(consent.test(`${CONSENT_COOKIE}=trueish`)).toBe(false);
    for (const other of ['_ym_uid=1; _ga=GA1.1', 'session=abc; lang=ru', 'xab_3=1', `my${CONSENT_COOKIE}=true`, 'my__prerender_bypass=1'])
      expect([bypass.test(other), consent.test(other)]).toEqual([false, false]);
  });

  it('makes no visitor wait on a cache lock, which nginx looks at again only every 500 ms', () => {
    expect(conf).not.toMatch(/^\s*proxy_cache_lock\s+on\b/m);
    expect(conf).toMatch(/^\s*proxy_cache_use_stale updating;/m);
  });
});
