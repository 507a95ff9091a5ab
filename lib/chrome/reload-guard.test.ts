import { installReloadGuard, isChunkLoadError, isChunkScript, reloadTarget } from './reload-guard';
import { hasUnsentInput, loadForTap, reloadAfterChunkFailure, reloadOnceAMinute, tapAwaitsCode } from './chunk-reload';

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

describe('a page with something typed', () => {
  const page = (html: string) => {
    document.body.innerHTML = html;
    return document;
  };
  it('is kept while a form holds what the visitor typed, ticked or chose', () => {
    const doc = page(
      '<form><input name="fio" value=""><input type="hidden" name="from" value="/x/"><input type="checkbox" name="consent"><select name="size"><option selected>1</option><option>2</option></select><textarea name="q"></textarea></form>',
    );
    expect(hasUnsentInput(doc)).toBe(false);
    doc.querySelector<HTMLInputElement>('[name=fio]')!.value = 'Анна';
    expect(hasUnsentInput(doc)).toBe(true);
    doc.querySelector<HTMLInputElement>('[name=fio]')!.value = '';
    doc.querySelector<HTMLInputElement>('[name=consent]')!.checked = true;
    expect(hasUnsentInput(doc)).toBe(true);
    doc.querySelector<HTMLInputElement>('[name=consent]')!.checked = false;
    doc.querySelector<HTMLSelectElement>('[name=size]')!.value = '2';
    expect(hasUnsentInput(doc)).toBe(true);
  });
  it('is not kept for a field outside any form, or a value the server put there', () => {
    expect(hasUnsentInput(page('<input value=""><form><input name="from" type="hidden" value="/x/"></form>'))).toBe(false);
    const outside = page('<input value="">');
    outside.querySelector('input')!.value = 'typed';
    expect(hasUnsentInput(outside)).toBe(false);
  });
});

describe('a chunk failure while a tap waits for a dialog’s code', () => {
  const events = { on: jest.fn(), off: jest.fn() };
  const failChunk = () => {
    const script = Object.assign(document.createElement('script'), {
      src: '/ru/products/ecm/_next/static/chunks/5086.6b17dd18ded1ad2f.js',
    });
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
  };
  const reloadedAt = () => window.sessionStorage.getItem('chunk-reload-at');
  beforeEach(() => {
    document.body.innerHTML = '';
    window.sessionStorage.clear();
  });

  it('is left to the tap, which answers it (components/forms/dialog-fallback.ts); once it is answered the guard acts again', async () => {
    const uninstall = installReloadGuard(events);
    let fail!: (error: Error) => void;
    const loading = loadForTap(() => new Promise<void>((_, reject) => (fail = reject)));
    expect(tapAwaitsCode()).toBe(true);
    failChunk();
    expect(reloadedAt()).toBeNull();
    fail(new Error('Loading chunk 5086 failed.'));
    await expect(loading).rejects.toThrow('Loading chunk');
    expect(tapAwaitsCode()).toBe(false);
    // jsdom cannot reload: the guard's attempt shows in the minute it stamps.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failChunk();
    quiet.mockRestore();
    expect(reloadedAt()).not.toBeNull();
    uninstall();
  });
});

describe('a chunk failure under an open dialog', () => {
  it('keeps the page: a load would take the dialog away', () => {
    window.sessionStorage.clear();
    document.body.innerHTML = '<dialog open><form><input name="fio"></form></dialog>';
    expect(reloadAfterChunkFailure()).toBe(false);
    expect(window.sessionStorage.getItem('chunk-reload-at')).toBeNull();
  });
});
