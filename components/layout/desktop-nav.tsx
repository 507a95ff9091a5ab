// The header's menu on wide screens: top-level links, and disclosure buttons that open a submenu
// panel under the header. Rendered by the server only, as part of the header's kept HTML
// (components/layout/site-header.tsx): a button names its panel in data-submenu, and the header
// opens one panel at a time from its own state; a submenu item that opens a form names it in
// data-form (the header's `open-form` action).
//
// The bar stays one line whatever the number of items and the width: the header hides the items
// that do not fit, from the last, and shows them under «Ещё» (lib/chrome/fit-menu.ts). «Ещё» holds
// an entry for every item, hidden unless its item is; a group's entry opens the group's own panel.
import type { Layout } from '@/lib/cms/page-data';
import type { NavNode } from '@/lib/chrome/nav';
import { MORE_ID } from '@/lib/chrome/menu-ids';
import { SmartLink } from '@/components/smart-link';
import { ChevronIcon, ExternalIcon } from './icons';
import { SubmenuColumns } from './submenu-columns';
import styles from './site-header.module.css';

const panelOf = (id: string) => `submenu-${id}`;

/** A disclosure button for the submenu panel `id`; the header opens it from its own state. */
function SubmenuButton({ id, className, children }: { id: string; className?: string; children: React.ReactNode }) {
  return (
    <button type="button" className={className} aria-expanded={false} aria-controls={panelOf(id)} data-action="submenu" data-submenu={id}>
      {children}
      <ChevronIcon className={styles.chevron} />
    </button>
  );
}

export function DesktopNav({ items, layout }: { items: NavNode[]; layout: Layout }) {
  const shown = items.filter((item) => !item.mobile_only && (item.kind === 'group' || item.href));
  return (
    <nav className={styles.desktopNav} aria-label="Основное меню" data-fit-menu="">
      <ul className={styles.topList}>
        {shown.map((item) => (
          <li key={item.id} data-top="">
            {item.kind === 'group' ? (
              <>
                <SubmenuButton id={item.id} className={styles.topItem}>
                  {item.title}
                </SubmenuButton>
                <div id={panelOf(item.id)} className={styles.panel} hidden>
                  <div className="container">
                    <SubmenuColumns items={item.children} layout={layout} />
                  </div>
                </div>
              </>
            ) : (
              <SmartLink href={item.href!} className={styles.topItem}>
                {item.title}
                {/^https?:/.test(item.href!) && <ExternalIcon />}
              </SmartLink>
            )}
          </li>
        ))}
        <li data-more="" hidden>
          <SubmenuButton id={MORE_ID} className={styles.topItem}>
            Ещё
          </SubmenuButton>
          <div id={panelOf(MORE_ID)} className={styles.panel} hidden>
            <div className="container">
              <ul className={styles.moreList}>
                {shown.map((item, i) => (
                  <li key={item.id} data-more-entry={i} hidden>
                    {item.kind === 'group' ? (
                      <SubmenuButton id={item.id} className={styles.moreEntry}>
                        {item.title}
                      </SubmenuButton>
                    ) : (
                      <SmartLink href={item.href!} className={styles.moreEntry}>
                        {item.title}
                        {/^https?:/.test(item.href!) && <ExternalIcon />}
                      </SmartLink>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </li>
      </ul>
    </nav>
  );
}
