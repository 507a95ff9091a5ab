// Kept apart from ./plain-post.ts: every page's lead buttons need this (components/forms/form-button.tsx), not the rest.
import { BASE_PATH } from '@/lib/routing/base-path';

/** A form's own page, for a visitor without scripts (pages/forms/[form].tsx); `from`: the page the visitor was on (its path within the site). */
export function formPageHref(kind: string, from?: string | null): string {
  const page = `${BASE_PATH}/forms/${kind}/`;
  return from ? `${page}?from=${encodeURIComponent(from)}` : page;
}
