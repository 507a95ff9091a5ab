import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export const isExternal = (href: string) => /^https?:\/\//i.test(href) || /^(mailto|tel):/i.test(href);

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** In-app navigation starts the next page at the top (or at the link's #anchor); false keeps the position. */
  scroll?: boolean;
};

/**
 * Outside addresses open in a new tab; site paths (given without the base path, as the CMS stores
 * them) use client-side navigation with prefetching (guarded on slow connections: lib/routing/prefetch.ts).
 */
export function SmartLink({ href, children, scroll, ...rest }: Props) {
  if (isExternal(href)) {
    const newTab = /^https?:/i.test(href);
    return (
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} scroll={scroll} {...rest}>
      {children}
    </Link>
  );
}
