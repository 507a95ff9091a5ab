// The header's menu on small screens, behind the hamburger. Rendered by the server only, in the
// header's kept HTML (components/layout/site-header.tsx), and opened by the browser itself: the
// menu is a popover (`popover="auto"`) and the burger its `popovertarget`, so a tap at the first
// paint opens it, before any script has run; Escape or a tap outside closes it, and so does a link
// or the «Войти» button inside (the boot script, lib/chrome/boot-script.mjs). Groups unfold in
// place (`<details>`), and the page under the open menu does not scroll (site-header.module.css).
import type { Layout } from '@/lib/cms/page-data';
import { menu, type NavNode } from '@/lib/chrome/nav';
import { SmartLink } from '@/components/smart-link';
import { ChevronIcon } from './icons';
import { NavEntry } from './nav-entry';
import { HeaderActions } from './header-actions';
import styles from './site-header.module.css';

/** The menu's id, named by the burger's popovertarget. */
export const MOBILE_MENU = 'mobile-menu';

function MobileGroup({ item, layout }: { item: NavNode; layout: Layout }) {
  return (
    <li>
      <details>
        <summary>
          {item.title}
          <ChevronIcon />
        </summary>
        <ul className="mobile-nav__sublist">
          {item.children.map((child) =>
            child.kind === 'group' ? (
              <li key={child.id} className="mobile-nav__subgroup">
                {child.href ? (
                  <SmartLink href={child.href} className="mobile-nav__subgroup-title">
                    {child.title}
                  </SmartLink>
                ) : (
                  <p className="mobile-nav__subgroup-title">{child.title}</p>
                )}
                <ul className="mobile-nav__sublist">
                  {child.children.map((c) => (
                    <li key={c.id}>
                      <NavEntry item={c} layout={layout} />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={child.id}>
                <NavEntry item={child} layout={layout} />
              </li>
            ),
          )}
        </ul>
      </details>
    </li>
  );
}

export function MobileNav({ layout }: { layout: Layout }) {
  const items = menu(layout, 'header');
  return (
    <nav id={MOBILE_MENU} popover="auto" className={styles.mobileMenu} aria-label="Мобильное меню">
      <ul className="mobile-nav__list">
        {items.map((item) =>
          item.kind === 'group' ? (
            <MobileGroup key={item.id} item={item} layout={layout} />
          ) : item.href ? (
            <li key={item.id}>
              <SmartLink href={item.href} className="mobile-nav__top">
                {item.title}
              </SmartLink>
            </li>
          ) : null,
        )}
      </ul>
      <div className="mobile-nav__actions">
        <HeaderActions stacked />
      </div>
    </nav>
  );
}
