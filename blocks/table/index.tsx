import { useId } from 'react';
import type { BlockTableFragment } from '@/schema/generated/graphql';
import { textList } from '@/lib/cms/text-list';
import { present } from '@/lib/format/present';
import { BlockSection } from '../section';
import styles from './table.module.css';
import { useEditable } from '@/components/preview/editable-block';
import { itemEditor } from '@/lib/visual-editing/edit-attr';

const YES = '+';
const NO = new Set(['−', '-', '–', '—']);

/** A cell's content: «+» and «−» become a check or a dash that screen readers read as «Есть» / «Нет». */
function Cell({ value }: { value: string }) {
  const text = value.trim();
  if (text === YES) {
    return (
      <span className={`${styles.mark} ${styles.yes}`}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="m5 10.5 3.2 3.2L15 6.8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">Есть</span>
      </span>
    );
  }
  if (NO.has(text)) {
    return (
      <span className={`${styles.mark} ${styles.no}`}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 10h8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Нет</span>
      </span>
    );
  }
  return <>{text}</>;
}

const ROWS = 'block_table_items';

export default function Table({ block }: { block: BlockTableFragment }) {
  const edit = useEditable();
  const editItem = itemEditor(edit, ROWS);
  const id = useId();
  const columns = textList(block.columns);
  const rows = present(block.items).map((row) => ({ id: row.id, cells: textList(row.cells) }));
  if (rows.length === 0) return null;
  // Every row as wide as the widest row or the header, so the grid never has holes.
  const width = Math.max(columns.length, ...rows.map((row) => row.cells.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  const headingId = `${id}-heading`;
  const noteId = `${id}-note`;
  const hintId = `${id}-hint`;
  return (
    <BlockSection title={block.title} headingId={headingId}>
      {/* Focusable so that keyboard users can scroll a table wider than the screen; the hint shows while it is. */}
      <div
        className={`scroll-region ${styles.scroller}`}
        role="region"
        aria-labelledby={block.title ? headingId : undefined}
        aria-label={block.title ? undefined : 'Таблица'}
        aria-describedby={hintId}
        tabIndex={0}
      >
        <p className="scroll-hint" id={hintId}>
          Прокрутите таблицу вбок
        </p>
        <table className={styles.table} aria-describedby={block.caption ? noteId : undefined}>
          {block.title && <caption className="visually-hidden">{block.title}</caption>}
          {columns.length > 0 && (
            <thead>
              <tr {...edit('columns')}>
                {pad(columns).map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} {...editItem(row.id, 'cells')}>
                {pad(row.cells).map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      <Cell value={cell} />
                    </th>
                  ) : (
                    <td key={index}>
                      <Cell value={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.caption && (
        <p id={noteId} className={styles.note} {...edit('caption')}>
          {block.caption}
        </p>
      )}
    </BlockSection>
  );
}
