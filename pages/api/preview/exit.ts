import type { NextApiRequest, NextApiResponse } from 'next';
import { BASE_PATH } from '@/lib/routing/base-path';

export default function exitPreview(_req: NextApiRequest, res: NextApiResponse) {
  res.setDraftMode({ enable: false });
  res.redirect(307, `${BASE_PATH}/`);
}
