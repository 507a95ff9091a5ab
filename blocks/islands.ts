// Every island of a page by key (lib/chrome/island.tsx): the blocks and the page view's contents
// list. Handed to what loads them: the routes' getStaticProps (the server renders them at once) and
// the browser entry (./hydrate.ts: the page's marked islands load before it hydrates).
import type { Islands } from '@/lib/chrome/island';
import { TableOfContents } from '@/components/layout/toc-island';
import { registry } from './registry';

export const islands = { ...registry, toc: TableOfContents } satisfies Islands;
