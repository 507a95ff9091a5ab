// The header's menu on wide screens: top-level links, and disclosure buttons that open a submenu
// panel under the header. Rendered by the server only, as part of the header's kept HTML
// (components/layout/site-header.tsx): a button names its panel in data-submenu, and the header
// opens one panel at a time from its own state; a submenu item that opens a form names it in
// data-form (the header's `open-form` action).
import type { Layout } from '@/lib/cms/page-data';
import type { NavNode } from '@/lib/chrome/nav';
import { SmartLink } from '@/components/smart-link';
import { ChevronIcon, ExternalIcon } from './icons';
import { SubmenuColumns } from './submenu-columns';
import styles from './site-header.module.css';

export function DesktopNav({ items, layout }: { items: NavNode[]; layout: Layout }) {
  return (
    <nav className={styles.desktopNav} aria-label="Основное меню">
      <ul className={styles.topList}>
        {items
          .filter((item) => !item.mobile_only)
          .map((item) => {
            if (item.kind === 'group') {
              const panelId = `submenu-${item.id}`;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.topItem}
                    aria-expanded={false}
                    aria-controls={panelId}
                    data-action="submenu"
                    data-submenu={item.id}
                  >
                    {item.title}
                    <ChevronIcon className={styles.chevron} />
                  </button>
                  <div id={panelId} className={styles.panel} hidden>
                    <div className="container">
                      <SubmenuColumns items={item.children} layout={layout} />
                    </div>
                  </div>
                </li>
              );
            }
            if (!item.href) return null;
            return (
              <li key={item.id}>
                <SmartLink href={item.href} className={styles.topItem}>
                  {item.title}
                  {/^https?:/.test(item.href) && <ExternalIcon />}
                </SmartLink>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
