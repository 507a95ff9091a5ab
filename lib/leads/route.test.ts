/** @jest-environment node */
// A spec form's route checks a lead against the definition its form in the browser draws and
// checks from (lib/forms/spec-definitions.ts): for the same body, the route refuses exactly the
// fields, with exactly the messages, the browser shows. Only storage is replaced by a recorder.
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import trial from '@/pages/api/trial';
import demo from '@/pages/api/demo';
import webinar from '@/pages/api/webinar';
import question from '@/pages/api/question';
import partner from '@/pages/api/partner';
import { specDefinition } from '@/lib/forms/spec-definitions';
import { definitionErrors, normalizedValues } from '@/lib/forms/definition-schema';
import type { LeadFormKind } from '@/lib/forms/kinds';

const mockStored: { kind: string; values: Record<string, unknown> }[] = [];
jest.mock('./store', () => ({
  ...jest.requireActual('./store'),
  findLeadByKey: jest.fn(async () => null),
  storeLead: jest.fn(async (lead: { kind: string; values: Record<string, unknown> }) => {
    mockStored.push(lead);
    return { id: '00000000-0000-4000-8000-000000000001', duplicate: false };
  }),
}));
jest.mock('./crm', () => ({ deliverNow: jest.fn(async () => undefined) }));

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>;

let ip = 0;
async function post(handler: Handler, body: Record<string, unknown>, query: Record<string, string> = {}) {
  const req = Readable.from([Buffer.from(JSON.stringify(body))]) as unknown as NextApiRequest;
  ip++;
  Object.assign(req, {
    method: 'POST',
    query,
    headers: { 'content-type': 'application/json' },
    socket: { remoteAddress: `10.1.${(ip >> 8) & 255}.${ip & 255}` },
  });
  let status = 0;
  let answer: { error?: string; fields?: Record<string, string> } = {};
  const res = {
    setHeader: () => res,
    status(s: number) {
      status = s;
      return res;
    },
    json(b: typeof answer) {
      answer = b;
      return res;
    },
  } as unknown as NextApiResponse;
  await handler(req, res);
  return { status, answer };
}

const payload = { website: '', product: 'ECM', lang: 'ru', source_url: 'http://localhost/', recaptcha_type: 'v3' };
const person = { fio: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 999 123-45-67', company: 'ООО Ромашка' };
const valid = { ...person, position: 'Юрист', company_size: '20-100', comment: 'Есть ли API?', agree: true, accept_rules: true };

/** Bodies on the rules' edges: what the browser would refuse, field by field. */
const broken: Record<string, unknown>[] = [
  {},
  { fio: 'Ив', email: 'ivan@', phone: '12345' },
  { company_size: 'до 20', agree: false, accept_rules: 'нет' },
  { position: '  ab ', comment: 'я'.repeat(2001), company: 'ОО' },
  { fio: 'я'.repeat(256), email: `${'a'.repeat(250)}@b.ru`, phone: '+7 999 123 45 67 доб. 1234567890123456789012345' },
];

const routes: [LeadFormKind, Handler, Record<string, string>][] = [
  ['trial', trial, {}],
  ['demo', demo, {}],
  ['webinar', webinar, {}],
  ['question', question, {}],
  ['questionComment', question, { form: 'questionComment' }],
  ['download', question, { form: 'download' }],
  ['partner', partner, {}],
];

describe.each(routes)('%s route', (kind, handler, query) => {
  const def = specDefinition(kind);
  const own = (values: Record<string, unknown>) => Object.fromEntries(def.fields.map((f) => [f.name, values[f.name]]));

  it('stores a valid lead with the fields of its definition, nothing else', async () => {
    mockStored.length = 0;
    const { status } = await post(handler, { ...valid, is_admin: true, ...payload }, query);
    expect(status).toBe(201);
    expect(mockStored).toHaveLength(1);
    expect(Object.keys(mockStored[0]!.values).sort()).toEqual(def.fields.map((f) => f.name).sort());
    expect(mockStored[0]!.kind).toBe(kind);
  });

  it.each(broken.map((b, i) => [i, b] as const))('refuses body %i with the fields and messages the browser shows', async (_, bad) => {
    mockStored.length = 0;
    const body = { ...valid, ...bad };
    const values = Object.keys(bad).length ? body : {};
    const shown = definitionErrors(def, normalizedValues(def, own(values)));
    expect(Object.keys(shown).length).toBeGreaterThan(0);
    const { status, answer } = await post(handler, { ...values, ...payload }, query);
    expect(status).toBe(422);
    expect(answer.fields).toEqual(shown);
    expect(mockStored).toHaveLength(0);
  });
});
