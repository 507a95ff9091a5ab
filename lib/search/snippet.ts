// The piece of a found document shown under its title, with the query's words marked. Returned
// as segments rather than HTML, so that the page renders <mark> without injecting markup.
import { stem, words } from './stem';

export type Segment = { text: string; hit: boolean };

export function snippet(text: string, query: string, length = 220): Segment[] {
  const wanted = new Set(words(query).map((w) => stem(w.word)));
  const tokens = words(text);
  const hits = tokens.filter((t) => wanted.has(stem(t.word)));
  // Start a little before the first match, at a word boundary, so that the reader sees its context.
  const first = hits[0];
  let from = first ? Math.max(0, first.start - 60) : 0;
  if (from > 0) from = tokens.find((t) => t.start >= from)?.start ?? from;
  const to = Math.min(text.length, from + length);
  const segments: Segment[] = [];
  let at = from;
  for (const h of hits) {
    if (h.start < from || h.end > to) continue;
    if (h.start > at) segments.push({ text: text.slice(at, h.start), hit: false });
    segments.push({ text: text.slice(h.start, h.end), hit: true });
    at = h.end;
  }
  if (at < to) segments.push({ text: text.slice(at, to), hit: false });
  if (from > 0) segments.unshift({ text: '…', hit: false });
  if (to < text.length) segments.push({ text: '…', hit: false });
  return segments;
}
