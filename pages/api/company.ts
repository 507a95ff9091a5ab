import type { NextApiRequest, NextApiResponse } from 'next';
import { companyProvider } from '@/lib/company';
import { apiRoute } from '@/lib/http/api-route';
import { clientIp } from '@/lib/http/request';
import { allow } from '@/lib/http/rate-limit';

const MAX_QUERY = 100;
const COUNT = 10;
/** Typing sends a request per pause (300 ms debounce): generous, but a scraper is stopped. */
const PER_MINUTE = 120;

/** GET ?company=: suggestions for the company field, { data: [{ company, inn, address, fullName, data }] }. */
export default apiRoute(['GET'], async function companies(req: NextApiRequest, res: NextApiResponse) {
  const query = typeof req.query.company === 'string' ? req.query.company.trim() : '';
  if (query.length > MAX_QUERY) return res.status(400).json({ error: `Запрос длиннее ${MAX_QUERY} символов` });
  if (!(await allow('company', clientIp(req), PER_MINUTE)).allowed) return res.status(429).json({ error: 'Слишком много запросов' });
  if (query.length < 2) return res.status(200).json({ data: [] });
  try {
    const data = await companyProvider().suggest(query, COUNT);
    res.setHeader('cache-control', 'private, max-age=60');
    return res.status(200).json({ data });
  } catch (e) {
    console.error(`Company suggestions failed: ${(e as Error).message}`);
    res.setHeader('retry-after', '30');
    return res.status(503).json({ error: 'Подсказки компаний недоступны' });
  }
});
