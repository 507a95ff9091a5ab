// What tests use to steer the fake trial platform that global-setup.mjs started
// (fake-trial-platform-server.mjs): its behaviour per test and the requests it received.
export type FakeCompany = { name: string; zone: string; description: string; active: boolean };

export type FakeState = {
  password: string;
  companies: FakeCompany[];
  unknownUser: boolean;
  companiesBroken: boolean;
  down: boolean;
  delayMs: number;
  trials: Record<string, { id?: string; name?: string; description?: string }>;
};

export type ReceivedRequest = {
  method: string;
  path: string;
  authorization: string | null;
  origin: string | null;
  body: unknown;
};

/** The same account and token as fake-trial-platform-server.mjs (an ES module Jest's CommonJS cannot import). */
export const USER = { email: 'user@example.com', password: 'correct-password' };
export const TOKEN = 'fake-token-0123456789';

const need = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run integration tests through npm test`);
  return v;
};

async function control<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${need('TEST_TRIAL_CONTROL_URL')}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`fake trial platform ${path} -> ${r.status}`);
  return (await r.json()) as T;
}

export const trialPlatform = {
  /** The address the site was built with. */
  apiUrl: () => need('TEST_TRIAL_API_URL'),
  reset: () => control<FakeState>('POST', '/reset', {}),
  set: (state: Partial<FakeState>) => control<FakeState>('POST', '/state', state),
  requests: () => control<ReceivedRequest[]>('GET', '/requests'),
};
