// Chrome that is HTML, links and a button or two (the footer, the submenus): the server renders
// it, and the browser keeps the server's HTML instead of running the components that made it, so
// their code stays out of every page's scripts. React leaves the inside of an element set by
// dangerouslySetInnerHTML as it finds it when hydrating; a page mounted later (client-side
// navigation) gets the HTML the visit's first page came with. Its links navigate client-side and
// its buttons act through listeners on the wrapper (a button names its action in data-action).
import Router from 'next/router';
import { useEffect, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { sitePathname } from '@/lib/routing/base-path';
import { leavesTheSite } from '@/lib/routing/redirect-rules';
import { navigatesInApp } from '@/components/smart-link';
import { pressWithSpace } from '@/components/forms/form-button';

type Props = {
  /** Names the part in the page (data-static-html), where the browser finds the server's HTML. */
  id: string;
  /** What the buttons inside do, by their data-action; each is given its button. */
  actions?: Actions;
  className?: string;
  /**
   * The content, built on the server only: `typeof window === 'undefined' && <Footer />`, which the
   * browser build turns into false, leaving the components out of its scripts.
   */
  children: ReactNode;
};

export type Actions = Record<string, (button: HTMLElement) => void>;

export function StaticHtml({ id, actions, className, children }: Props) {
  return typeof window === 'undefined' ? (
    <div data-static-html={id} className={className}>
      {children}
    </div>
  ) : (
    <KeptHtml id={id} actions={actions} className={className} />
  );
}

const kept = new Map<string, string>();

/** The server's HTML of the part, read from the document the first time and kept for later pages. */
function keptHtml(id: string): string | null {
  if (!kept.has(id)) {
    const found = document.querySelector(`[data-static-html="${id}"]`);
    if (found) kept.set(id, found.innerHTML);
  }
  return kept.get(id) ?? null;
}

/** The path (without the base path) of a link to a page of the site, else null. */
function sitePath(a: HTMLAnchorElement): string | null {
  const url = new URL(a.href, window.location.href);
  const path = url.origin === window.location.origin ? sitePathname(url.pathname) : null;
  // Other sites, files of the site (the sitemap) rather than its pages, and a path that leaves the
  // site (the articles' index) load as the browser does.
  if (path === null || /\.\w+$/.test(path) || leavesTheSite(path)) return null;
  return path + url.search + url.hash;
}

/**
 * The listeners of kept server HTML (this part, the static blocks of view/render-blocks.tsx): its
 * links navigate client-side, its buttons do their data-action.
 */
export function keptHtmlEvents(actions?: Actions) {
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const target = e.target as Element;
    const button = target.closest<HTMLElement>('[data-action]');
    const act = button && actions?.[button.dataset.action!];
    // A lead button is a link to its form's page (components/forms/form-button.tsx): here it opens the popup.
    if (act) e.preventDefault();
    if (button) return act?.(button);
    const link = target.closest('a');
    const path = link && navigatesInApp(e, link) ? sitePath(link) : null;
    if (path === null) return;
    e.preventDefault();
    void Router.router!.push(path);
  };
  // Pages are fetched ahead as SmartLink does: when pointed at (guarded on slow connections).
  const onPointerOver = (e: PointerEvent<HTMLElement>) => {
    const link = (e.target as Element).closest('a');
    const path = link && sitePath(link);
    if (path) void Router.router?.prefetch(path).catch(() => undefined);
  };
  return { onClick, onPointerOver, onKeyDown: pressWithSpace };
}

function KeptHtml({ id, actions, className }: Omit<Props, 'children'>) {
  const html = keptHtml(id);
  useEffect(() => {
    // The visit began on a page without this part (an error page): only the server has it.
    if (html === null) window.location.reload();
  }, [html]);
  return <div data-static-html={id} className={className} {...keptHtmlEvents(actions)} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
