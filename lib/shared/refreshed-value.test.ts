import { refreshedValue } from './refreshed-value';

describe('a value refreshed in the background', () => {
  it('after drop, waits for the next read instead of answering with the old value', async () => {
    const answers = ['one', 'two'];
    const value = refreshedValue({ load: async () => answers.shift() ?? null, fallback: 'none', ttlMs: 60_000, firstWaitMs: 1_000 });
    expect(await value.get()).toBe('one');
    expect(value.get()).toBe('one');
    value.drop();
    expect(await value.get()).toBe('two');
    expect(value.get()).toBe('two');
  });

  it('goes on with the last value when the read after drop is slow, and with the fallback before any', async () => {
    let release: (v: string) => void = () => undefined;
    const slow = () => new Promise<string>((r) => (release = r));
    const value = refreshedValue({ load: slow, fallback: 'none', ttlMs: 60_000, firstWaitMs: 20 });
    expect(await value.get()).toBe('none');
    release('one');
    await new Promise((r) => setTimeout(r, 0));
    expect(value.get()).toBe('one');
    value.drop();
    expect(await value.get()).toBe('one');
    release('two');
    await new Promise((r) => setTimeout(r, 0));
    expect(value.get()).toBe('two');
  });
});
