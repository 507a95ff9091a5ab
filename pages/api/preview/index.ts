import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/http/safe-equal';
import { BASE_PATH } from '@/lib/routing/base-path';

/**
 * Draft preview, opened from the Directus admin: `?secret=…&path=/page/`. The secret is the site's
 * own preview secret, never a Directus token; drafts are then read server-side with the site token.
 */
export default function preview(req: NextApiRequest, res: NextApiResponse) {
  const secret = typeof req.query.secret === 'string' ? req.query.secret : '';
  const path = typeof req.query.path === 'string' ? req.query.path : '';
  if (!env.PREVIEW_SECRET) return res.status(503).json({ error: 'Предпросмотр не настроен: задайте PREVIEW_SECRET' });
  if (!safeEqual(secret, env.PREVIEW_SECRET)) return res.status(401).json({ error: 'Неверный ключ предпросмотра' });
  // Only a path of this site, so the route cannot be used to send people elsewhere.
  if (!/^\/([a-z0-9-]+\/)*$/.test(path)) return res.status(400).json({ error: 'Укажите путь страницы, например /archiving/' });
  res.setDraftMode({ enable: true });
  res.redirect(307, `${BASE_PATH}${path}`);
}
