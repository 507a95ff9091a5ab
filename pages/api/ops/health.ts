// Liveness: the process answers. Kept off the public front by nginx.
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiRoute } from '@/lib/http/api-route';

export default apiRoute(['GET', 'HEAD'], function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  return res.status(200).json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
});
