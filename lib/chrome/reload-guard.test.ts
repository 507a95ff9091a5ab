import { isChunkLoadError, reloadOnceAMinute } from './reload-guard';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('chunk reload guard', () => {
  it('recognises chunk load failures and nothing else', () => {
    const chunk = new Error('Loading chunk 345 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const storage = memory();
    const reload = jest.fn();
    expect(reloadOnceAMinute(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceAMinute(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnceAMinute(storage, reload, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
