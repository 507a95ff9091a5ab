import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { BASE_PATH } from '@/lib/routing/base-path';
import { leavesTheSite } from '@/lib/routing/redirect-rules';

export const isExternal = (href: string) => /^https?:\/\//i.test(href) || /^(mailto|tel):/i.test(href);

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  /** In-app navigation starts the next page at the top (or at the link's #anchor); false keeps the position. */
  scroll?: boolean;
};

/**
 * Whether a click on this link navigates in the app rather than being the browser's to handle (a
 * new tab or window, a download, another target, a click already handled, or no Next app running,
 * as in unit tests). Also used by the links of kept server HTML (components/layout/static-html.tsx).
 */
export const navigatesInApp = (e: MouseEvent, link: HTMLAnchorElement) =>
  !e.defaultPrevented &&
  e.button === 0 &&
  !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) &&
  (!link.target || link.target === '_self') &&
  !link.hasAttribute('download') &&
  Boolean(Router.router);

/**
 * Outside addresses open in a new tab; site paths (given without the base path, as the CMS stores
 * them) navigate client-side through Next's router, which every page has loaded already. The page
 * is fetched ahead when the visitor points at, touches or focuses the link (the router's prefetch,
 * guarded on slow connections: lib/routing/prefetch.ts), and once the link is in view, by one
 * observer for the whole document bound after hydration (lib/routing/prefetch-in-view.ts): what
 * next/link does per link, for 2.3 kB more script on every page.
 */
export function SmartLink({ href, children, scroll, onClick, ...rest }: Props) {
  if (isExternal(href)) {
    const newTab = /^https?:/i.test(href);
    return (
      <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  // A path the site sends elsewhere (the articles' index) is followed as any link: it has no page data.
  if (leavesTheSite(href.replace(/[?#].*$/, '')))
    return (
      <a href={`${BASE_PATH}${href}`} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  // Router.router is absent where no Next app runs (unit tests).
  const prefetch = () => void Router.router?.prefetch(href).catch(() => undefined);
  return (
    <a
      href={`${BASE_PATH}${href}`}
      onClick={(e) => {
        onClick?.(e);
        if (!navigatesInApp(e, e.currentTarget)) return;
        e.preventDefault();
        void Router.router!.push(href, undefined, { scroll });
      }}
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      {...rest}
    >
      {children}
    </a>
  );
}
