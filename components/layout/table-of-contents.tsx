// The page's contents: a sticky list beside the content on large screens, an accordion (titled by
// the section in view, 'Продукт' before any) on small ones. Both highlight the section in view.
import { useEffect, useState } from 'react';
import { anchorOf, type TocSection } from '@/lib/chrome/toc';
import { SmartLink } from '@/components/smart-link';
import { ChevronIcon } from './icons';
import styles from './table-of-contents.module.css';

export const TOC_DEFAULT_TITLE = 'Продукт';

function useActiveSection(sections: TocSection[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const targets = sections.flatMap((s) => {
      const anchor = anchorOf(s.href);
      const el = anchor ? document.getElementById(anchor) : null;
      return el ? [el] : [];
    });
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) visible.set(e.target.id, e.isIntersecting);
        const first = targets.find((t) => visible.get(t.id));
        if (first) setActive(first.id);
        else if (window.scrollY < (targets[0]?.offsetTop ?? 0)) setActive(null);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    targets.forEach((t) => observer.observe(t));
    return () => observer.disconnect();
  }, [sections]);
  return active;
}

export function TableOfContents({ sections }: { sections: TocSection[] }) {
  const active = useActiveSection(sections);
  const [open, setOpen] = useState(false);
  const current = sections.find((s) => anchorOf(s.href) === active);
  const list = (
    <ul className={styles.list}>
      {sections.map((s) => (
        <li key={s.href}>
          <SmartLink
            href={s.href}
            className={styles.link}
            aria-current={anchorOf(s.href) === active ? 'location' : undefined}
            onClick={() => setOpen(false)}
          >
            {s.title}
          </SmartLink>
          {s.children.length > 0 && (
            <ul className={styles.children}>
              {s.children.map((c) => (
                <li key={c.href}>
                  <SmartLink href={c.href} className={styles.link} onClick={() => setOpen(false)}>
                    {c.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    // data-island: this code is an island of the page (view/page-view.tsx, lib/chrome/island.tsx).
    <aside className={styles.toc} aria-label="Содержание страницы" data-island="toc">
      <div className={styles.side}>
        <p className={styles.title}>Содержание</p>
        {list}
      </div>
      <div className={styles.accordion}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls="toc-accordion" onClick={() => setOpen(!open)}>
          <span>{current?.title ?? TOC_DEFAULT_TITLE}</span>
          <ChevronIcon className={styles.chevron} />
        </button>
        <div id="toc-accordion" className={styles.panel} hidden={!open}>
          {list}
        </div>
      </div>
    </aside>
  );
}
