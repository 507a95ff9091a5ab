// The layout sweep: every page of the sitemap, plus the block catalogue (a page with every block
// type) and the 404 page, at a phone's, a tablet's and a desktop's width, looked at as a person would
// once the page is ready: the heading and first block not under the fixed header (nor an anchor's
// target after a jump to it), no sideways scroll, no text over text or cut off, no broken or unsized
// image, tap targets of at least 24×24 px on the phone (WCAG 2.5.8, axe's `target-size`), and axe
// clean at the phone's and the desktop's width (`axe`). It is the site's one axe audit of its pages
// (a11y.browser.test.ts audits what only a visitor's action shows: open menus and accordions).
// Every defect is collected, then the test fails once with the whole list: page, width, element, box.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { anchorDefects, layoutDefects, imageSources, type LayoutDefect } from '../support/layout-checks';
import { openReady, stillPages } from '../support/page-ready';
import { previewSecret, SITE } from '../support/stack';

// About 80 pages at three widths, three at a time: a few minutes on a busy 2-core machine.
jest.setTimeout(1_200_000);

// Axe was half the sweep's time at three widths. What it checks is the markup, the same at every
// width (no component renders by the width: the breakpoints are CSS), and the colours, which no
// breakpoint changes; target sizes are the phone's. So axe runs at the two ends, where a hidden or
// shown element (the burger, the desktop menu) differs, and the tablet's own layout is still checked.
const WIDTHS = [
  { width: 375, height: 812, axe: true },
  { width: 768, height: 1024, axe: false },
  { width: 1440, height: 900, axe: true },
] as const;
const CATALOGUE = '/block-catalogue/';
/** Not in the sitemap, seen by every visitor who mistypes an address. */
const NOT_FOUND = '/no-such-page/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sitemap's pages, as paths under the site's base path. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${SITE()}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/^\/ru\/products\/ecm/, '') || '/');
  if (paths.length < 20) throw new Error(`the sitemap lists only ${paths.length} pages`);
  return paths;
}

/**
 * Axe at this width: the serious and critical findings (WCAG 2.1 AA and best practice); on a phone
 * also target sizes. The header and footer are the same on every page of one look of the header
 * (theme, transparent or solid, fixed or static: the page record's): the whole page is audited on the
 * first page of each look, elsewhere the page's own content (<main>) only. Only violations are
 * collected: axe skips the work of listing what passed, which on these pages is most of its time.
 */
async function axeDefects(page: Page, phone: boolean, whole: boolean): Promise<LayoutDefect[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  let axe = new AxeBuilder({ page }).withTags(phone ? [...tags, 'wcag22aa'] : tags).options({ resultTypes: ['violations'] });
  if (!whole) axe = axe.include('main');
  const { violations } = await axe.analyze();
  const found: LayoutDefect[] = [];
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    for (const node of v.nodes.slice(0, 5)) {
      const selector = node.target.join(' ');
      const box = await page
        .locator(selector)
        .first()
        .boundingBox()
        .catch(() => null);
      found.push({
        check: v.id === 'target-size' ? 'цель касания меньше 24×24' : `axe ${v.id}`,
        element: `${selector}${node.html ? ` ${node.html.slice(0, 80)}` : ''}`,
        box: box
          ? { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }
          : { x: 0, y: 0, width: 0, height: 0 },
        detail: v.help,
      });
    }
  return found;
}

type Finding = LayoutDefect & { path: string; width: number };
/** Where the sweep's time goes, summed over pages and widths (printed with the result). */
const time = { open: 0, layout: 0, axe: 0 };

/** One width's visitor goes through the pages in turn. */
async function sweepAt(size: (typeof WIDTHS)[number], paths: string[], images: Map<string, string[]>): Promise<Finding[]> {
  const viewport = { width: size.width, height: size.height };
  const context: BrowserContext = await browser.newContext({ viewport, locale: 'ru-RU', reducedMotion: 'reduce' });
  const findings: Finding[] = [];
  try {
    await context.addInitScript(() => window.localStorage.setItem('cookies-approved', 'true'));
    await stillPages(context);
    const page = await context.newPage();
    /** The header's looks audited in full at this width (its class list names the look). */
    const chromeAudited = new Set<string>();
    for (const path of paths) {
      const url =
        path === CATALOGUE ? `${SITE()}/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=${CATALOGUE}` : `${SITE()}${path}`;
      try {
        let t = Date.now();
        await openReady(page, url);
        time.open += Date.now() - t;
        // Read at the top of the page, before the anchor checks scroll it (a scrolled header looks solid).
        const look = await page.evaluate(() => document.querySelector('header')?.className ?? '');
        t = Date.now();
        const layout = [...(await page.evaluate(layoutDefects)), ...(await page.evaluate(anchorDefects))];
        time.layout += Date.now() - t;
        t = Date.now();
        // Axe sees the page as it opened: at the top, the header in its first look (the anchor
        // checks jumped down the page).
        if (size.axe && (await page.evaluate(() => window.scrollY)) > 0) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForFunction(() => !document.querySelector('header[data-scrolled]'));
        }
        const whole = !chromeAudited.has(look);
        if (size.axe) chromeAudited.add(look);
        const defects = size.axe ? [...layout, ...(await axeDefects(page, size.width < 640, whole))] : layout;
        time.axe += Date.now() - t;
        findings.push(...defects.map((d) => ({ ...d, path, width: size.width })));
        for (const src of await page.evaluate(imageSources)) images.set(src, [...(images.get(src) ?? []), `${path} @${size.width}`]);
      } catch (e) {
        findings.push({
          path,
          width: size.width,
          check: 'страница не открылась',
          element: 'html',
          box: { x: 0, y: 0, width: 0, height: 0 },
          detail: String(e).slice(0, 300),
        });
      }
    }
  } finally {
    await context.close();
  }
  return findings;
}

describe('the layout sweep', () => {
  it('finds nothing a person would call broken on any sitemap page, block or the 404 page, at 375, 768 and 1440 px', async () => {
    const started = Date.now();
    const paths = [...(await sitemapPaths()), CATALOGUE, NOT_FOUND];
    const images = new Map<string, string[]>();
    const findings = (await Promise.all(WIDTHS.map((size) => sweepAt(size, paths, images)))).flat();

    // Each picture address once: lazy pictures below the fold never loaded during the sweep.
    for (const [src, where] of images) {
      const r = await fetch(src).catch(() => null);
      if (!r?.ok || !r.headers.get('content-type')?.startsWith('image/'))
        findings.push({
          path: where[0]!.split(' @')[0]!,
          width: Number(where[0]!.split(' @')[1]),
          check: 'изображение не загрузилось',
          element: src,
          box: { x: 0, y: 0, width: 0, height: 0 },
          detail: `ответ ${r?.status ?? 'нет'}; также ${where.length - 1} раз`,
        });
    }

    const list = findings
      .sort((a, b) => a.path.localeCompare(b.path) || a.width - b.width)
      .map(
        (f) =>
          `${f.path} @${f.width}px — ${f.check}: ${f.element} [x ${f.box.x}, y ${f.box.y}, ${f.box.width}×${f.box.height}]${f.detail ? ` (${f.detail})` : ''}`,
      );
    const pagesCaught = [...new Set(findings.map((f) => f.path))];
    console.log(
      `layout sweep: ${paths.length} pages × ${WIDTHS.length} widths in ${Math.round((Date.now() - started) / 1000)} s ` +
        `(summed: opening ${Math.round(time.open / 1000)} s, layout checks ${Math.round(time.layout / 1000)} s, axe ${Math.round(time.axe / 1000)} s); ` +
        `${findings.length} defects on ${pagesCaught.length} pages${list.length ? `:\n${list.join('\n')}` : ''}`,
    );
    if (list.length) throw new Error(`${list.length} layout defects on ${pagesCaught.length} pages:\n${list.join('\n')}`);
  });
});
