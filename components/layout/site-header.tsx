// The page header: logo, the CMS `header` menu (submenus on wide screens, a hamburger menu on small
// ones) and the login and trial buttons. Its look follows the page record: transparent over the
// first block, dark theme, fixed or scrolling away; a border appears once the page is scrolled.
import { useCallback, useEffect, useState } from 'react';
import type { Layout, PageRecord } from '@/lib/cms/page-data';
import { menu } from '@/lib/chrome/nav';
import { useScrolled } from '@/lib/chrome/use-scrolled';
import { useScrollLock } from '@/lib/chrome/use-scroll-lock';
import { useRouteChangeStart } from '@/lib/chrome/use-route-change';
import { onDemand } from '@/lib/chrome/on-demand';
import { Logo } from './logo';
import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { BurgerIcon } from './icons';
import styles from './site-header.module.css';

export type HeaderLook = Pick<PageRecord, 'header_effect' | 'header_theme' | 'header_position'>;

const DESKTOP = '(min-width: 1010px)';

// The mobile menu exists only while open: its code loads when the burger is touched or focused, not
// with the page (wide screens never need it).
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = onDemand(() => loadMobileNav().then((m) => m.MobileNav));

export function SiteHeader({ layout, look }: { layout: Layout; look?: HeaderLook | null }) {
  const items = menu(layout, 'header');
  const scrolled = useScrolled();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const closeAll = useCallback(() => {
    setMobileOpen(false);
    setSubmenu(null);
  }, []);
  useRouteChangeStart(closeAll);
  useScrollLock(mobileOpen);
  useEffect(() => {
    // Growing past the breakpoint with the mobile menu open would leave the page locked.
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(DESKTOP);
    // On a small screen the menu's code is fetched once the page is idle, so a tap finds it loaded.
    if (!wide.matches) (window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1_000)))(() => void loadMobileNav());
    const onChange = () => wide.matches && setMobileOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const transparent = look?.header_effect === 'transparent' && !scrolled && !mobileOpen && submenu === null;
  const className = [
    styles.header,
    look?.header_position === 'static' ? styles.static : styles.fixed,
    look?.header_theme === 'dark' ? styles.dark : styles.light,
    transparent ? styles.transparent : styles.solid,
    scrolled ? styles.scrolled : '',
  ].join(' ');

  return (
    <header className={className} data-scrolled={scrolled || undefined}>
      <div className={`container ${styles.inner}`}>
        <Logo productName={layout.globals?.product_name ?? ''} className={styles.logo} />
        <DesktopNav items={items} layout={layout} openId={submenu} setOpenId={setSubmenu} />
        <div className={styles.desktopActions}>
          <HeaderActions />
        </div>
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
      {mobileOpen && <MobileNav id="mobile-menu" items={items} layout={layout} onClose={() => setMobileOpen(false)} />}
    </header>
  );
}
