/** @jest-environment node */
import { LEAD_TIMEOUT_MS, sendLead } from './send';
import { VERIFY_TIMEOUT_MS } from '@/lib/captcha/verify';
import { requestState } from '@/lib/store/request';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('sending a lead from the browser', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('retries a failed try with the same key and a fresh captcha token', async () => {
    const sent: { key: string | null; token: unknown }[] = [];
    const replies = [answer(503, { error: 'down' }), answer(200, { data: { id: 'first-id', duplicate: true } })];
    global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push({ key: headers.get('idempotency-key'), token: (init?.body as FormData).get('recaptcha_response_v3') });
      return replies.shift()!;
    }) as typeof fetch;
    let n = 0;
    const whileToken: unknown[] = [];
    const result = await sendLead('question', { fio: 'Иван' }, 'key-12345678', async () => {
      whileToken.push({ ...requestState.get() });
      return `token-${++n}`;
    });
    expect(result).toEqual({ id: 'first-id' });
    // Pending while each try waits for its captcha token; the second try's start cleared the 503.
    expect(whileToken).toEqual([
      expect.objectContaining({ pending: true, sending: false }),
      expect.objectContaining({ pending: true, sending: false }),
    ]);
    expect(requestState.get()).toMatchObject({ pending: false, sending: false, requestEnded: true, status: 200, error: null });
    expect(sent).toEqual([
      { key: 'key-12345678', token: 'token-1' },
      { key: 'key-12345678', token: 'token-2' },
    ]);
  });

  it('does not retry a refusal (4xx) and reports its message', async () => {
    global.fetch = jest.fn(async () => answer(422, { error: 'Проверьте поля формы' })) as typeof fetch;
    await expect(sendLead('question', {}, 'key-12345678')).rejects.toThrow('Проверьте поля формы');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(requestState.get()).toMatchObject({ sending: false, status: 422, error: { status: 422, message: 'Проверьте поля формы' } });
  });

  it('records an unreachable site as status 500 in the request state', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(sendLead('question', {}, 'key-12345678')).rejects.toThrow('Send to /api/question/ failed. Message fetch failed');
    expect(requestState.get()).toMatchObject({ sending: false, pending: false, error: { status: 500, message: 'fetch failed' } });
  });

  it('leaves the server time to answer before the browser gives up', () => {
    // The captcha check is the slowest step on the server's answer path.
    expect(VERIFY_TIMEOUT_MS + 1000).toBeLessThanOrEqual(LEAD_TIMEOUT_MS);
  });
});
