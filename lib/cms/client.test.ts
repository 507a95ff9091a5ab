/** @jest-environment node */
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { cmsQuery, CmsError, OUTAGE_PAUSE_MS } from './client';

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
