/** @jest-environment node */
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { assertSameSite, clientIp, idempotencyKey } from './request';
import { readBody, BODY_LIMIT } from './body';
import { HttpError } from './http-error';

function req(headers: Record<string, string>, body: string | Buffer = '', peer = '127.0.0.1'): IncomingMessage {
  const stream = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  return Object.assign(stream, { headers, socket: { remoteAddress: peer } });
}

/** The bytes and content type a browser sends for a FormData body. */
async function multipart(form: FormData) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: encoded.headers.get('content-type')!, body: Buffer.from(await encoded.arrayBuffer()) };
}

const statusOf = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
    return 'ok';
  } catch (e) {
    return e instanceof HttpError ? e.status : 'other';
  }
};

describe('lead request checks', () => {
  it('believes X-Forwarded-For only from a proxy on this machine (TRUSTED_PROXIES by default)', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' }))).toBe('10.0.0.1');
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5' }, '', '198.51.100.7'))).toBe('198.51.100.7');
  });

  it('refuses cross-site requests by Sec-Fetch-Site or Origin, and lets same-origin and non-browser ones pass', async () => {
    const site = 'https://elma365.com';
    expect(await statusOf(() => assertSameSite(req({ 'sec-fetch-site': 'cross-site' }), site))).toBe(403);
    expect(await statusOf(() => assertSameSite(req({ origin: 'https://evil.example', host: 'elma365.com' }), site))).toBe(403);
    expect(await statusOf(() => assertSameSite(req({ origin: 'null' }), site))).toBe(403);
    expect(await statusOf(() => assertSameSite(req({ origin: 'https://elma365.com', 'sec-fetch-site': 'same-origin' }), site))).toBe('ok');
    expect(await statusOf(() => assertSameSite(req({}), site))).toBe('ok');
  });

  it('reads JSON and urlencoded bodies, and refuses other types, oversize and broken bodies', async () => {
    expect(await readBody(req({ 'content-type': 'application/json; charset=utf-8' }, '{"a":1}'))).toEqual({ a: 1 });
    // Form data stays text: the schemas read flags and JSON objects out of it, no field is decoded by name.
    expect(await readBody(req({ 'content-type': 'application/x-www-form-urlencoded' }, 'agree=true&da_data=%7B%22x%22%3A1%7D'))).toEqual({
      agree: 'true',
      da_data: '{"x":1}',
    });
    expect(await statusOf(readBody(req({ 'content-type': 'text/plain' }, '{}')))).toBe(415);
    expect(await statusOf(readBody(req({ 'content-type': 'application/json' }, `"${'x'.repeat(BODY_LIMIT)}"`)))).toBe(413);
    expect(await statusOf(readBody(req({ 'content-type': 'application/json', 'content-length': String(BODY_LIMIT + 1) }, '{}')))).toBe(413);
    expect(await statusOf(readBody(req({ 'content-type': 'application/json' }, '[1]')))).toBe(400);
    expect(await statusOf(readBody(req({ 'content-type': 'application/json' }, '{')))).toBe(400);
  });

  it('reads multipart form data as built by FormData, and refuses files and broken parts', async () => {
    const form = new FormData();
    form.set('fio', 'Иван Петров');
    form.set('accept_rules', 'on');
    form.set('da_data', JSON.stringify({ value: 'ООО «Ромашка»' }));
    form.set('extras', '');
    const { contentType, body } = await multipart(form);
    expect(await readBody(req({ 'content-type': contentType }, body))).toEqual({
      fio: 'Иван Петров',
      accept_rules: 'on',
      da_data: '{"value":"ООО «Ромашка»"}',
      extras: '',
    });

    const withFile = new FormData();
    withFile.set('fio', 'Иван');
    withFile.set('company', new Blob(['x']), 'card.txt');
    const sent = await multipart(withFile);
    await expect(readBody(req({ 'content-type': sent.contentType }, sent.body))).rejects.toMatchObject({
      status: 422,
      fields: { company: 'Файлы не принимаются' },
    });
    expect(await statusOf(readBody(req({ 'content-type': 'multipart/form-data; boundary=x' }, 'garbage')))).toBe(400);
    expect(await statusOf(readBody(req({ 'content-type': 'multipart/form-data' }, body)))).toBe(400);
    const big = new FormData();
    big.set('comment', 'я'.repeat(BODY_LIMIT));
    const large = await multipart(big);
    expect(await statusOf(readBody(req({ 'content-type': large.contentType }, large.body)))).toBe(413);
  });

  it('accepts a sane Idempotency-Key and refuses a malformed one', async () => {
    expect(idempotencyKey(req({ 'idempotency-key': 'abc-123_XYZ' }))).toBe('abc-123_XYZ');
    expect(idempotencyKey(req({}))).toBeNull();
    expect(await statusOf(() => idempotencyKey(req({ 'idempotency-key': 'a b' })))).toBe(400);
  });
});
