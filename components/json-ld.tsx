import type { JsonLd } from '@/lib/seo/structured-data';

/** Structured data for search engines; `<` is escaped so that CMS text cannot end the script early. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
