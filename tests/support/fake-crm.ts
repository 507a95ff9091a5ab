// The company's CRM webhook: accepts a lead as JSON and answers 2xx, or 503 while "down".
import { json, startFake } from './fake-server';

export function startFakeCrm() {
  const state = { up: true, received: [] as { id: string; key: string | undefined; body: Record<string, unknown> }[], refused: 0 };
  const server = startFake((req, res, body) => {
    if (!state.up) {
      state.refused += 1;
      return json(res, 503, { error: 'maintenance' });
    }
    const lead = JSON.parse(body) as Record<string, unknown>;
    state.received.push({ id: String(lead.id), key: req.headers['idempotency-key'] as string | undefined, body: lead });
    json(res, 201, { ok: true });
  });
  return { server, state };
}
