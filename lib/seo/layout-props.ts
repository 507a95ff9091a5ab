// Chrome data for pages that are not CMS page records (404, 500): without the CMS they still render.
import { LayoutOnlyDocument } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import { trimLayout, type Layout } from '@/lib/cms/layout';
import { env } from '@/lib/env';
import { ASSETS_URL } from '@/lib/cms/assets';

export type ChromeProps = { layout: Layout; assetsUrl: string; siteUrl: string };

// Every list empty and no settings: the chrome renders its bare frame. Cast because the layout
// fragment grows with other features (latest webinar, article) that are all optional to the chrome.
export const EMPTY_LAYOUT = { globals: null, navigation: [], social_links: [] } as unknown as Layout;

export async function chromeProps(): Promise<ChromeProps> {
  const result = await cmsQuery(LayoutOnlyDocument, {});
  return { layout: result.ok ? trimLayout(result.data) : EMPTY_LAYOUT, assetsUrl: ASSETS_URL, siteUrl: env.SITE_URL };
}
