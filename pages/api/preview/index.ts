import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/http/safe-equal';
import { BASE_PATH } from '@/lib/routing/base-path';
import { partitionCookies } from '@/lib/http/partitioned-cookies';
import { adminPreviewLink } from '@/lib/preview/admin-link';
import { checkPreviewToken, previewSubject } from '@/lib/preview/token';

/**
 * Pages opened in a tab of their own, not framed by the admin: their draft session is kept to their
 * own address. The block catalogue, opened from the admin's module bar, used to leave that browser
 * in draft mode on the whole site (drafts, the draft banner) until it was closed.
 */
const DRAFT_ONLY_HERE = new Set(['/block-catalogue/']);

/**
 * Draft preview, opened from the Directus admin: `?token=…&path=/page/[&version=key]`, a one-minute,
 * single-use token cms/extensions/preview-link mints for the signed-in admin user (lib/preview/token.ts;
 * the items' preview panes, the block catalogue, the Visual Editor), or `?secret=…&path=…` (scripts
 * and tests). Asked for with neither (`?path=/&version=key`, the Visual Editor's address, which anyone
 * can copy from the module), it sends the browser to the admin's preview link, which comes back here
 * with a token for the signed-in person only (lib/preview/admin-link.ts). The secret is the site's own
 * preview secret, never a Directus token; drafts and the named content version are then read
 * server-side with the preview token.
 */
export default function preview(req: NextApiRequest, res: NextApiResponse) {
  const secret = typeof req.query.secret === 'string' ? req.query.secret : '';
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const path = typeof req.query.path === 'string' ? req.query.path : '';
  const version = (typeof req.query.version === 'string' && req.query.version) || 'main';
  // An A/B test variant to show in place of the block under test (a link of the test's screen).
  const variantText = typeof req.query.variant === 'string' ? req.query.variant : '';
  if (variantText && !/^\d{1,10}$/.test(variantText)) return res.status(400).json({ error: 'Неверный номер варианта' });
  const variant = variantText ? Number(variantText) : undefined;
  // A release whose preview shows the whole site as the release will make it (lib/cms/release-view.ts).
  const releaseText = typeof req.query.release === 'string' ? req.query.release : '';
  if (releaseText && !/^\d{1,10}$/.test(releaseText)) return res.status(400).json({ error: 'Неверный номер релиза' });
  const release = releaseText ? Number(releaseText) : undefined;
  if (!env.PREVIEW_SECRET) return res.status(503).json({ error: 'Предпросмотр не настроен: задайте PREVIEW_SECRET' });
  // Only a path of this site, so the route cannot be used to send people elsewhere.
  if (!/^\/([a-z0-9-]+\/)*$/.test(path)) return res.status(400).json({ error: 'Укажите путь страницы, например /archiving/' });
  if (!/^[\w-]{1,64}$/.test(version)) return res.status(400).json({ error: 'Неверный ключ версии' });
  if (!token && !secret && !variant && !release) {
    res.setHeader('cache-control', 'no-store');
    return res.redirect(307, adminPreviewLink(env.DIRECTUS_PUBLIC_URL, path, version, req.headers.referer));
  }
  if (token) {
    const checked = checkPreviewToken(token, previewSubject(path, variant, release), env.PREVIEW_SECRET);
    if (!checked.ok) return res.status(401).json({ error: checked.reason });
  } else if (variant || release || !safeEqual(secret, env.PREVIEW_SECRET))
    // A variant or a release opens with a token only: its link is made for the person signed in to the admin.
    return res.status(401).json({ error: 'Неверный ключ предпросмотра' });
  // Preview data (not bare draft mode) carries the version key to getStaticProps.
  // A variant's preview is kept to its page, like the block catalogue: the rest of the site stays as visitors see it.
  // A release's preview is the whole site: the marketer follows its links and menus anywhere.
  res.setPreviewData(
    variant ? { variant } : release ? { release } : version === 'main' ? {} : { version },
    variant || DRAFT_ONLY_HERE.has(path) ? { path: `${BASE_PATH}${path.replace(/\/$/, '')}` } : {},
  );
  partitionCookies(res);
  res.redirect(307, `${BASE_PATH}${path}`);
}
