import type { NavNode } from '@/lib/chrome/nav';
import { SmartLink } from '@/components/smart-link';

/** Menu links as list items; an entry without an address (a heading-only menu item) is left out. */
export function LinkItems({ links }: { links: readonly Pick<NavNode, 'id' | 'href' | 'title'>[] }) {
  return links.map((link) =>
    link.href ? (
      <li key={link.id}>
        <SmartLink href={link.href}>{link.title}</SmartLink>
      </li>
    ) : null,
  );
}
