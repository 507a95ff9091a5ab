// Kept apart from ./plain-post.ts: every page's lead buttons need this (components/forms/form-button.tsx), not the rest.
import { BASE_PATH } from '@/lib/routing/base-path';

/** A form's name in its page's address: the site's paths are lower case (proxy.ts), so `questionComment` is `question-comment`. */
export const formPageSlug = (kind: string) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The form a page's address names (formPageSlug read back). */
export const formOfSlug = (slug: string) => slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A form's own page, for a visitor without scripts (pages/forms/[name].tsx); `from`: the page the
 * visitor was on (its path within the site); `webinar`: the slug of the webinar a sign-up is for.
 */
export function formPageHref(kind: string, from?: string | null, webinar?: string): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (webinar) query.set('webinar', webinar);
  const page = `${BASE_PATH}/forms/${formPageSlug(kind)}/`;
  const search = query.toString();
  return search ? `${page}?${search}` : page;
}
