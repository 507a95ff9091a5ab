// The site's regenerations, one at a time, with repeats folded. Two saves in quick succession (a
// page, then a menu item) would otherwise regenerate the same page at once, and Next joins a
// regeneration already under way: the later save's page could be the one rendered from data read
// before it, stale until the next change. Running them in turn avoids that; folding keeps a burst of
// saves cheap: a path already waiting (not yet started) is regenerated once for every save that
// asked for it, since it reads Directus after all of them. A menu change asks for every page (86
// today), and a second one queued behind it then costs nothing.

/** Regenerates one path; rejects when it failed. */
export type Regenerate = (path: string) => Promise<void>;

type Waiting = { regenerate: Regenerate; done: Promise<boolean>; settle: (ok: boolean) => void };

export function regenerationQueue() {
  const waiting = new Map<string, Waiting>();
  let working = false;

  async function work() {
    working = true;
    // A Map iterates in insertion order: paths are regenerated in the order they were first asked for.
    for (const [path, w] of waiting) {
      waiting.delete(path);
      try {
        await w.regenerate(path);
        w.settle(true);
      } catch (e) {
        console.error(`Regenerating ${path} failed: ${(e as Error).message}`);
        w.settle(false);
      }
    }
    working = false;
  }

  /**
   * Resolves, for each path, whether a regeneration that started after this call succeeded. The
   * `regenerate` of the caller that first asked for a waiting path is the one used: that caller is
   * still waiting for it, so whatever `regenerate` holds on to (a request) is still open.
   */
  function regenerate(paths: readonly string[], regenerate: Regenerate): Promise<boolean[]> {
    const outcomes = paths.map((path) => {
      let w = waiting.get(path);
      if (!w) {
        let settle!: (ok: boolean) => void;
        const done = new Promise<boolean>((resolve) => (settle = resolve));
        w = { regenerate, done, settle };
        waiting.set(path, w);
      }
      return w.done;
    });
    if (!working) void work();
    return Promise.all(outcomes);
  }

  return { regenerate };
}
