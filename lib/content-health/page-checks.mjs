// What the content health report (cms/extensions/content-health) finds on one page of the site as
// visitors get it: its HTML, read as the site serves it. Plain JavaScript without dependencies:
// Directus loads it from the extension, and the site's unit tests check it.
//
// The spec sets no bounds for a page's title and description for search engines; these are the
// lengths search engines show in full (docs/adr/0025-content-health-from-the-served-pages.md).

/** The `<title>` in characters: shorter says too little, longer is cut in search results. */
export const TITLE_CHARS = { min: 10, max: 70 };
/** The description for search engines (`<meta name="description">`) in characters. */
export const DESCRIPTION_CHARS = { min: 50, max: 160 };

/** `file`: the CMS file a finding is about (a picture), named by the report. @typedef {{ level: 'error' | 'warning', text: string, file?: string | null }} Finding */

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const decode = (/** @type {string} */ s) =>
  s.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e) => ENTITIES[/** @type {keyof typeof ENTITIES} */ (e)]);

/** An attribute of a start tag as React writes it (`name="value"`), decoded; null when absent. */
function attribute(/** @type {string} */ tag, /** @type {string} */ name) {
  const m = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return m ? decode(m[1] ?? '') : null;
}

const error = (/** @type {string} */ text) => /** @type {Finding} */ ({ level: 'error', text });
const warning = (/** @type {string} */ text) => /** @type {Finding} */ ({ level: 'warning', text });

/**
 * The id of the CMS file an image shows (`…/assets/<id>/`, through Next's optimiser as
 * `/_next/image?url=…%2Fassets%2F<id>%2F…`), for the report to name it.
 */
const fileOf = (/** @type {string} */ src) => {
  let url = src;
  try {
    url = decodeURIComponent(src);
  } catch {
    // Not encoded: as it is.
  }
  return url.match(/\/assets\/([0-9a-f]{8}-[0-9a-f-]{27})/)?.[1] ?? null;
};

/**
 * The findings on a page's HTML, and the site paths it links to (without `basePath`, as the CMS
 * writes them: `/archiving/`), for the report to check each once.
 * @param {string} html
 * @param {string} basePath the site's base path, `/ru/products/ecm`
 * @returns {{ findings: Finding[], links: string[] }}
 */
export function checkPage(html, basePath) {
  /** @type {Finding[]} */
  const findings = [];
  const h1 = (html.match(/<h1[\s>]/g) ?? []).length;
  if (h1 === 0) findings.push(error('Нет заголовка первого уровня (h1): поисковики и экранные дикторы не узнают, о чём страница'));
  if (h1 > 1) findings.push(error(`Заголовков первого уровня (h1) ${h1}, а нужен один: оставьте его у первого блока страницы`));

  const title = decode(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '').trim();
  if (!title) findings.push(error('Нет заголовка для поисковиков'));
  else if (title.length > TITLE_CHARS.max)
    findings.push(warning(`Заголовок для поисковиков длиннее ${TITLE_CHARS.max} знаков: в поиске его обрежут`));
  else if (title.length < TITLE_CHARS.min)
    findings.push(warning(`Заголовок для поисковиков короче ${TITLE_CHARS.min} знаков: он мало говорит о странице`));

  const metaTag = html.match(/<meta\s[^>]*name="description"[^>]*>/)?.[0];
  const description = metaTag ? (attribute(metaTag, 'content') ?? '').trim() : '';
  if (!description) findings.push(warning('Нет описания для поисковиков: они покажут случайный кусок текста страницы'));
  else if (description.length > DESCRIPTION_CHARS.max)
    findings.push(warning(`Описание для поисковиков длиннее ${DESCRIPTION_CHARS.max} знаков: в поиске его обрежут`));
  else if (description.length < DESCRIPTION_CHARS.min)
    findings.push(warning(`Описание для поисковиков короче ${DESCRIPTION_CHARS.min} знаков: оно мало говорит о странице`));

  // Pictures of the page's content (its <main>): the chrome's logo and icons are the site's own.
  const main = html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? '';
  for (const img of main.match(/<img\s[^>]*>/g) ?? []) {
    if ((attribute(img, 'alt') ?? '').trim()) continue;
    findings.push({ ...error('Картинка без описания (alt): незрячий посетитель её не узнает'), file: fileOf(attribute(img, 'src') ?? '') });
  }

  const links = new Set();
  for (const a of html.match(/<a\s[^>]*href="[^"]*"[^>]*>/g) ?? []) {
    const href = attribute(a, 'href') ?? '';
    if (href !== basePath && !href.startsWith(`${basePath}/`)) continue;
    const path = (href.slice(basePath.length).split(/[?#]/)[0] ?? '') || '/';
    // The site's own routes (the preview's exit), not pages.
    if (path.startsWith('/api/') || path.startsWith('/_next/')) continue;
    links.add(path.endsWith('/') ? path : `${path}/`);
  }
  return { findings, links: [...links] };
}
