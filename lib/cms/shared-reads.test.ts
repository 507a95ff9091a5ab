import { shareReads, sharedRead, sharedReadOf, sharing } from './shared-reads';

const counter = () => {
  let n = 0;
  return {
    read: async () => ++n,
    get count() {
      return n;
    },
  };
};

describe('reads shared while a revalidation is under way', () => {
  it('reads anew for every caller when no revalidation is under way', async () => {
    const c = counter();
    expect(sharing()).toBe(false);
    expect(await sharedRead('layout', c.read)).toBe(1);
    expect(await sharedRead('layout', c.read)).toBe(2);
    expect(sharedReadOf('layout')).toBeUndefined();
  });

  it('reads once for all callers during one, and anew after a later change arrives', async () => {
    const c = counter();
    const first = shareReads();
    expect(await sharedRead('layout', c.read)).toBe(1);
    expect(await sharedRead('layout', c.read)).toBe(1);
    // A change reaching pages while the first is under way: nothing read before it is given out again.
    const second = shareReads();
    second.changed();
    expect(await sharedRead('layout', c.read)).toBe(2);
    first.done();
    expect(await sharedRead('layout', c.read)).toBe(2);
    second.done();
    expect(sharing()).toBe(false);
    expect(await sharedRead('layout', c.read)).toBe(3);
  });

  it('keeps the reads under way for a change that reaches no page', async () => {
    const c = counter();
    const first = shareReads();
    first.changed();
    expect(await sharedRead('layout', c.read)).toBe(1);
    const second = shareReads();
    expect(await sharedRead('layout', c.read)).toBe(1);
    expect(second.done()).toBe(false);
    expect(first.done()).toBe(true);
    expect(await sharedRead('layout', c.read)).toBe(2);
  });

  it('does not share a read that failed', async () => {
    const share = shareReads();
    let n = 0;
    const flaky = async () => {
      if (++n === 1) throw new Error('Directus is busy');
      return n;
    };
    await expect(sharedRead('layout', flaky)).rejects.toThrow('busy');
    expect(await sharedRead('layout', flaky)).toBe(2);
    expect(await sharedRead('layout', flaky)).toBe(2);
    share.done();
  });

  it('ends once however often a revalidation says it is done', async () => {
    const a = shareReads();
    const b = shareReads();
    a.done();
    a.done();
    expect(sharing()).toBe(true);
    b.done();
    expect(sharing()).toBe(false);
  });
});
