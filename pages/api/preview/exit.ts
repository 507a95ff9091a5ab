import type { NextApiRequest, NextApiResponse } from 'next';
import { BASE_PATH } from '@/lib/routing/base-path';
import { partitionCookies } from '@/lib/http/partitioned-cookies';

export default function exitPreview(_req: NextApiRequest, res: NextApiResponse) {
  res.clearPreviewData();
  partitionCookies(res);
  res.redirect(307, `${BASE_PATH}/`);
}
