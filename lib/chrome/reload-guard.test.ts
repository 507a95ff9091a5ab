import { isChunkLoadError, isChunkScript, reloadOnceAMinute, reloadTarget } from './reload-guard';

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

describe('where a chunk failure loads', () => {
  const at = (pathname: string) => ({ pathname, search: '', hash: '' });
  it('loads the target of the navigation in flight, with the base path', () => {
    expect(reloadTarget('/ru/products/ecm/news/', at('/ru/products/ecm/'))).toBe('/ru/products/ecm/news/');
    expect(reloadTarget('/news/?page=2', at('/ru/products/ecm/'))).toBe('/ru/products/ecm/news/?page=2');
  });
  it('reloads the page shown when no navigation is in flight or it is already there', () => {
    expect(reloadTarget(null, at('/ru/products/ecm/'))).toBeNull();
    expect(reloadTarget('/ru/products/ecm/news/', at('/ru/products/ecm/news/'))).toBeNull();
  });
});

describe('chunk scripts', () => {
  it('are the scripts of the build, not others', () => {
    const script = (src: string) => Object.assign(document.createElement('script'), { src });
    expect(isChunkScript(script('/ru/products/ecm/_next/static/chunks/block_table.0a1b2c.js'))).toBe(true);
    expect(isChunkScript(script('https://mc.yandex.ru/metrika/tag.js'))).toBe(false);
    expect(isChunkScript(document.createElement('img'))).toBe(false);
    expect(isChunkScript(null)).toBe(false);
  });
});
