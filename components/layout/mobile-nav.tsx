// The header's menu on small screens, behind the hamburger: groups unfold in place, any link click
// closes the whole menu, and the page under it does not scroll while it is open.
import { useState, type MouseEvent } from 'react';
import type { Layout } from '@/lib/cms/page-data';
import { menu, type NavNode } from '@/lib/chrome/nav';
import { useScrollLock } from '@/lib/chrome/use-scroll-lock';
import { SmartLink } from '@/components/smart-link';
import { ChevronIcon } from './icons';
import { NavEntry } from './nav-entry';
import { HeaderActions } from './header-actions';
import styles from './mobile-nav.module.css';

type Props = { id: string; layout: Layout; onClose: () => void };

function MobileGroup({ item, layout }: { item: NavNode; layout: Layout }) {
  const [open, setOpen] = useState(false);
  const listId = `mobile-group-${item.id}`;
  return (
    <li className={styles.group}>
      <button type="button" className={styles.groupButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {item.title}
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.sublist} hidden={!open}>
        {item.children.map((child) =>
          child.kind === 'group' ? (
            <li key={child.id} className={styles.subgroup}>
              {child.href ? (
                <SmartLink href={child.href} className={styles.subgroupTitle}>
                  {child.title}
                </SmartLink>
              ) : (
                <p className={styles.subgroupTitle}>{child.title}</p>
              )}
              <ul className={styles.sublist}>
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
    </li>
  );
}

export function MobileNav({ id, layout, onClose }: Props) {
  const items = menu(layout, 'header');
  // The page under the open menu does not scroll; it exists only while open.
  useScrollLock(true);
  // Any link inside closes the menu, including anchors on the current page (no route change then).
  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a') || target.closest('[data-closes-menu]')) onClose();
  };
  return (
    <nav id={id} className={styles.panel} aria-label="Мобильное меню" onClick={closeOnLink}>
      <ul className={styles.list}>
        {items.map((item) =>
          item.kind === 'group' ? (
            <MobileGroup key={item.id} item={item} layout={layout} />
          ) : item.href ? (
            <li key={item.id}>
              <SmartLink href={item.href} className={styles.topLink}>
                {item.title}
              </SmartLink>
            </li>
          ) : null,
        )}
      </ul>
      <div className={styles.actions}>
        <HeaderActions stacked />
      </div>
    </nav>
  );
}
