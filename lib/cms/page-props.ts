// What every page hands its chrome (menus and settings, whether it is a preview, where assets and
// the site are), and the one policy by which pages read the CMS for getStaticProps.
import { LayoutOnlyDocument, type LayoutFragment } from '@/schema/generated/graphql';
import { env } from '@/lib/env';
import { ASSETS_URL } from './assets';
import { cmsQuery, CmsUnavailableError, type CmsResult } from './client';
import { trimLayout, type Layout } from './layout';
import { visibility } from './visibility';

/** What every page hands to the page chrome. */
export type Chrome = {
  layout: Layout;
  preview: boolean;
  assetsUrl: string;
  siteUrl: string;
  /** The Directus admin's address, in preview only: the Visual Editor library talks to it (components/preview). */
  cmsUrl?: string;
};

const RETRY_DELAYS_MS = [300, 1_000];

/**
 * How pages read the CMS: cmsQuery with two retries. Directus answers 503 for a moment when it is
 * under pressure (a busy machine, a build prerendering many pages), and one blip should neither
 * empty a list nor fail a build or a regeneration.
 */
export async function pageQuery<TData, TVars extends object>(
  ...args: Parameters<typeof cmsQuery<TData, TVars>>
): Promise<CmsResult<TData>> {
  let result = await cmsQuery(...args);
  for (const delay of RETRY_DELAYS_MS) {
    // Retries are for a busy Directus; an unreachable one fails the read at once.
    if (result.ok || result.error.kind === 'network') break;
    await new Promise((r) => setTimeout(r, delay));
    result = await cmsQuery(...args);
  }
  return result;
}

/**
 * A read the page cannot do without: a failure throws, so that Next keeps serving the last good
 * page (or answers 503) instead of replacing it with a 404 during a CMS outage.
 */
export function must<T>(result: CmsResult<T>, what: string): T {
  if (!result.ok) throw new CmsUnavailableError(`${what} could not be read from the CMS: ${result.error.message}`);
  return result.data;
}

/** The chrome's props from the layout a page query brought along. */
export const chromeOf = (layout: LayoutFragment, preview: boolean): Chrome => ({
  layout: trimLayout(layout),
  preview,
  assetsUrl: ASSETS_URL,
  siteUrl: env.SITE_URL,
  ...(preview ? { cmsUrl: env.DIRECTUS_PUBLIC_URL } : {}),
});

/**
 * The layout's read shared by the pages one revalidation regenerates (pages/api/revalidate.ts). A
 * menu change, or a deleted page a menu may link to, regenerates every page (about 85); each read the
 * same menus, settings and header content, about 40 % of Directus' CPU per page, and Directus shares
 * the machine's cores with the site. Kept on globalThis: the route and the pages are separate bundles.
 * - `open`: revalidations under way; pages share the read only meanwhile, otherwise each reads its own.
 * - `read`: begun by the first page that needs it after the latest change arrived, so it is never
 *   older than any change this instance was told of. A change arriving drops it; a page already
 *   rendering with the older one is regenerated again after it (lib/revalidate/regeneration-queue.ts).
 */
const share = ((globalThis as { __layoutShare?: { open: number; read: Promise<LayoutFragment> | null } }).__layoutShare ??= {
  open: 0,
  read: null,
});

/** Called as a change arrives: the pages regenerated until `done` share one read of the published layout made after it. */
export function shareLayout(): { done: () => void } {
  share.open++;
  share.read = null;
  let done = false;
  return {
    done() {
      if (done) return;
      done = true;
      if (--share.open === 0) share.read = null;
    },
  };
}

const readLayoutNow = async (preview: boolean) => {
  const { statuses, readAs } = visibility(preview);
  return must(await pageQuery(LayoutOnlyDocument, { statuses }, readAs), 'The layout');
};

/** The layout a page shows: the shared read while a revalidation is under way (published view only), else a read of its own. */
export function readLayout(preview: boolean): Promise<LayoutFragment> {
  if (share.open === 0 || visibility(preview).readAs !== 'public') return readLayoutNow(preview);
  if (!share.read) {
    const read = readLayoutNow(false);
    share.read = read;
    // A failed read is not shared: the next page tries again.
    read.catch(() => {
      if (share.read === read) share.read = null;
    });
  }
  return share.read;
}

/** The chrome alone, for pages whose content is not in the CMS or is read apart (lists, search). */
export async function readChrome(preview: boolean): Promise<Chrome> {
  return chromeOf(await readLayout(preview), preview);
}

// Every list empty and no settings: the chrome renders its bare frame. Cast because the layout
// fragment grows with other features (latest webinar, article) that are all optional to the chrome.
export const EMPTY_LAYOUT = { globals: null, navigation: [], social_links: [] } as unknown as Layout;

/**
 * The published chrome of pages that must render without the CMS too (404, the subscription
 * links): a failed read gives the bare frame rather than an error.
 */
export async function readChromeOrEmpty(): Promise<Chrome> {
  const result = await pageQuery(LayoutOnlyDocument, { statuses: ['published'] });
  if (result.ok) return chromeOf(result.data, false);
  return { layout: EMPTY_LAYOUT, preview: false, assetsUrl: ASSETS_URL, siteUrl: env.SITE_URL };
}
