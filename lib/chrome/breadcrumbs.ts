// The breadcrumb trail of a page, by the spec's rules: the main site's home and products page, the
// product home, then one crumb per path segment ('products' and 'ecm' skipped, 'category' hidden),
// the last one without a link. A segment's title comes from one map, the CMS collection «Названия
// разделов» (breadcrumb_titles), so it reads the same wherever the segment appears; a segment not in
// the map is titled by the page itself when it is the last one, and otherwise shown as written.

export type Crumb = { title: string; href: string | null };

/** Rows of the breadcrumb_titles collection. */
export type SegmentTitle = { segment?: string | null; title?: string | null };

const SKIPPED = new Set(['products', 'ecm']);
const HIDDEN = new Set(['category']);

type Options = {
  /** Site path of the page, e.g. /prices/business/sed/. */
  path: string;
  /** The page's own title (from the CMS) for a last crumb the map does not name. */
  pageTitle?: string | null;
  productName: string;
  mainSiteUrl?: string | null;
  /** The title map as marketers keep it in the CMS. */
  titles?: readonly (SegmentTitle | null)[] | null;
};

/** The map from the CMS rows: segments compare in lower case, empty rows are ignored. */
export function titleMap(rows: Options['titles']): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const row of rows ?? []) {
    const segment = row?.segment?.trim().toLowerCase();
    const title = row?.title?.trim();
    if (segment && title) map.set(segment, title);
  }
  return map;
}

export function breadcrumbs({ path, pageTitle, productName, mainSiteUrl, titles }: Options): Crumb[] {
  const main = mainSiteUrl && /^https?:\/\//.test(mainSiteUrl) ? mainSiteUrl.replace(/\/?$/, '/') : 'https://elma365.com/ru/';
  const map = titleMap(titles);
  const trail: Crumb[] = [
    { title: 'Главная', href: main },
    { title: 'Продукты ELMA', href: `${main}products/` },
    { title: `${productName} ECM`.trim(), href: '/' },
  ];
  const segments = path.split('/').filter(Boolean);
  let href = '/';
  segments.forEach((segment, i) => {
    href += `${segment}/`;
    if (SKIPPED.has(segment) || HIDDEN.has(segment)) return;
    const last = i === segments.length - 1;
    const raw = decodeSegment(segment);
    const title = map.get(raw.toLowerCase()) || (last && pageTitle) || raw;
    trail.push({ title, href });
  });
  // The page the visitor is on is not a link.
  const current = trail[trail.length - 1]!;
  trail[trail.length - 1] = { ...current, href: null };
  return trail;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
