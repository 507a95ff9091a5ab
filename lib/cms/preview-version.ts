/** The content version the preview route put in the preview cookie, if any (`main` is the item itself). */
export function previewVersion(previewData: unknown): string | undefined {
  const version = (previewData as { version?: unknown } | undefined)?.version;
  return typeof version === 'string' && version !== 'main' ? version : undefined;
}
