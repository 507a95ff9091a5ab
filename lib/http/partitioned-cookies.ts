import type { ServerResponse } from 'node:http';

/**
 * Marks the cookies set so far as Partitioned (CHIPS). The admin app frames the preview; when the
 * admin and the site are different sites (127.0.0.1:8055 framing localhost:3000, or a CMS domain
 * apart from the site's), the browser keeps a third-party cookie only if it is partitioned by the
 * top-level site. Next already sets them `SameSite=None; Secure`.
 */
export function partitionCookies(res: ServerResponse) {
  const set = res.getHeader('set-cookie');
  const cookies = typeof set === 'string' ? [set] : Array.isArray(set) ? set : [];
  res.setHeader(
    'set-cookie',
    cookies.map((c) => (/;\s*secure/i.test(c) && !/;\s*partitioned/i.test(c) ? `${c}; Partitioned` : c)),
  );
}
