// What a person notices at first sight of a page, measured in the browser: text hidden under the
// fixed header or cut off, a page wider than the screen, text over text, text against the side of
// the screen, images broken or without a size. `layoutDefects` runs inside the page (page.evaluate), so it is self-contained.

export type Box = { x: number; y: number; width: number; height: number };
export type LayoutDefect = { check: string; element: string; box: Box; detail?: string };

/** Everything of the page at the top of the window (scrollY 0) that a person would call broken. */
export function layoutDefects(): LayoutDefect[] {
  const defects: LayoutDefect[] = [];
  const vw = document.documentElement.clientWidth;
  const round = (r: DOMRect | { x: number; y: number; width: number; height: number }): Box => ({
    x: Math.round(r.x),
    y: Math.round(r.y + window.scrollY),
    width: Math.round(r.width),
    height: Math.round(r.height),
  });

  /**
   * A name a person can find the element by: the block it is in, its tag with id and readable classes
   * (the built CSS modules' hashed names say nothing), up to three ancestors, and its text.
   */
  const describe = (el: Element): string => {
    const one = (e: Element) => {
      let s = e.tagName.toLowerCase();
      if (e.id && !/^_R_/.test(e.id)) s += `#${e.id}`;
      const cls = [...e.classList].filter((c) => /^[a-z]+(-[a-z]+)*$/.test(c)).slice(0, 2);
      if (cls.length) s += `.${cls.join('.')}`;
      const label = e.getAttribute('aria-label');
      if (label) s += `[aria-label="${label}"]`;
      return s;
    };
    const chain: string[] = [one(el)];
    for (let p = el.parentElement; p && p !== document.body && chain.length < 4; p = p.parentElement) chain.unshift(one(p));
    const block = el.closest('[data-static-block], [data-island]');
    const inBlock = block ? `блок ${block.getAttribute('data-static-block') ?? block.getAttribute('data-island')}: ` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const alt = el.getAttribute('alt');
    return `${inBlock}${chain.join(' > ')}${text ? ` «${text}»` : alt ? ` «${alt}»` : ''}`;
  };

  const visible = (el: Element) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0.01 && el.checkVisibility({ opacityProperty: true });
  };
  /** Inside a box clipped to nothing (the visually-hidden helper): not on screen on purpose. */
  const hiddenByClip = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.clip !== 'auto' && s.position === 'absolute') return true;
      if (s.clipPath !== 'none' && s.clipPath.includes('inset(50%')) return true;
      const r = p.getBoundingClientRect();
      if ((r.width <= 1 || r.height <= 1) && s.overflow !== 'visible') return true;
    }
    return false;
  };
  const fixedAncestor = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement) {
      const pos = getComputedStyle(p).position;
      if (pos === 'fixed' || pos === 'sticky') return p;
    }
    return null;
  };

  // The header the page scrolls under.
  const header = [...document.querySelectorAll('body > header, body > div > header, header')].find((h) => {
    const pos = getComputedStyle(h).position;
    return (pos === 'fixed' || pos === 'sticky') && h.getBoundingClientRect().top <= 0;
  });
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;

  // The visible text of the page, line by line: each text node's boxes, with the element holding it.
  type Line = { el: Element; rect: DOMRect; seen: DOMRect | null };
  /** The part of the window an element's boxes let it show in: its ancestors that clip or scroll. */
  const clipOf = (el: Element): DOMRect => {
    let [left, top, right, bottom] = [-Infinity, -Infinity, Infinity, Infinity];
    for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX === 'visible') continue;
      const b = p.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, b.left), Math.max(top, b.top), Math.min(right, b.right), Math.min(bottom, b.bottom)];
    }
    return new DOMRect(left, top, right - left, bottom - top);
  };
  const within = (r: DOMRect, clip: DOMRect): DOMRect | null => {
    const left = Math.max(r.left, clip.left);
    const right = Math.min(r.right, clip.right);
    const top = Math.max(r.top, clip.top);
    const bottom = Math.min(r.bottom, clip.bottom);
    return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
  };
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.textContent && n.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const seen = new Map<Element, boolean>();
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest('script, style, noscript, template, svg, [aria-hidden="true"], dialog:not([open])')) continue;
    let shown = seen.get(el);
    if (shown === undefined) seen.set(el, (shown = visible(el) && !hiddenByClip(el)));
    if (!shown) continue;
    range.selectNodeContents(n);
    const clip = clipOf(el);
    for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) lines.push({ el, rect, seen: within(rect, clip) });
  }

  // 1. Text of the page (not the header's own) under the fixed header, or cut off at an edge.
  const reported = new Set<Element>();
  for (const { el, rect } of lines) {
    if (reported.has(el)) continue;
    if (header && !header.contains(el) && !fixedAncestor(el) && rect.top < headerBottom - 1 && rect.bottom > 0) {
      reported.add(el);
      defects.push({
        check: 'под фиксированной шапкой',
        element: describe(el),
        box: round(rect),
        detail: `шапка кончается на ${Math.round(headerBottom)} px`,
      });
      continue;
    }
    // Cut: beyond the edge of an ancestor that does not let it overflow. A box that hides it for
    // good must say so (an ellipsis); a box that scrolls sideways must show that it does: a visible
    // hint as its description (aria-describedby), a name, and a place in the tab order for keyboards.
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible') continue;
      const box = p.getBoundingClientRect();
      if (rect.right <= box.right + 1 && rect.left >= box.left - 1) break;
      const where = `край ${describe(p).split(' «')[0]} на ${Math.round(box.left)}–${Math.round(box.right)} px`;
      if (s.overflowX === 'hidden' || s.overflowX === 'clip') {
        if (getComputedStyle(el).textOverflow !== 'ellipsis' && s.textOverflow !== 'ellipsis') {
          reported.add(el);
          defects.push({ check: 'текст обрезан', element: describe(el), box: round(rect), detail: where });
        }
        break;
      }
      const hint = p
        .getAttribute('aria-describedby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id))
        .find((h) => h && visible(h) && !hiddenByClip(h));
      const named = p.hasAttribute('aria-label') || p.hasAttribute('aria-labelledby');
      if (!hint || !named || (p as HTMLElement).tabIndex < 0) {
        reported.add(el);
        const missing = [
          !hint && 'видимой подсказки (aria-describedby)',
          !named && 'названия',
          (p as HTMLElement).tabIndex < 0 && 'фокуса с клавиатуры',
        ]
          .filter(Boolean)
          .join(', ');
        defects.push({
          check: 'обрезано без признака прокрутки',
          element: describe(el),
          box: round(rect),
          detail: `${where}; у области прокрутки нет ${missing}`,
        });
      }
      break;
    }
  }

  // 2. The page wider than the window: the outermost elements that stick out, outside any scroll box.
  if (document.documentElement.scrollWidth > vw + 1) {
    /** Inside a box that clips or scrolls it: it does not widen the page. */
    const contained = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const out: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= vw + 1) continue;
      if (out.some((o) => o.contains(el))) continue;
      if (fixedAncestor(el) || contained(el)) continue;
      out.push(el);
    }
    const detail = `страница ${document.documentElement.scrollWidth} px при окне ${vw} px`;
    if (out.length === 0)
      defects.push({ check: 'прокрутка вбок', element: 'html', box: round(document.documentElement.getBoundingClientRect()), detail });
    for (const el of out.slice(0, 5))
      defects.push({ check: 'прокрутка вбок', element: describe(el), box: round(el.getBoundingClientRect()), detail });
  }

  // 3. Text over text: line boxes of two different elements (neither inside the other) that overlap.
  // What a person sees of a line: the part inside the boxes that clip it (a crumb shortened with an
  // ellipsis spans its whole text in the layout, but shows only up to its box's edge).
  const flowing = lines
    .filter((l) => !fixedAncestor(l.el) && l.seen)
    .map((l) => ({ el: l.el, rect: l.seen! }))
    .sort((a, b) => a.rect.top - b.rect.top);
  const pairs = new Set<string>();
  for (let i = 0; i < flowing.length; i++) {
    const a = flowing[i]!;
    for (let j = i + 1; j < flowing.length; j++) {
      const b = flowing[j]!;
      if (b.rect.top >= a.rect.bottom) break;
      if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      // Glyph boxes of neighbouring lines touch by a pixel or two; text over text overlaps more.
      if (w <= 2 || h <= 4) continue;
      const key = `${describe(a.el)}|${describe(b.el)}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      defects.push({
        check: 'текст на тексте',
        element: `${describe(a.el)} и ${describe(b.el)}`,
        box: round(a.rect),
        detail: `пересечение ${Math.round(w)}×${Math.round(h)} px с ${JSON.stringify(round(b.rect))}`,
      });
    }
  }

  // 4. Text against the side of the screen: a page's text keeps a margin from the window's edges
  // (the layout's gutter); a line that starts or ends within a few pixels of them reads as cut.
  const EDGE_PX = 8;
  const atEdge = new Set<Element>();
  for (const { el, seen: rect } of lines) {
    if (!rect || atEdge.has(el) || fixedAncestor(el)) continue;
    if (rect.left >= EDGE_PX && rect.right <= vw - EDGE_PX) continue;
    atEdge.add(el);
    defects.push({
      check: 'текст у края экрана',
      element: describe(el),
      box: round(rect),
      detail: `до края окна ${Math.round(Math.min(rect.left, vw - rect.right))} px, нужно не меньше ${EDGE_PX}`,
    });
  }

  // 5. Images: a picture that failed to load, or one without a size (the page jumps when it arrives).
  for (const img of document.images) {
    if (!visible(img) || hiddenByClip(img)) continue;
    const s = getComputedStyle(img);
    const sized = (img.hasAttribute('width') && img.hasAttribute('height')) || s.aspectRatio !== 'auto';
    if (!sized) defects.push({ check: 'изображение без размеров', element: describe(img), box: round(img.getBoundingClientRect()) });
    if (img.complete && img.naturalWidth === 0 && img.currentSrc)
      defects.push({
        check: 'изображение не загрузилось',
        element: describe(img),
        box: round(img.getBoundingClientRect()),
        detail: img.currentSrc,
      });
  }
  return defects;
}

/** The addresses of the page's pictures (loaded or lazy), to be checked once for the whole sweep. */
export function imageSources(): string[] {
  return [...document.images].map((img) => img.currentSrc || img.src).filter((src) => src && !src.startsWith('data:'));
}

/**
 * After a jump to each of the page's in-page anchors (the table of contents, a block's «Якорь», the
 * skip link), as a person's click on the link makes it: the target's first line of text is below the
 * fixed header. Runs inside the page; leaves it back at its top, without the fragment.
 */
export async function anchorDefects(): Promise<LayoutDefect[]> {
  const defects: LayoutDefect[] = [];
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const header = [...document.querySelectorAll('header')].find((h) => {
    const pos = getComputedStyle(h).position;
    return (pos === 'fixed' || pos === 'sticky') && h.getBoundingClientRect().top <= 0;
  });
  if (!header) return defects;
  // Links into this page: `#part`, or the page's own address with a fragment (the table of
  // contents, a menu item to a block's «Якорь»).
  const ids = [
    ...new Set(
      [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')]
        .filter((a) => a.pathname === location.pathname && a.hash.length > 1)
        .map((a) => decodeURIComponent(a.hash.slice(1))),
    ),
  ].filter((id) => document.getElementById(id));
  for (const id of ids) {
    const target = document.getElementById(id)!;
    location.hash = id;
    await frame();
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) =>
        n.textContent?.trim() && n.parentElement?.checkVisibility({ opacityProperty: true })
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_REJECT,
    });
    const text = walker.nextNode();
    if (!text) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const line = range.getClientRects()[0];
    const headerBottom = header.getBoundingClientRect().bottom;
    if (line && line.top < headerBottom - 1)
      defects.push({
        check: 'под шапкой после перехода по якорю',
        element: `#${id} «${text.textContent!.replace(/\s+/g, ' ').trim().slice(0, 40)}»`,
        box: { x: Math.round(line.x), y: Math.round(line.y), width: Math.round(line.width), height: Math.round(line.height) },
        detail: `шапка кончается на ${Math.round(headerBottom)} px`,
      });
  }
  history.replaceState(history.state, '', location.pathname + location.search);
  window.scrollTo(0, 0);
  return defects;
}
