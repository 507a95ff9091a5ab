// POST /api/content/: the content endpoint (spec §7) over published pages, news, articles and
// webinars of the site's language and product; the query language is lib/search/content-query.ts.
// Answers { data, total, surround? }; a bad query is a 400 with its reason.
import type { NextApiRequest, NextApiResponse } from 'next';
import * as yup from 'yup';
import { parseContentQuery, QueryError, runQuery, type ContentQuery } from '@/lib/search/content-query';
import { findDocuments, searchIndex } from '@/lib/search/engine';
import { apiRoute } from '@/lib/http/api-route';

export default apiRoute(['POST'], async function content(req: NextApiRequest, res: NextApiResponse) {
  let query: ContentQuery;
  try {
    query = parseContentQuery(req.body ?? {});
  } catch (e) {
    if (e instanceof yup.ValidationError) return res.status(400).json({ error: `Неверный запрос: ${e.errors.join('; ')}` });
    throw e;
  }
  let index;
  try {
    index = await searchIndex();
  } catch (e) {
    console.error(`Search index unavailable: ${(e as Error).message}`);
    res.setHeader('retry-after', '10');
    return res.status(503).json({ error: 'Поиск временно недоступен, попробуйте через несколько секунд' });
  }
  const ranked = query.search ? await findDocuments(index, query.search) : [...index.docs.values()].map((doc) => ({ doc }));
  try {
    return res.status(200).json(runQuery(query, ranked));
  } catch (e) {
    if (e instanceof QueryError) return res.status(400).json({ error: `Неверный запрос: ${e.message}` });
    throw e;
  }
});
