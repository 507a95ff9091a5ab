/** @jest-environment node */
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { env } from '@/lib/env';
import { cmsCall, cmsFetch, cmsQuery, cmsRest, CmsError, CMS_CONCURRENCY, OUTAGE_PAUSE_MS } from './client';

const PING = parse('query Ping { __typename }') as TypedDocumentNode<{ __typename: string }, Record<string, never>>;

describe('CMS reads during an outage', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('fails at once for a few seconds after Directus could not be reached, then asks again', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'], now: 1_000_000 });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    global.fetch = fetchMock;

    const first = await cmsQuery(PING, {});
    expect(first.ok || first.error).toMatchObject({ kind: 'network', retryable: true });
    // Where lib/shared/every-page-mark.mjs reads it, to serve marked pages as they are meanwhile.
    expect((globalThis as { __cmsOutage?: { until: number } }).__cmsOutage?.until).toBe(1_000_000 + OUTAGE_PAUSE_MS);
    const second = await cmsQuery(PING, {});
    expect(second.ok || second.error).toMatchObject({ kind: 'network', retryable: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    jest.setSystemTime(1_000_000 + OUTAGE_PAUSE_MS);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { __typename: 'Query' } }), { headers: { 'content-type': 'application/json' } }),
    );
    expect(await cmsQuery(PING, {})).toEqual({ ok: true, data: { __typename: 'Query' } });
  });

  it('keeps an answer with an error in it apart from an outage', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ errors: [{ message: 'Forbidden' }] }), { headers: { 'content-type': 'application/json' } }),
      );
    const result = await cmsQuery(PING, {});
    expect(result.ok).toBe(false);
    expect(result.ok || result.error).toBeInstanceOf(CmsError);
    expect(result.ok || result.error).toMatchObject({ kind: 'graphql', retryable: false });
  });
});

describe('a burst of requests', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const ok = () => new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } });
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('sends Directus a few requests at a time, the others as answers come back', async () => {
    const pending: (() => void)[] = [];
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => pending.push(() => resolve(ok()))));
    global.fetch = fetchMock as typeof fetch;
    const answers = Array.from({ length: CMS_CONCURRENCY + 3 }, () => cmsFetch('/items/pages', { access: 'public' }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(CMS_CONCURRENCY);
    pending.shift()!();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(CMS_CONCURRENCY + 1);
    while (pending.length) {
      pending.shift()!();
      await settle();
    }
    expect((await Promise.all(answers)).every((r) => r.ok)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(CMS_CONCURRENCY + 3);
  });

  it('fails a request that timed out while Directus answered others, alone: the calls are not paused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let timeOut!: () => void;
    const fetchMock = jest
      .fn()
      .mockImplementationOnce(() => new Promise((_, reject) => (timeOut = () => reject(new DOMException('timed out', 'TimeoutError')))))
      .mockImplementation(async () => ok());
    global.fetch = fetchMock;
    const slow = cmsFetch('/items/pages', { access: 'public' });
    await settle();
    expect((await cmsFetch('/items/news', { access: 'public' })).ok).toBe(true);
    timeOut();
    await expect(slow).rejects.toMatchObject({ kind: 'network' });
    // Directus is slow, not down: the next request is sent.
    expect((await cmsFetch('/items/articles', { access: 'public' })).ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('CmsError: what failed, and whether to try again', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });
  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('sorts a REST refusal of the data as validation, with Directus’ code and field', async () => {
    global.fetch = answer(400, { errors: [{ message: 'Value has to be unique', extensions: { code: 'RECORD_NOT_UNIQUE', field: 'id' } }] });
    const error = await cmsRest('POST', '/items/leads', { access: 'leadWrite', body: [{}] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'validation', status: 400, code: 'RECORD_NOT_UNIQUE', field: 'id', retryable: false });
  });

  it('sorts a busy Directus (503 under pressure) as retryable, and a refused token as final', async () => {
    global.fetch = answer(503, { errors: [{ message: 'Under pressure', extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    await expect(cmsRest('GET', '/items/experiments', { access: 'experiments' })).rejects.toMatchObject({ status: 503, retryable: true });
    global.fetch = jest.fn().mockResolvedValue(new Response('<html>Forbidden</html>', { status: 403 }));
    await expect(cmsRest('GET', '/items/experiments', { access: 'experiments' })).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      retryable: false,
    });
  });

  it('sorts GraphQL errors by Directus’ code', async () => {
    global.fetch = answer(200, { data: null, errors: [{ message: 'not unique', extensions: { code: 'RECORD_NOT_UNIQUE' } }] });
    await expect(cmsCall(PING, {}, 'leadWrite')).rejects.toMatchObject({ kind: 'validation', code: 'RECORD_NOT_UNIQUE' });
    global.fetch = answer(200, { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    await expect(cmsCall(PING, {}, 'leadWrite')).rejects.toMatchObject({ kind: 'graphql', retryable: true });
  });

  it('pauses every kind of call after Directus could not be reached, not just page reads', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'], now: 5_000_000 });
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    global.fetch = fetchMock;
    await expect(cmsRest('GET', '/items/leads', { access: 'leadWrite' })).rejects.toMatchObject({ kind: 'network', retryable: true });
    await expect(cmsFetch('/assets/x', { access: 'public' })).rejects.toMatchObject({ kind: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.setSystemTime(5_000_000 + OUTAGE_PAUSE_MS);
  });

  it('sends the token of the caller', async () => {
    const fetchMock = answer(200, { data: [] });
    global.fetch = fetchMock;
    const saved = env.DIRECTUS_EXPERIMENTS_TOKEN;
    env.DIRECTUS_EXPERIMENTS_TOKEN = 'experiments-token';
    await cmsRest('GET', '/items/experiments', { access: 'experiments' });
    await cmsFetch('/server/health', { access: 'anonymous' });
    const [, first] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [, second] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((first.headers as Record<string, string>).authorization).toBe('Bearer experiments-token');
    expect(second.headers).not.toHaveProperty('authorization');
    env.DIRECTUS_EXPERIMENTS_TOKEN = saved;
  });
});
