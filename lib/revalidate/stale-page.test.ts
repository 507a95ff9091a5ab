import type { IncomingMessage, ServerResponse } from 'node:http';
import { pagePathOfUrl, sendStalePage } from './stale-page';

describe('the page path of a request', () => {
  it('strips the base path, the query and the trailing slash', () => {
    expect(pagePathOfUrl('/ru/products/ecm/')).toEqual({ path: '/', data: false });
    expect(pagePathOfUrl('/ru/products/ecm/news/a/?utm_source=x')).toEqual({ path: '/news/a', data: false });
    expect(pagePathOfUrl('/about/')).toEqual({ path: '/about', data: false });
  });

  it('names the page of a data request', () => {
    expect(pagePathOfUrl('/ru/products/ecm/_next/data/build-1/news/a.json')).toEqual({ path: '/news/a', data: true });
    expect(pagePathOfUrl('/ru/products/ecm/_next/data/build-1/index.json')).toEqual({ path: '/', data: true });
  });
});

describe('the old page in place of a failed render', () => {
  const sent = (html: string | Uint8Array, url = '/ru/products/ecm/news/a/') => {
    (globalThis as { __everyPageMark?: unknown }).__everyPageMark = {
      stale: new Map([['/news/a', { html, pageData: { pageProps: {} } }]]),
    };
    const res = { headersSent: false, statusCode: 0, headers: {} as Record<string, unknown>, body: undefined as unknown };
    const answer = Object.assign(res, {
      setHeader: (name: string, value: unknown) => void (res.headers[name] = value),
      end: (body: unknown) => void (res.body = body),
    });
    const done = sendStalePage({ url, headers: {} } as IncomingMessage, answer as unknown as ServerResponse);
    return { done, ...res };
  };
  afterEach(() => delete (globalThis as { __everyPageMark?: unknown }).__everyPageMark);

  it('sends the page as the cache keeps it, text or bytes (the file cache keeps bytes)', () => {
    for (const html of ['<p>Старая страница</p>', Buffer.from('<p>Старая страница</p>')]) {
      const r = sent(html);
      expect(r.done).toBe(true);
      expect([r.statusCode, r.headers['content-type'], Buffer.from(r.body as string | Uint8Array).toString()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<p>Старая страница</p>',
      ]);
    }
  });

  it('has nothing to send for another page', () => {
    expect(sent('<p>Старая страница</p>', '/ru/products/ecm/news/b/').done).toBe(false);
  });
});
