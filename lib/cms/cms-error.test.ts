/**
 * @jest-environment node
 */
// The one error type of Directus calls, as the site's client and cms/'s SDK client raise it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerError, CmsError } from './cms-error.mjs';
import { adminClient } from '@/cms/client.mjs';

describe('answerError', () => {
  it('reads a refusal over REST from its 400', () => {
    const e = answerError(
      { status: 400 },
      { errors: [{ message: 'Value has to be unique', extensions: { code: 'RECORD_NOT_UNIQUE', field: 'email' } }] },
      'POST /items/leads',
      'rest',
    );
    expect(e).toBeInstanceOf(CmsError);
    expect([e.kind, e.code, e.field, e.retryable]).toEqual(['validation', 'RECORD_NOT_UNIQUE', 'email', false]);
    expect(e.message).toBe('CMS POST /items/leads 400: Value has to be unique');
  });

  it("reads GraphQL's refusals from Directus' code, and its own trouble as passing", () => {
    expect(answerError({ status: 200 }, { errors: [{ extensions: { code: 'FAILED_VALIDATION' } }] }, 'GraphQL', 'graphql').kind).toBe(
      'validation',
    );
    const passing = answerError({ status: 200 }, { errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, 'GraphQL', 'graphql');
    expect([passing.kind, passing.retryable]).toEqual(['graphql', true]);
  });

  it('calls an answer without Directus errors an http failure (a proxy page, a 503)', () => {
    const e = answerError({ status: 503, statusText: 'Service Unavailable' }, null, 'GraphQL', 'graphql');
    expect([e.kind, e.status, e.retryable, e.message]).toEqual(['http', 503, true, 'CMS GraphQL 503: Service Unavailable']);
  });
});

describe("cms/'s SDK client", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }] }));
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  it("throws the same CmsError as the site, naming the method and path (a refusal with Directus' reason)", async () => {
    const request = adminClient(url, 'token');
    const failed = await request(() => ({ path: '/items/pages', method: 'GET' })).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(CmsError);
    expect(failed).toMatchObject({
      kind: 'graphql',
      status: 403,
      code: 'FORBIDDEN',
      message: "CMS GET /items/pages 403: You don't have permission to access this.",
    });
  });

  it('throws a network CmsError when Directus does not answer', async () => {
    const request = adminClient('http://127.0.0.1:9', 'token');
    const failed = await request(() => ({ path: '/server/ping', method: 'GET' })).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(CmsError);
    expect(failed).toMatchObject({ kind: 'network', retryable: true });
  });
});
