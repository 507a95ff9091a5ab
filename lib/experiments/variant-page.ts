// The render of one A/B test variant of a page: the page as it is, with the variant's block in place
// of the block under test. Rendered and cached like any page (ISR); the proxy rewrites visitors to it.
import { ExperimentVariantDocument } from '@/schema/generated/graphql';
import { cmsQuery, CmsUnavailableError } from '@/lib/cms/client';
import { loadPage, type PageProps } from '@/lib/cms/page-data';
import { visibility } from '@/lib/cms/visibility';
import { sanitizeItem } from '@/lib/html/sanitize-blocks';
import { withSuccessStories } from '@/lib/content/read-success-stories';

/** Null (a 404) unless the variant belongs to a running test of this page and has a block of its own. */
export async function loadVariantPage(variantId: number, path: string): Promise<PageProps | null> {
  const props = await loadPage(path, false);
  if (!props) return null;
  const result = await cmsQuery(ExperimentVariantDocument, { id: String(variantId), statuses: visibility(false).statuses });
  if (!result.ok) throw new CmsUnavailableError(`Variant ${variantId} of ${path} could not be read: ${result.error.message}`);
  const variant = result.data.experiment_variants_by_id;
  const experiment = variant?.experiment;
  const block = variant?.block?.[0];
  if (!variant || !experiment || experiment.state !== 'running' || experiment.page?.path !== path || !experiment.block || !block)
    return null;
  const underTest = String(experiment.block.id);
  if (!props.page.blocks?.some((b) => b && String(b.id) === underTest)) return null;
  const blocks = await withSuccessStories(
    props.page.blocks.map((b) =>
      b && String(b.id) === underTest
        ? { ...b, collection: block.collection, item: sanitizeItem(block.collection ?? '', block.item as typeof b.item) }
        : b,
    ),
    false,
  );
  return {
    ...props,
    page: { ...props.page, blocks },
    experiment: { id: Number(experiment.id), name: experiment.name ?? '', variantId: Number(variant.id), variantName: variant.name ?? '' },
  };
}
