// The site's regenerations, a few at a time and never two of one path, with repeats folded. Two
// saves in quick succession (a page, then a menu item) would otherwise regenerate the same page at
// once, and Next joins a regeneration already under way: the later save's page could be the one
// rendered from data read before it, stale until the next change. A path is therefore never started
// while it is under way; folding keeps a burst of saves cheap: a path already waiting (not yet
// started) is regenerated once for every save that asked for it, since it reads Directus after all
// of them. A menu change asks for every page (about 90 today): one after another that took about
// 45 s, and the page a marketer had just renamed waited its turn among them. Now a few run at once
// (each mostly waits for Directus), and narrow changes go ahead of such a bulk run.

/**
 * How many different paths are regenerated at once. More saturated the embedded Directus (SQLite)
 * on a busy 2-core machine: at 6, reads took over 10 s and regenerations failed; at 4, in one run, a
 * new A/B test's variant took over 30 s to reach visitors (cause not established).
 */
export const REGENERATION_CONCURRENCY = 3;

/** Regenerates one path; rejects when it failed. */
export type Regenerate = (path: string) => Promise<void>;

type Waiting = { regenerate: Regenerate; done: Promise<boolean>; settle: (ok: boolean) => void };

/**
 * `bulk`: the paths are every page (a menu or settings change): paths asked for by a narrower change
 * go first, so that the page a marketer just changed (or the page holding a button to it) is not
 * regenerated after the whole site. A later run of every page keeps what an earlier run left waiting
 * ahead of its own paths (those waiting show the state from before both changes; the paths already
 * regenerated since show the first): after a delete its follow-up changes used to put the pages
 * just regenerated, home page first, ahead of the last pages still linking to the deleted one.
 */
export type RegenerateOptions = { bulk?: boolean };

export function regenerationQueue(concurrency = REGENERATION_CONCURRENCY) {
  const urgent = new Map<string, Waiting>();
  const bulk = new Map<string, Waiting>();
  const running = new Set<string>();

  /** Starts waiting paths (urgent ones, then bulk; each in the order first asked for) while there is room. */
  function work() {
    for (const queue of [urgent, bulk])
      // A Map iterates in insertion order: paths are started in the order they were first asked for.
      for (const [path, w] of queue) {
        if (running.size >= concurrency) return;
        if (running.has(path)) continue;
        queue.delete(path);
        running.add(path);
        void w
          .regenerate(path)
          .then(
            () => w.settle(true),
            (e: unknown) => {
              console.error(`Regenerating ${path} failed: ${(e as Error).message}`);
              w.settle(false);
            },
          )
          .finally(() => {
            running.delete(path);
            work();
          });
      }
  }

  /**
   * Resolves, for each path, whether a regeneration that started after this call succeeded. The
   * `regenerate` of the caller that first asked for a waiting path is the one used: that caller is
   * still waiting for it, so whatever `regenerate` holds on to (a request) is still open.
   */
  function regenerate(
    paths: readonly string[],
    regenerate: Regenerate,
    { bulk: isBulk = false }: RegenerateOptions = {},
  ): Promise<boolean[]> {
    const outcomes = paths.map((path) => {
      let w = urgent.get(path) ?? bulk.get(path);
      if (w && !isBulk && bulk.has(path)) {
        // Asked for by a narrow change while it waits in a bulk run: it goes ahead.
        bulk.delete(path);
        urgent.set(path, w);
      }
      if (!w) {
        let settle!: (ok: boolean) => void;
        const done = new Promise<boolean>((resolve) => (settle = resolve));
        w = { regenerate, done, settle };
        (isBulk ? bulk : urgent).set(path, w);
      }
      return w.done;
    });
    work();
    return Promise.all(outcomes);
  }

  return { regenerate };
}
