// A fetch stand-in for component tests in jsdom, which has no fetch of its own.
export type Answer = { status: number; body: unknown } | 'network-error';

export function answer(status: number, body: unknown): Answer {
  return { status, body };
}

/** Installs a fetch that gives the answers in turn and records the calls. */
export function installFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const queue = [...answers];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = queue.shift();
    if (!next || next === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const response = {
      ok: next.status >= 200 && next.status < 300,
      status: next.status,
      statusText: '',
      text: async () => JSON.stringify(next.body),
    };
    return Promise.resolve(response as unknown as Response);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}
