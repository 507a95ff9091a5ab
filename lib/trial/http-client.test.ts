/** @jest-environment node */
import { createHttpClient, statusOf } from './http-client';
import { requestState } from '@/lib/store/request';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  requestState.reset();
  fetchMock = jest.spyOn(global, 'fetch');
});
afterEach(() => fetchMock.mockRestore());

const client = () => createHttpClient({ baseUrl: 'https://trial.example', timeoutMs: 1000 });

describe('HTTP client of the trial platform', () => {
  it('keeps an HTTP error with its status and message in the shared error state', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Неверный пароль' }));
    const result = await client().request('POST', '/guard/token', { json: { email: 'a@b.ru', password: 'x' } });
    expect(result).toEqual({ ok: false, error: { status: 401, message: 'Неверный пароль' } });
    expect(requestState.get()).toMatchObject({
      sending: false,
      requestEnded: true,
      pending: false,
      status: 401,
      error: { status: 401, message: 'Неверный пароль' },
    });
  });

  it('clears the previous error when a new request succeeds', async () => {
    fetchMock.mockResolvedValueOnce(json(500, {})).mockResolvedValueOnce(json(200, { token: 't' }));
    const c = client();
    await c.request('GET', '/a');
    expect(requestState.get().error?.status).toBe(500);
    expect(await c.request('GET', '/b')).toEqual({ ok: true, status: 200, data: { token: 't' } });
    expect(requestState.get()).toMatchObject({ error: null, status: 200 });
  });

  it('reports an unreachable platform as status 500', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const result = await client().request('GET', '/guard/trial/h/check');
    expect(result.ok).toBe(false);
    expect(requestState.get().error).toEqual({ status: 500, message: expect.stringContaining('fetch failed') });
  });

  it('gives up after its time-out', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const result = await createHttpClient({ baseUrl: 'https://trial.example', timeoutMs: 20 }).request('GET', '/slow');
    expect(result).toEqual({ ok: false, error: { status: 500, message: 'No answer within 20 ms' } });
  });

  it('sends the bearer token once authenticated, and JSON or form data bodies', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    const c = client();
    await c.request('POST', '/guard/token', { json: { email: 'a@b.ru' } });
    c.setToken('secret-token');
    const form = new FormData();
    form.set('hash', 'h1');
    await c.request('POST', '/guard/trial/1/activate', { form });
    const [firstUrl, first] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [, second] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(firstUrl).toBe('https://trial.example/guard/token');
    expect(first.headers).not.toHaveProperty('authorization');
    expect(first.headers).toHaveProperty('content-type', 'application/json');
    expect(first.body).toBe('{"email":"a@b.ru"}');
    expect(second.headers).toHaveProperty('authorization', 'Bearer secret-token');
    expect(second.headers).not.toHaveProperty('content-type');
    expect(second.body).toBe(form);
  });

  it('takes the status of an error object from its status fields, or 500', () => {
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf({ statusCode: 401 })).toBe(401);
    expect(statusOf({ code: 'ECONNREFUSED' })).toBe(500);
    expect(statusOf(new Error('x'))).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});
