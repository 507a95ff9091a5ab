/** @jest-environment node */
// Property: whatever body reaches a lead route (any keys, prototype names included, any types,
// nesting, size, broken UTF-16, broken JSON; sent as JSON, URL-encoded or multipart form data,
// files included), the answer is never a 5xx, and a lead is stored
// exactly when the answer is a 2xx. The routes run in this process on their real request
// pipeline; only storage is replaced by a recorder. The route of forms built in the CMS (/api/form/)
// runs too, with a built form's definition (conditions, two steps, a hidden field) read from here
// instead of Directus.
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import fc from 'fast-check';

import trial from '@/pages/api/trial';
import demo from '@/pages/api/demo';
import webinar from '@/pages/api/webinar';
import question from '@/pages/api/question';
import partner from '@/pages/api/partner';
import pdfLead from '@/pages/api/pdf-lead';
import subscribe from '@/pages/api/subscribe';
import confirm from '@/pages/api/subscribe/confirm';
import update from '@/pages/api/lead/update';
import form from '@/pages/api/form';
import { answerPost } from '@/lib/forms/form-page';
import { toDefinition } from '@/lib/forms/definition';
import { updateToken } from './update-token';

/** A built form with every kind of check: rules, a select, a field under a condition, two steps, a hidden field, a file. */
const mockBuiltForm = toDefinition({
  id: 7,
  version: 1,
  title: 'Заявка',
  fields: [
    { type: 'text', name: 'fio', required: true, rule: 'min_length', rule_value: '3' },
    { type: 'email', name: 'email', required: true },
    { type: 'phone', name: 'phone', required: true },
    { type: 'company', name: 'company', required: true },
    { type: 'select', name: 'company_size', required: true, options: '< 20 | до 20\n2000+ | Более 2000' },
    { type: 'text', name: 'position', required: true, show_when_field: 'company_size', show_when_value: '2000+' },
    { type: 'agreement', name: 'agree', required: true },
    { type: 'checkbox', name: 'accept_rules', label: 'Присылать новости' },
    { type: 'textarea', name: 'comment', required: true, step: 2 },
    { type: 'hidden', name: 'campaign', source: 'utm_campaign' },
    { type: 'file', name: 'attachment', label: 'Реквизиты', max_mb: 1 },
  ],
});
jest.mock('@/lib/forms/definition-store', () => ({
  formAtVersion: jest.fn(async (id: number, version: number) => (id === 7 && version === 1 ? mockBuiltForm : null)),
}));
// Step 2 completes a lead of step 1: the journal has it (with the answers of step 1).
jest.mock('./journal', () => ({
  journal: () => ({
    get: async () => ({ row: { form: 7, fields: { fio: 'Иван Петров', company_size: '< 20' } }, acceptedAt: 0, delivered: true }),
  }),
}));

const mockStored: unknown[] = [];
jest.mock('./store', () => ({
  ...jest.requireActual('./store'),
  findLeadByKey: jest.fn(async () => null),
  storeLead: jest.fn(async (lead: unknown) => {
    mockStored.push(lead);
    return { id: '00000000-0000-4000-8000-000000000001', duplicate: false };
  }),
}));
jest.mock('./crm', () => ({ deliverNow: jest.fn(async () => undefined) }));
jest.mock('./subscribers', () => ({
  ...jest.requireActual('./subscribers'),
  requestSubscription: jest.fn(async (s: unknown) => void mockStored.push(s)),
  confirmSubscription: jest.fn(async (token: unknown) => (mockStored.push(token), 'confirmed')),
}));
jest.mock('./update', () => ({
  ...jest.requireActual('./update'),
  updateLeadFields: jest.fn(async (id: unknown) => (mockStored.push(id), true)),
}));

type Handler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>;
const routes: Record<string, Handler> = {
  trial,
  demo,
  webinar,
  question,
  partner,
  'pdf-lead': pdfLead,
  subscribe,
  'subscribe/confirm': confirm,
  'lead/update': update,
  form,
};
/** The query a route needs: the built form's id. */
const QUERIES: Record<string, Record<string, string>> = { form: { id: '7' } };

const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);
/** Every request comes from its own address: the per-address limit is not what is tested here. */
let ip = 0;

/** Raw bytes with a content type, or a FormData encoded as a browser's fetch encodes it (multipart). */
type Sent = ({ contentType: string; raw: Buffer } | { form: FormData }) & { key?: string };

async function encode(sent: Sent): Promise<{ contentType: string; raw: Buffer }> {
  if (!('form' in sent)) return sent;
  const request = new Request('http://localhost/', { method: 'POST', body: sent.form });
  return { contentType: request.headers.get('content-type')!, raw: Buffer.from(await request.arrayBuffer()) };
}

async function request(sent: Sent, query = {}) {
  const { contentType, raw } = await encode(sent);
  const req = Readable.from([raw]) as unknown as NextApiRequest;
  ip++;
  Object.assign(req, {
    method: 'POST',
    query,
    headers: {
      'content-type': contentType,
      ...(sent.key ? { 'idempotency-key': sent.key } : {}),
    },
    socket: { remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` },
    cookies: {},
  });
  return req;
}

async function call(handler: Handler, sent: Sent, query = {}) {
  const req = await request(sent, query);
  let status = 0;
  let body: unknown;
  const res = {
    setHeader: () => res,
    status(s: number) {
      status = s;
      return res;
    },
    json(b: unknown) {
      body = b;
      return res;
    },
  } as unknown as NextApiResponse;
  await handler(req, res);
  return { status, body: body as { error?: string } };
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
const FIELD_KEYS = [
  ...['fio', 'email', 'phone', 'company', 'company_size', 'position', 'comment', 'agree', 'accept_rules', 'form_version'],
  // The built form's «Файл» field: a file part, or text where a file is expected.
  'attachment',
];
const PAYLOAD_KEYS = [
  'da_data',
  'utm_source',
  'source_url',
  'target',
  'recaptcha_response_v3',
  'website',
  'extras',
  'id',
  'campaign',
  'form_step',
  'lead_id',
];

/** Any UTF-16 code units, lone surrogates and NUL included. */
const utf16 = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes));
const valid: Record<string, fc.Arbitrary<unknown>> = {
  fio: fc.constant('Иван Петров'),
  email: fc.constantFrom('a@b.ru', 'user@example.com'),
  phone: fc.constant('+79991234567'),
  company: fc.constant('ООО Ромашка'),
  company_size: fc.constantFrom('< 20', '2000+'),
  position: fc.constant('Инженер'),
  comment: fc.constant('Вопрос'),
  agree: fc.constant(true),
  accept_rules: fc.constant(true),
  // The built form's version (the other routes ignore it).
  form_version: fc.constantFrom(1, '1'),
  // The built form's file field as a browser sends it with no file chosen (a file part is added apart).
  attachment: fc.constant(''),
};
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  utf16,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', ' ', 'true', '[object Object]'),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 })),
  fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);
const key = fc.oneof(fc.constantFrom(...FIELD_KEYS, ...PAYLOAD_KEYS, ...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }), utf16);

/** Mostly a form that is almost right, with some fields replaced, added or broken. */
const objectBody = fc
  .tuple(
    fc.record(
      Object.fromEntries(FIELD_KEYS.map((k) => [k, fc.oneof({ weight: 12, arbitrary: valid[k]! }, anyValue, fc.constant(undefined))])),
    ),
    // Half the bodies add no key of their own: a built form refuses any key it does not have.
    fc.oneof(fc.constant([]), fc.array(fc.tuple(key, anyValue), { maxLength: 6 })),
    // What /lead/update/ and the subscription confirmation need to say yes now and then.
    fc.oneof(
      fc.constant({}),
      fc.uuid({ version: 4 }).map((id) => ({ id, token: updateToken(id) })),
      // A built form's step 2, completing the lead of its step 1.
      fc.uuid({ version: 4 }).map((id) => ({ lead_id: id, token: updateToken(id), form_step: 2 })),
      fc.base64String({ minLength: 16, maxLength: 40 }).map((t) => ({ token: t.replace(/[+/=]/g, '_') })),
    ),
  )
  .map(([fields, extra, lead]) => {
    const body: Record<string, unknown> = { ...fields, ...lead };
    // defineProperty: `__proto__` must become an own key, as JSON.parse makes it.
    for (const [k, v] of extra) Object.defineProperty(body, k, { value: v, enumerable: true, configurable: true, writable: true });
    return body;
  });

const encoded = (raw: string) => Buffer.from(raw, 'utf8');
/** A file's bytes: a PDF, a PNG, an executable named .pdf, an empty file, a PDF over the built form's 1 MB. */
const FILE_BYTES = [
  new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n')),
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]),
  new Uint8Array(0),
  new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 1, 0x20)])),
];
/** Each value as the browser's form sends it: text, objects as JSON, now and then a file instead. */
const formData = (body: Record<string, unknown>, files: readonly (readonly [string, number])[]) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  for (const [name, kind] of files) form.append(name, new Blob([FILE_BYTES[kind]!]), 'file.pdf');
  return form;
};
const sentBody: fc.Arbitrary<Sent> = fc.oneof(
  { weight: 6, arbitrary: objectBody.map((b) => ({ contentType: 'application/json', raw: encoded(JSON.stringify(b)) })) },
  {
    weight: 2,
    arbitrary: objectBody.map((b) => ({
      contentType: 'application/x-www-form-urlencoded',
      raw: encoded(
        new URLSearchParams(Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString(),
      ),
    })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        objectBody,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant([]) },
          fc.array(fc.tuple(key, fc.nat({ max: FILE_BYTES.length - 1 })), { minLength: 1, maxLength: 2 }),
        ),
      )
      .map(([b, files]) => ({ form: formData(b, files) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----x',
          'multipart/form-data',
          'text/plain',
          '',
        ),
        fc.uint8Array({ maxLength: 200 }),
      )
      .map(([contentType, bytes]) => ({ contentType, raw: Buffer.from(bytes) })),
  },
  {
    weight: 1,
    arbitrary: fc.jsonValue().map((v) => ({ contentType: 'application/json', raw: encoded(JSON.stringify(v) ?? 'null') })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 30_000, max: 40_000 }).map((n) => ({
      contentType: 'application/json',
      raw: encoded(JSON.stringify({ fio: 'я'.repeat(n / 2) })),
    })),
  },
);
const withKey = fc.tuple(sentBody, fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 20 })), { nil: undefined }));

describe('lead routes under generated bodies', () => {
  it.each(Object.keys(routes))(
    `POST /api/%s/: ${RUNS} bodies, never a 5xx, stored only with a 2xx`,
    async (name) => {
      const handler = routes[name]!;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(withKey, async ([sent, idempotencyKey]) => {
          const before = mockStored.length;
          const { status, body } = await call(handler, { ...sent, key: idempotencyKey }, QUERIES[name]);
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(500);
          expect(mockStored.length - before).toBe(status < 300 ? 1 : 0);
          if (status >= 400) expect(typeof body.error).toBe('string');
          else accepted++;
        }),
        { numRuns: RUNS },
      );
      // The generator is useful only if it also produces valid leads.
      expect(accepted).toBeGreaterThan(RUNS / 100);
    },
    120_000,
  );
});

/** The form page's params (pages/forms/[name].tsx) a browser's post of each lead route comes to (lib/routing/form-post-page.ts). */
const PAGES: Record<string, Record<string, string>> = {
  trial: {},
  demo: {},
  webinar: {},
  question: { form: 'questionComment' },
  partner: {},
  download: {},
  subscribe: {},
  form: { id: '7' },
};

/** The same pipeline as the routes' (above): a tenth of their bodies each, for the page's own part (its answer). */
const PAGE_RUNS = Math.max(100, Math.round(RUNS / 10));

describe('the form page under generated posts (a browser without scripts)', () => {
  it.each(Object.keys(PAGES))(
    `POST /forms/%s/: ${PAGE_RUNS} bodies, never a 5xx, stored only with a 2xx, always a page to show`,
    async (name) => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(withKey, async ([sent, idempotencyKey]) => {
          const before = mockStored.length;
          const req = await request({ ...sent, key: idempotencyKey }, PAGES[name]);
          const res = { statusCode: 200, setHeader: () => res } as unknown as NextApiResponse;
          const state = await answerPost(name, PAGES[name]!, req, res);
          expect(res.statusCode).toBeGreaterThanOrEqual(200);
          expect(res.statusCode).toBeLessThan(500);
          expect(mockStored.length - before).toBe(res.statusCode < 300 ? 1 : 0);
          // The page's props: JSON, with what to show (a form, an answer or a message).
          expect(JSON.parse(JSON.stringify(state))).toEqual(expect.any(Object));
          if (res.statusCode >= 400) expect('message' in state || 'post' in state).toBe(true);
          else accepted++;
        }),
        { numRuns: PAGE_RUNS },
      );
      expect(accepted).toBeGreaterThan(PAGE_RUNS / 100);
    },
    120_000,
  );
});
