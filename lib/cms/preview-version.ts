/** The content version the preview route put in the preview cookie, if any (`main` is the item itself). */
export function previewVersion(previewData: unknown): string | undefined {
  const version = (previewData as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' && version !== 'main' ? version : undefined;
}

/** The A/B test variant a marketer opened through its link (cms/extensions/ab-variants), if any. */
export function previewVariant(previewData: unknown): number | undefined {
  const variant = (previewData as { variant?: unknown } | undefined)?.variant;
  return typeof variant === 'number' && Number.isSafeInteger(variant) && variant > 0 ? variant : undefined;
}

/** The release whose preview shows the whole site as the release will make it (lib/cms/release-view.ts), if any. */
export function previewRelease(previewData: unknown): number | undefined {
  const release = (previewData as { release?: unknown } | undefined)?.release;
  return typeof release === 'number' && Number.isSafeInteger(release) && release > 0 ? release : undefined;
}
