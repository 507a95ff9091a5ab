// Comments under an article as a thread: each comment names the one it answers (`parent`); top-level
// comments and the answers to each comment are shown oldest first. An answer whose parent is not
// shown (unpublished or deleted) is not shown either: without its question it would read wrongly.

export type CommentRow = {
  id: string | number;
  author_name?: string | null;
  text?: string | null;
  date?: string | null;
  parent?: { id: string | number } | null;
};

export type CommentNode<C extends CommentRow = CommentRow> = C & { answers: CommentNode<C>[] };

const byDate = (a: CommentRow, b: CommentRow) => (a.date ?? '').localeCompare(b.date ?? '') || String(a.id).localeCompare(String(b.id));

export function commentThread<C extends CommentRow>(rows: readonly (C | null)[] | null | undefined): CommentNode<C>[] {
  const comments = (rows ?? []).filter((c): c is C => Boolean(c)).sort(byDate);
  const nodes = new Map<string, CommentNode<C>>(comments.map((c) => [String(c.id), { ...c, answers: [] }]));
  const roots: CommentNode<C>[] = [];
  for (const c of comments) {
    const node = nodes.get(String(c.id))!;
    if (!c.parent) roots.push(node);
    else nodes.get(String(c.parent.id))?.answers.push(node);
  }
  return roots;
}

/** How many comments the thread shows. */
export const commentCount = (thread: readonly CommentNode[]): number => thread.reduce((n, c) => n + 1 + commentCount(c.answers), 0);
