import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/http/safe-equal';
import { deliverDue } from '@/lib/leads/crm';

/**
 * POST: sends every lead whose CRM delivery is due. Called every minute by the Directus flow
 * «Повторить отправку заявок в CRM», with the secret Directus flows use to call the site.
 */
export default async function crmRetry(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return res.status(405).json({ error: 'Use POST' });
  }
  if (!env.REVALIDATE_SECRET || !safeEqual(String(req.headers['x-revalidate-secret'] ?? ''), env.REVALIDATE_SECRET)) {
    return res.status(401).json({ error: 'Invalid secret' });
  }
  try {
    return res.status(200).json({ data: await deliverDue() });
  } catch (e) {
    console.error(`CRM retry run failed: ${(e as Error).message}`);
    return res.status(503).json({ error: 'CMS unavailable, leads stay pending' });
  }
}
