// The breadcrumb trail of a page, by the spec's rules: the main site's home and products page, the
// product home, then one crumb per path segment ('products' and 'ecm' skipped, 'category' hidden),
// the last one without a link.

export type Crumb = { title: string; href: string | null };

/** Section titles by path segment; a segment not listed shows as it is written. */
export const SEGMENT_TITLES: Readonly<Record<string, string>> = {
  news: 'Новости и статьи',
  webinars: 'Вебинары',
  articles: 'Статьи',
  authors: 'Авторы',
  prices: 'Цены',
  try: 'Пробная версия',
  configuration: 'Активация CSP',
  lottery: 'Розыгрыш',
  contacts: 'Контакты',
  partners: 'Партнёрам',
  privacy: 'Политика конфиденциальности',
  agreement: 'Пользовательское соглашение',
  csp: 'CSP',
  mchd: 'Машиночитаемая доверенность',
  ai: 'ИИ',
  sed: 'СЭД',
  solutions: 'Решения',
  standard: 'Стандарт',
};

const SKIPPED = new Set(['products', 'ecm']);
const HIDDEN = new Set(['category']);

type Options = {
  /** Site path of the page, e.g. /prices/business/sed/. */
  path: string;
  /** The page's own title (from the CMS) for the last crumb. */
  pageTitle?: string | null;
  productName: string;
  mainSiteUrl?: string | null;
};

export function breadcrumbs({ path, pageTitle, productName, mainSiteUrl }: Options): Crumb[] {
  const main = mainSiteUrl && /^https?:\/\//.test(mainSiteUrl) ? mainSiteUrl.replace(/\/?$/, '/') : 'https://elma365.com/ru/';
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
    const title = (last && pageTitle) || SEGMENT_TITLES[segment] || decodeSegment(segment);
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
