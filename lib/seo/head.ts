// What a page's head says about it: its <title> and the picture shared with its link. CMS pages and
// the content sections' pages build them alike.
import { BASE_PATH } from '@/lib/routing/base-path';

/** The default page title of the site. */
export const defaultTitle = (product: string) => `${product} CSP | Управляйте документами, бизнес-контентом и бизнес-процессами`;

/** Titles set at runtime start with a capital letter. */
export const capitalize = (s: string) => (s ? s[0]!.toLocaleUpperCase('ru-RU') + s.slice(1) : s);

/**
 * The page's title: its SEO title as typed (capitalised), else its title followed by the product's
 * name; the home page without an SEO title has the site's default one. `asTyped` (preview): the
 * marketer's own letters, so that the tab shows what they typed rather than a capital they did not.
 */
export function pageTitle({
  seoTitle,
  title,
  product,
  home = false,
  asTyped = false,
}: {
  seoTitle?: string | null;
  title: string;
  product: string;
  home?: boolean;
  asTyped?: boolean;
}) {
  const cap = asTyped ? (s: string) => s : capitalize;
  if (seoTitle) return cap(seoTitle);
  if (home) return defaultTitle(product);
  return `${cap(title)}${product ? ` | ${product}` : ''}`;
}

/** The Open Graph picture: the page's own image cut to a social card, else `fallback` (a site image path). */
type Image = { id: string } | null | undefined;
export function socialImage(siteUrl: string, assetsUrl: string, image: Image, fallback: string): string;
export function socialImage(siteUrl: string, assetsUrl: string, image: Image): string | null;
export function socialImage(siteUrl: string, assetsUrl: string, image: Image, fallback?: string) {
  if (image) return `${siteUrl}${assetsUrl}/assets/${image.id}/?width=1200&height=630&fit=cover`;
  return fallback ? `${siteUrl}${BASE_PATH}${fallback}` : null;
}
