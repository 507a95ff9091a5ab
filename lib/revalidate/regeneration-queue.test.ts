import { regenerationQueue } from './regeneration-queue';

/** A regenerate function that records the order of calls and finishes when told to. */
function recorder() {
  const calls: string[] = [];
  const pending: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const regenerate = (path: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push(path);
      most = Math.max(most, ++running);
      pending.push(() => {
        running--;
        if (path.includes('broken')) reject(new Error('render failed'));
        else resolve();
      });
    });
  /** Lets every started regeneration finish, until none is left. */
  const finishAll = async () => {
    for (;;) {
      await new Promise((r) => setTimeout(r, 0));
      const next = pending.shift();
      if (!next) return;
      next();
    }
  };
  return { calls, regenerate, finishAll, most: () => most };
}

describe('regeneration queue', () => {
  it('with room for one, regenerates one path at a time, in the order asked for', async () => {
    const q = regenerationQueue(1);
    const r = recorder();
    const first = q.regenerate(['/a/', '/b/'], r.regenerate);
    const second = q.regenerate(['/c/'], r.regenerate);
    await r.finishAll();
    await expect(first).resolves.toEqual([true, true]);
    await expect(second).resolves.toEqual([true]);
    expect(r.calls).toEqual(['/a/', '/b/', '/c/']);
    expect(r.most()).toBe(1);
  });

  it('folds a path asked for again while it waits, but not one already under way', async () => {
    const q = regenerationQueue(1);
    const r = recorder();
    const first = q.regenerate(['/a/', '/b/', '/c/'], r.regenerate);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // '/a/' has started (it read its data before this save): it must run again; '/b/' and '/c/' wait.
    const second = q.regenerate(['/a/', '/b/', '/c/'], r.regenerate);
    await r.finishAll();
    await expect(Promise.all([first, second])).resolves.toEqual([
      [true, true, true],
      [true, true, true],
    ]);
    expect(r.calls).toEqual(['/a/', '/b/', '/c/', '/a/']);
  });

  it('reports a failed path to every caller that asked for it and goes on with the rest', async () => {
    const q = regenerationQueue();
    const r = recorder();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const first = q.regenerate(['/broken/', '/ok/'], r.regenerate);
    const second = q.regenerate(['/broken/'], r.regenerate);
    await r.finishAll();
    await expect(first).resolves.toEqual([false, true]);
    await expect(second).resolves.toEqual([false]);
    expect(error).toHaveBeenCalledWith('Regenerating /broken/ failed: render failed');
    error.mockRestore();
  });

  it('starts again after it ran dry', async () => {
    const q = regenerationQueue();
    const r = recorder();
    const first = q.regenerate(['/a/'], r.regenerate);
    await r.finishAll();
    await first;
    const again = q.regenerate(['/a/'], r.regenerate);
    await r.finishAll();
    await expect(again).resolves.toEqual([true]);
    expect(r.calls).toEqual(['/a/', '/a/']);
  });

  it('regenerates several different paths at once, never one path twice at once', async () => {
    const q = regenerationQueue(3);
    const r = recorder();
    const first = q.regenerate(['/a/', '/b/', '/c/', '/d/'], r.regenerate);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Three under way, '/d/' waits for room; '/a/' asked again waits for its first run to end.
    expect(r.calls).toEqual(['/a/', '/b/', '/c/']);
    const second = q.regenerate(['/a/'], r.regenerate);
    await r.finishAll();
    await expect(Promise.all([first, second])).resolves.toEqual([[true, true, true, true], [true]]);
    expect(r.calls).toEqual(['/a/', '/b/', '/c/', '/d/', '/a/']);
    expect(r.most()).toBe(3);
  });

  it('puts paths of a narrow change ahead of a bulk run of every page', async () => {
    const q = regenerationQueue(1);
    const r = recorder();
    const all = q.regenerate(['/', '/a/', '/b/', '/c/'], r.regenerate, { bulk: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const narrow = q.regenerate(['/c/', '/d/'], r.regenerate);
    await r.finishAll();
    await expect(Promise.all([all, narrow])).resolves.toEqual([
      [true, true, true, true],
      [true, true],
    ]);
    expect(r.calls).toEqual(['/', '/c/', '/d/', '/a/', '/b/']);
  });

  it('keeps what an earlier run of every page left waiting ahead of a later run', async () => {
    const q = regenerationQueue(1);
    const r = recorder();
    const first = q.regenerate(['/', '/a/', '/b/', '/c/'], r.regenerate, { bulk: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = q.regenerate(['/', '/c/', '/b/'], r.regenerate, { bulk: true });
    await r.finishAll();
    await expect(Promise.all([first, second])).resolves.toEqual([
      [true, true, true, true],
      [true, true, true],
    ]);
    // '/' was under way: it runs again, after the paths still waiting since the first run.
    expect(r.calls).toEqual(['/', '/a/', '/b/', '/c/', '/']);
  });
});
