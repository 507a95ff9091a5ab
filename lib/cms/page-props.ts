// What every page hands its chrome (menus and settings, whether it is a preview, where assets and
// the site are), and the one policy by which pages read the CMS for getStaticProps.
import { LayoutOnlyDocument, type LayoutFragment } from '@/schema/generated/graphql';
import { env } from '@/lib/env';
import { ASSETS_URL } from './assets';
import { cmsQuery, CmsUnavailableError, type CmsResult } from './client';
import { trimLayout, type Layout } from './layout';
import { visibility } from './visibility';
import { sharedRead } from './shared-reads';

/** What every page hands to the page chrome. */
export type Chrome = {
  layout: Layout;
  preview: boolean;
  assetsUrl: string;
  siteUrl: string;
  /** The Directus admin's address, in preview only: the Visual Editor library talks to it (components/preview). */
  cmsUrl?: string;
  /** In a release's preview, the release's name, which the preview's bar shows (lib/cms/release-view.ts). */
  release?: string;
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

/** The chrome's props from the layout a page query brought along; `release`: the name of the release previewed. */
export const chromeOf = (layout: LayoutFragment, preview: boolean, release?: string): Chrome => ({
  layout: trimLayout(layout),
  preview,
  assetsUrl: ASSETS_URL,
  siteUrl: env.SITE_URL,
  ...(preview ? { cmsUrl: env.DIRECTUS_PUBLIC_URL } : {}),
  ...(preview && release !== undefined ? { release } : {}),
});

const readLayoutNow = async (preview: boolean) => {
  const { statuses, readAs } = visibility(preview);
  return must(await pageQuery(LayoutOnlyDocument, { statuses }, readAs), 'The layout');
};

/**
 * The layout a page shows, read apart from its content: the published one is read once for all the
 * pages a revalidation regenerates (lib/cms/shared-reads.ts).
 */
export function readLayout(preview: boolean): Promise<LayoutFragment> {
  if (visibility(preview).readAs !== 'public') return readLayoutNow(preview);
  return sharedRead('layout', () => readLayoutNow(false));
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
