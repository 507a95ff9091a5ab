// Readiness (lib/http/health.ts): 200 while the lead journal takes writes, else 503; Directus and
// Redis are reported. Kept off the public front by nginx.
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiRoute } from '@/lib/http/api-route';
import { readiness } from '@/lib/http/health';

export default apiRoute(['GET', 'HEAD'], async function ready(_req: NextApiRequest, res: NextApiResponse) {
  const r = await readiness();
  res.setHeader('cache-control', 'no-store');
  return res.status(r.ready ? 200 : 503).json({ status: r.ready ? 'ready' : 'unready', ...r.checks });
});
