// The content of a submenu: nested groups become titled columns, runs of plain items one column.
import type { MouseEventHandler } from 'react';
import type { Layout } from '@/lib/cms/page-data';
import type { NavNode } from '@/lib/chrome/nav';
import { SmartLink } from '@/components/smart-link';
import { NavEntry } from './nav-entry';
import styles from './submenu-columns.module.css';
import entry from './nav-entry.module.css';

type Column = { key: string; group: NavNode | null; items: NavNode[] };

export function columnsOf(children: NavNode[]): Column[] {
  const columns: Column[] = [];
  let run: NavNode[] = [];
  const flush = () => {
    if (run.length) columns.push({ key: `run-${run[0]!.id}`, group: null, items: run });
    run = [];
  };
  for (const child of children) {
    if (child.kind === 'group' || child.kind === 'latest') {
      flush();
      columns.push({ key: `group-${child.id}`, group: child, items: child.children });
    } else if (child.kind === 'button' || child.kind === 'form') {
      // Calls to action stand in their own column, ahead of the plain links.
      if (run.some((i) => i.kind !== 'button' && i.kind !== 'form')) flush();
      run.push(child);
    } else {
      if (run.some((i) => i.kind === 'button' || i.kind === 'form')) flush();
      run.push(child);
    }
  }
  flush();
  return columns;
}

type Props = { items: NavNode[]; layout: Layout; onNavigate?: MouseEventHandler };

export function SubmenuColumns({ items, layout, onNavigate }: Props) {
  return (
    <div className={styles.columns}>
      {columnsOf(items).map(({ key, group, items: list }) => {
        if (group?.kind === 'latest')
          return (
            <div key={key} className={styles.column}>
              <NavEntry item={group} layout={layout} onNavigate={onNavigate} />
            </div>
          );
        return (
          <div key={key} className={styles.column}>
            {group && (
              <div className={styles.head}>
                {group.href ? (
                  <SmartLink href={group.href} className={styles.headLink} onClick={onNavigate}>
                    {group.title}
                  </SmartLink>
                ) : (
                  <p className={entry.groupTitle}>{group.title}</p>
                )}
                {group.description && <p className={styles.description}>{group.description}</p>}
              </div>
            )}
            <ul className={styles.list}>
              {list.map((item) => (
                <li key={item.id}>
                  <NavEntry item={item} layout={layout} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
