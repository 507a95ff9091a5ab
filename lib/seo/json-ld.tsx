import type { JsonLd } from '@/lib/seo/structured-data';

/**
 * Structured data for search engines, which read it in the server's HTML. Callers build the data on
 * the server only (`typeof window === 'undefined' && …`: the browser build turns the test into
 * false, so lib/seo/structured-data.ts stays out of its scripts) and pass false in the browser,
 * where the server's script is kept as it is: React does not compare dangerouslySetInnerHTML when
 * hydrating. `<` is escaped so that CMS text cannot end the script early.
 */
export function JsonLdScript({ data }: { data: JsonLd | false }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? JSON.stringify(data).replace(/</g, '\\u003c') : '' }}
    />
  );
}
