// The page header: logo, the CMS `header` menu (submenus on wide screens, a hamburger menu on small
// ones) and the login and trial buttons. Its look follows the page record: transparent over the
// first block, dark theme, fixed or scrolling away; a border appears once the page is scrolled.
//
// Its bar (logo, menu with the submenu panels, buttons) is the same on every page and is HTML,
// links and buttons: the server renders it and the browser keeps that HTML (StaticHtml), so none of
// its components are in the pages' scripts. What changes is state held here: which submenu is
// open (lib/chrome/submenus.ts writes it into the kept buttons and panels), the scroll border and
// the mobile menu.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Layout, PageRecord } from '@/lib/cms/page-data';
import { menu } from '@/lib/chrome/nav';
import { useScrolled } from '@/lib/chrome/use-scrolled';
import { useRouteChangeStart } from '@/lib/chrome/use-route-change';
import type { Submenus } from '@/lib/chrome/submenus';
import { onDemand } from '@/lib/chrome/on-demand';
import { StaticHtml } from '@/components/static-html';
import { useOpenForm } from '@/components/forms/form-popup-context';
import type { FormKind } from '@/lib/forms/kinds';
import { Logo } from './logo';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { DESKTOP } from './breakpoint';
import { loadAfterHydration } from './load-after-hydration';
import styles from './site-header.module.css';

export type HeaderLook = Pick<PageRecord, 'header_effect' | 'header_theme' | 'header_position'>;

// The mobile menu exists only while open: its code loads when the burger is touched or focused, not
// with the page's own scripts (wide screens never need it); on narrow screens the page's HTML
// preloads it at low priority (pages/_document.tsx), so the first tap finds it.
const loadMobileNav = () => import(/* webpackChunkName: "mobile_nav" */ './mobile-nav');
const MobileNav = onDemand(() => loadMobileNav().then((m) => m.MobileNav));

// Not in icons.tsx: the header is hydrated on every page, and a module is shipped whole to the first
// chunk that needs it, so importing icons.tsx here would bring the mobile menu's icons along.
const BurgerIcon = ({ open }: { open: boolean }) => (
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
    {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
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
    </>
  );
}

export function SiteHeader({ layout, look }: { layout: Layout; look?: HeaderLook | null }) {
  const ref = useRef<HTMLElement>(null);
  const scrolled = useScrolled();
  const openForm = useOpenForm();
  const [mobileOpen, setMobileOpen] = useState(false);
  // Which submenu is open is the kept bar's own (lib/chrome/submenus.ts, bound once the page is
  // hydrated); the header only needs to know whether one is, to stay solid under it.
  const [submenuOpen, setSubmenuOpen] = useState(false);
  const submenus = useRef<Submenus | null>(null);
  const closeAll = useCallback(() => {
    setMobileOpen(false);
    submenus.current?.close();
  }, []);
  useRouteChangeStart(closeAll);
  useEffect(() => {
    // Growing past the breakpoint with the mobile menu open would leave the page locked.
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(DESKTOP);
    // On a small screen the menu's code, preloaded by the page's HTML, is evaluated with the page,
    // so the first tap (also one replayed after hydration) opens the menu at once.
    if (!wide.matches) MobileNav.preload().catch(() => undefined);
    const onChange = () => wide.matches && setMobileOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

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
        if (openForm && form) openForm(form);
        submenus.current?.close();
      },
    }),
    [openForm],
  );

  const transparent = look?.header_effect === 'transparent' && !scrolled && !mobileOpen && !submenuOpen;
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
        <button
          type="button"
          className={styles.burger}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Закрыть меню' : 'Открыть меню'}
          onPointerDown={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <BurgerIcon open={mobileOpen} />
        </button>
      </div>
      {mobileOpen && <MobileNav id="mobile-menu" layout={layout} onClose={() => setMobileOpen(false)} />}
    </header>
  );
}
