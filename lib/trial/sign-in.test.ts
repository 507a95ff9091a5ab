/** @jest-environment node */
import { signIn } from './sign-in';
import { trialApi } from './trial-api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const api = () => trialApi(new URL('https://trial.elma365.ru'));
const credentials = { email: 'user@example.com', password: 'secret' };
const company = (name: string, active = true) => ({ name, zone: 'ru', description: `Компания ${name}`, active });

let fetchMock: jest.SpyInstance;
beforeEach(() => (fetchMock = jest.spyOn(global, 'fetch')));
afterEach(() => fetchMock.mockRestore());

/** Answers /guard/token and /guard/companies in turn. */
const platform = (token: Response, companies?: Response) => {
  fetchMock.mockResolvedValueOnce(token);
  if (companies) fetchMock.mockResolvedValueOnce(companies);
};

describe('sign-in flow', () => {
  it('goes straight to the one active company with the token', async () => {
    platform(json(200, { token: 'T1' }), json(200, { companies: [company('acme'), company('old', false)] }));
    const outcome = await signIn(api(), credentials);
    expect(outcome).toMatchObject({
      kind: 'redirect',
      url: 'https://acme.elma365.ru/guard/login?token=T1&companyUrl=https%3A%2F%2Facme.elma365.ru',
    });
    const [, companiesInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(companiesInit.headers).toHaveProperty('authorization', 'Bearer T1');
    expect(JSON.parse(String(companiesInit.body))).toEqual(credentials);
  });

  it('offers a choice when several companies are active', async () => {
    platform(json(200, { token: 'T1' }), json(200, { companies: [company('acme'), company('beta')] }));
    const outcome = await signIn(api(), credentials);
    expect(outcome.kind).toBe('choose');
    if (outcome.kind === 'choose')
      expect(outcome.companies.map((c) => c.address)).toEqual(['https://acme.elma365.ru', 'https://beta.elma365.ru']);
  });

  it('reports no active company when every company is inactive', async () => {
    platform(json(200, { token: 'T1' }), json(200, { companies: [company('old', false)] }));
    expect(await signIn(api(), credentials)).toEqual({ kind: 'no-active-company' });
  });

  it('tells a 404 from the platform apart as a company that does not exist', async () => {
    platform(json(404, { message: 'not found' }));
    expect(await signIn(api(), credentials)).toEqual({ kind: 'not-found' });
    platform(json(200, { token: 'T1' }), json(404, {}));
    expect(await signIn(api(), credentials)).toEqual({ kind: 'not-found' });
  });

  it('fails on a wrong password, a token-less answer and a company lookup that answers something else', async () => {
    platform(json(401, { message: 'bad password' }));
    expect(await signIn(api(), credentials)).toEqual({ kind: 'failed' });
    platform(json(200, { nothing: true }));
    expect(await signIn(api(), credentials)).toEqual({ kind: 'failed' });
    platform(json(200, { token: 'T1' }), json(200, { error: 'lookup failed' }));
    expect(await signIn(api(), credentials)).toEqual({ kind: 'failed' });
  });
});
