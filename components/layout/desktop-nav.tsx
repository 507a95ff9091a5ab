// The header's menu on wide screens: top-level links, and disclosure buttons that open a submenu
// panel under the header. One panel at a time; Escape, a click outside or a route change close it.
import { useEffect, useMemo, useRef } from 'react';
import type { Layout } from '@/lib/cms/page-data';
import type { NavNode } from '@/lib/chrome/nav';
import { SmartLink } from '@/components/smart-link';
import { StaticHtml } from '@/components/static-html';
import { useOpenForm } from '@/components/forms/form-popup-context';
import { isFormKind } from '@/lib/forms/kinds';
import { ChevronIcon, ExternalIcon } from './icons';
import { SubmenuColumns } from './submenu-columns';
import styles from './site-header.module.css';

type Props = { items: NavNode[]; layout: Layout; openId: string | null; setOpenId: (id: string | null) => void };

export function DesktopNav({ items, layout, openId, setOpenId }: Props) {
  const ref = useRef<HTMLElement>(null);
  const openForm = useOpenForm();
  const submenuActions = useMemo(
    () => ({
      'open-form': (button: HTMLElement) => {
        if (openForm && isFormKind(button.dataset.form)) openForm(button.dataset.form);
        setOpenId(null);
      },
    }),
    [openForm, setOpenId],
  );
  useEffect(() => {
    if (openId === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenId(null);
      ref.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]')?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [openId, setOpenId]);

  return (
    <nav ref={ref} className={styles.desktopNav} aria-label="Основное меню">
      <ul className={styles.topList}>
        {items
          .filter((item) => !item.mobile_only)
          .map((item) => {
            if (item.kind === 'group') {
              const open = openId === item.id;
              const panelId = `submenu-${item.id}`;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.topItem}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    {item.title}
                    <ChevronIcon className={styles.chevron} />
                  </button>
                  <div id={panelId} className={styles.panel} hidden={!open}>
                    {/* HTML only, the same on every page: the browser keeps the server's (no submenu
                        code in its scripts); a route change closes the panel (site-header.tsx). */}
                    <StaticHtml id={panelId} actions={submenuActions} className="container">
                      {typeof window === 'undefined' && <SubmenuColumns items={item.children} layout={layout} />}
                    </StaticHtml>
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
