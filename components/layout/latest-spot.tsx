// The "latest webinar and latest article" column of the Getting started submenu; the column and
// its data belong to the content pages (components/content/latest-column.tsx).
import { LatestColumn } from '@/components/content/latest-column';
import type { Layout } from '@/lib/cms/page-data';

export function LatestSpot({ layout }: { layout: Layout }) {
  return <LatestColumn layout={layout} />;
}
