/** The spec's limits for cards and the header column. */
export const WEBINAR_TITLE_MAX = 75;
export const WEBINAR_DESCRIPTION_MAX = 86;
export const ARTICLE_TITLE_MAX = 75;

/**
 * The first `max` characters and an ellipsis when the text is longer; shorter texts stay as they are.
 * Spaces before the cut are dropped so the ellipsis does not hang after a gap.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  const chars = Array.from(value); // by code points, so an emoji is never cut in half
  if (chars.length <= max) return value;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
