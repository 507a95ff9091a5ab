import { env } from '@/lib/env';
import type { ReadAs } from './client';

export type ContentStatus = 'published' | 'draft' | 'archived';

/**
 * Which statuses a read may show, and as whom. Visitors of production and staging see published
 * items; develop and draft preview also see drafts and archived items, read with the site's token.
 */
export function visibility(preview: boolean): { statuses: ContentStatus[]; readAs: ReadAs } {
  if (preview || env.CONTENT_ENV === 'develop') return { statuses: ['published', 'draft', 'archived'], readAs: 'preview' };
  return { statuses: ['published'], readAs: 'public' };
}

/** The develop content environment shows drafts to every visitor: every path may be a draft page there. */
export function visitorsSeeDrafts(): boolean {
  return visibility(false).statuses.includes('draft');
}
