// The instance's metrics in Prometheus' text format (lib/http/metrics.ts). Kept off the public front by nginx.
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiRoute } from '@/lib/http/api-route';
import { metrics } from '@/lib/http/metrics';

export default apiRoute(['GET'], async function scrape(_req: NextApiRequest, res: NextApiResponse) {
  const { registry } = metrics();
  const text = await registry.metrics();
  res.setHeader('content-type', registry.contentType);
  res.setHeader('cache-control', 'no-store');
  return res.status(200).send(text);
});
