// The page header: logo, the CMS `header` menu (submenus on wide screens, a hamburger menu on small
// ones) and the login and trial buttons. Its look follows the page record: transparent over the
// first block, dark theme, fixed or scrolling away; a border appears once the page is scrolled.
//
// Its bar (logo, menu with the submenu panels, buttons, the burger and the mobile menu) is the same
// on every page and is HTML, links and buttons: the server renders it and the browser keeps that
// HTML (StaticHtml), so none of its components are in the pages' scripts. The mobile menu is the
// browser's own (a popover: mobile-nav.tsx). What changes is state held here: which submenu is open
// (lib/chrome/submenus.ts writes it into the kept buttons and panels) and the scroll border.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Layout, PageRecord } from '@/lib/cms/page-data';
import { menu } from '@/lib/chrome/nav';
import { useScrolled } from '@/lib/chrome/use-scrolled';
import { useRouteChangeStart } from '@/lib/chrome/use-route-change';
import type { Submenus } from '@/lib/chrome/submenus';
import { StaticHtml } from '@/components/layout/static-html';
import { useOpenForm } from '@/components/forms/form-popup-context';
import type { FormKind } from '@/lib/forms/kinds';
import { Logo } from './logo';
import { DesktopNav } from './desktop-nav';
import { MobileNav, MOBILE_MENU } from './mobile-nav';
import { HeaderActions } from './header-actions';
import { loadAfterHydration } from './load-after-hydration';
import styles from './site-header.module.css';

export type HeaderLook = Pick<PageRecord, 'header_effect' | 'header_theme' | 'header_position'>;

// Both shapes are drawn; the header's CSS shows the cross while the mobile menu is open.
const BurgerIcon = () => (
  <svg
    aria-hidden
    focusable={false}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    width="24"
    height="24"
    viewBox="0 0 24 24"
    strokeLinecap="round"
  >
    <path className={styles.bars} d="M4 7h16M4 12h16M4 17h16" />
    <path className={styles.cross} d="M6 6l12 12M18 6 6 18" />
  </svg>
);

/** The bar as the server renders it. */
export function HeaderBar({ layout }: { layout: Layout }) {
  return (
    <>
      <Logo productName={layout.globals?.product_name ?? ''} className={styles.logo} />
      <DesktopNav items={menu(layout, 'header')} layout={layout} />
      <div className={styles.desktopActions}>
        <HeaderActions />
      </div>
      {/* Opens the mobile menu natively, before and after the page's scripts have run: the boot
          script leaves its clicks to the browser (lib/chrome/boot-script.mjs), so none is replayed,
          and the browser gives it its expanded state. */}
      <button type="button" className={styles.burger} popoverTarget={MOBILE_MENU} aria-controls={MOBILE_MENU} aria-label="Меню">
        <BurgerIcon />
      </button>
      <MobileNav layout={layout} />
    </>
  );
}

export function SiteHeader({ layout, look }: { layout: Layout; look?: HeaderLook | null }) {
  const ref = useRef<HTMLElement>(null);
  const scrolled = useScrolled();
  const openForm = useOpenForm();
  // Which submenu is open is the kept bar's own (lib/chrome/submenus.ts, bound once the page is
  // hydrated); the header only needs to know whether one is, to stay solid under it.
  const [submenuOpen, setSubmenuOpen] = useState(false);
  const submenus = useRef<Submenus | null>(null);
  const closeAll = useCallback(() => {
    // The mobile menu is the browser's (a popover: mobile-nav.tsx); a link in it closes it at the
    // tap (the boot script), this on any other navigation (back, forward).
    document.getElementById(MOBILE_MENU)?.hidePopover?.();
    submenus.current?.close();
  }, []);
  useRouteChangeStart(closeAll);
  // The submenus, and the menu on one line with the items that do not fit under «Ещё»: their code
  // comes with what loads once the page is hydrated (preloaded by the page's HTML), which the page
  // waits for before it marks itself interactive (components/layout/use-app-chrome.ts).
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const nav = header.querySelector<HTMLElement>('nav[data-fit-menu]');
    let live = true;
    let stopFitting: (() => void) | undefined;
    loadAfterHydration().then(
      (m) => {
        if (!live) return;
        submenus.current = m.bindSubmenus(header, setSubmenuOpen);
        if (nav) stopFitting = m.keepMenuOnOneLine(nav);
      },
      // Offline at once: every item stays in the bar, as before the page's scripts ran.
      () => undefined,
    );
    return () => {
      live = false;
      stopFitting?.();
      submenus.current?.unbind();
      submenus.current = null;
    };
  }, []);

  const barActions = useMemo(
    () => ({
      submenu: (button: HTMLElement) => submenus.current?.toggle(button.dataset.submenu ?? ''),
      'open-form': (button: HTMLElement) => {
        // The server wrote only known kinds there (nav-entry.tsx, header-actions.tsx).
        const form = button.dataset.form as FormKind | undefined;
        if (openForm && form) openForm(form, button);
        submenus.current?.close();
      },
    }),
    [openForm],
  );

  // Under the open mobile menu the header is solid by its CSS (:popover-open), before hydration too.
  const transparent = look?.header_effect === 'transparent' && !scrolled && !submenuOpen;
  const className = [
    styles.header,
    look?.header_position === 'static' ? styles.static : styles.fixed,
    look?.header_theme === 'dark' ? styles.dark : styles.light,
    transparent ? styles.transparent : styles.solid,
    scrolled ? styles.scrolled : '',
  ].join(' ');

  return (
    <header ref={ref} className={className} data-scrolled={scrolled || undefined}>
      <div className={`container ${styles.inner}`}>
        <StaticHtml id="header" actions={barActions} className={styles.bar}>
          {typeof window === 'undefined' && <HeaderBar layout={layout} />}
        </StaticHtml>
      </div>
    </header>
  );
}
