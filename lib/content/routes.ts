// getStaticPaths and getStaticProps of the content sections' routes (pages/news, webinars, articles,
// authors, cases): what every detail page and every numbered listing page does, so that a route
// says only what it shows.
import type { GetStaticPaths, GetStaticProps } from 'next';
import type { Chrome } from '@/lib/cms/page-props';
import { listShown, previewShown, type ReleaseView, type Shown } from '@/lib/cms/release-view';
import { notFound, redirectTo, revalidate } from './isr';
import { parsePage, validSlug } from './pages';
import { staticSlugs, type Section } from './paths';

/** A section's published detail pages are prerendered; the rest are built on their first request. */
export const detailPaths =
  (section: Section): GetStaticPaths =>
  async () => ({
    paths: (await staticSlugs(section)).map((slug) => ({ params: { slug } })),
    fallback: 'blocking',
  });

type Read<I> = (slug: string, preview: boolean, shown?: Shown) => Promise<Chrome & { item: I | null }>;

/**
 * A detail page: a slug that cannot be one is a 404 without a read; an item not found (or not
 * visible) a 404; an item with a redirect a 308. `props` shapes the item on the server (content is
 * cleaned here, so that visitors' browsers never load the sanitizer). In preview, `read` gets the
 * content version the preview shows, or the release it shows the site as.
 */
export function detailProps<I extends object, P extends object>(
  read: Read<I>,
  props: (item: I) => P,
): GetStaticProps<Chrome & P, { slug: string }> {
  return async ({ params, draftMode, previewData }) => {
    if (!validSlug(params?.slug)) return notFound();
    const shown = draftMode ? await previewShown(previewData) : {};
    if (!shown) return notFound();
    const { item, ...chrome } = await read(params.slug, Boolean(draftMode), shown);
    if (!item) return notFound();
    // A marketer's redirect field (news, articles, webinars): the item has moved.
    const redirect = 'redirect' in item ? item.redirect : null;
    if (typeof redirect === 'string' && redirect) return redirectTo(redirect);
    return { props: { ...chrome, ...props(item) }, revalidate: revalidate() };
  };
}

/** Paths of pages built on their first request only (numbered listing pages). */
export const onRequestPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

type ListRead<P> = (page: number, preview: boolean, release?: ReleaseView) => Promise<P | null>;

/**
 * A listing page (`/news/`, `/news/page/2/`): a 404 for a number that is not one or is past the last
 * page. In preview, `read` shows drafts, or, in a release's preview, gets the release it shows the
 * site as; a release gone since the link was made is a 404.
 */
export function listingProps<P extends object>(read: ListRead<P>): GetStaticProps<P, { page: string }> {
  return async ({ params, draftMode, previewData }) => {
    // A section's root (`/news/`) is its first page, which always exists.
    const page = params?.page === undefined ? 1 : parsePage(params.page);
    if (!page) return notFound();
    const shown = await listShown(draftMode, previewData);
    if (!shown) return notFound();
    const props = await read(page, shown.preview, shown.release);
    if (!props) return notFound();
    return { props, revalidate: revalidate() };
  };
}
