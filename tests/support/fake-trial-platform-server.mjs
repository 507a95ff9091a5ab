// A local stand-in for the vendor's trial platform, following its contract as the spec describes
// it (section 7). The browser calls it directly, so it answers CORS like the real one must.
// Tests switch its behaviour through /__control (see fake-trial-platform.ts):
//   companies      what POST /guard/companies lists (one, several or no active ones)
//   password       the right password; another one gets 401 from POST /guard/token
//   unknownUser    POST /guard/token answers 404 (no such company account)
//   companiesBroken POST /guard/companies answers 200 without a companies list ("something else")
//   down           every /guard call has its connection dropped
//   delayMs        every /guard answer waits this long
//   trials         hash or id → the company an activation link activates
import http from 'node:http';

export const USER = { email: 'user@example.com', password: 'correct-password' };
export const TOKEN = 'fake-token-0123456789';

const initialState = () => ({
  password: USER.password,
  companies: [{ name: 'acme', zone: 'ru', description: 'ООО «Акме»', active: true }],
  unknownUser: false,
  companiesBroken: false,
  down: false,
  delayMs: 0,
  trials: { 'valid-hash': { id: 'trial-42' }, 'trial-42': { name: 'acme-trial', description: 'Пробная компания ООО «Акме»' } },
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (!raw.length) return null;
  if (type.includes('application/json')) return JSON.parse(raw.toString('utf8'));
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    // Let the platform's own parser do the multipart work: a Request over the same bytes.
    const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    return { form: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])) };
  }
  return raw.toString('utf8');
}

export async function startFakeTrialPlatform({ port = 0, host = '127.0.0.1' } = {}) {
  let state = initialState();
  let requests = [];

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type, accept',
      'access-control-max-age': '600',
      vary: 'Origin',
    };
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...cors, ...headers });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };

    try {
      if (url.pathname.startsWith('/__control/')) {
        if (req.method === 'POST' && url.pathname === '/__control/reset') {
          state = initialState();
          requests = [];
          return send(200, state);
        }
        if (req.method === 'POST' && url.pathname === '/__control/state') {
          state = { ...state, ...((await readBody(req)) ?? {}) };
          return send(200, state);
        }
        if (req.method === 'GET' && url.pathname === '/__control/requests') return send(200, requests);
        return send(404, { message: 'unknown control call' });
      }

      if (req.method === 'OPTIONS') return send(204);
      if (!url.pathname.startsWith('/guard/')) return send(404, { message: 'not found' });

      if (state.down) {
        req.socket.destroy();
        return;
      }
      const body = await readBody(req);
      requests.push({
        method: req.method,
        path: url.pathname,
        authorization: req.headers.authorization ?? null,
        origin: req.headers.origin ?? null,
        body,
      });
      if (state.delayMs) await sleep(state.delayMs);

      if (req.method === 'POST' && url.pathname === '/guard/token') {
        if (state.unknownUser) return send(404, { message: 'Company not found' });
        if (body?.email !== USER.email || body?.password !== state.password) return send(401, { message: 'Invalid credentials' });
        return send(200, { token: TOKEN });
      }
      if (req.method === 'POST' && url.pathname === '/guard/companies') {
        if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: 'Unauthorized' });
        if (state.companiesBroken) return send(200, { error: 'lookup failed' });
        return send(200, { companies: state.companies });
      }
      const trial = /^\/guard\/trial\/([^/]+)\/(check|activate)$/.exec(url.pathname);
      if (trial) {
        const [, key, action] = trial;
        const known = state.trials[decodeURIComponent(key)];
        if (action === 'check' && req.method === 'GET')
          return known ? send(200, { id: known.id ?? null }) : send(404, { message: 'Link expired' });
        if (action === 'activate' && req.method === 'POST')
          return known?.name
            ? send(200, { name: known.name, description: known.description })
            : send(500, { message: 'Activation failed' });
      }
      return send(404, { message: 'not found' });
    } catch (e) {
      send(400, { message: String(e) });
    }
  });

  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, host, () => resolve())));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    /** The address the site is built with: a *.localhost host, which browsers resolve to this machine. */
    apiUrl: `http://trial.elma365.localhost:${actualPort}`,
    controlUrl: `http://127.0.0.1:${actualPort}/__control`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
