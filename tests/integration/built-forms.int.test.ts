// Forms built in the CMS against the running site and a real Directus: a form saved in Directus
// gets versions (cms/extensions/form-versions); its route (/api/form/) checks each lead against the
// version the visitor saw; step 1 of a two-step form is a partial lead that step 2 completes; a
// tampered submission gets a 4xx naming the field and stores nothing.
import { cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { createForm, SED_SURVEY_STEP_1 } from '../support/built-forms';
import { DRAINED_WITHIN_MS, journaled } from '../support/journal';

type Lead = {
  id: string;
  kind: string;
  email: string;
  form: number;
  form_version: number;
  partial: boolean;
  fields: Record<string, unknown>;
  consent_version: string;
};
type Answer = { data?: { id: string; update_token: string }; error?: string; fields?: Record<string, string> };

const DOMAIN = 'built-forms.example';
let n = 0;
const freshIp = () => `10.7.${Math.floor(++n / 250)}.${n % 250}`;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;

const FIELDS = [
  ...SED_SURVEY_STEP_1,
  { type: 'phone', name: 'phone', label: 'Телефон', required: true, step: 2 },
  { type: 'hidden', name: 'campaign', source: 'utm_campaign', step: 1 },
];

let formId = 0;
let version = 0;

function post(body: Record<string, unknown>, id = formId) {
  return site(`/api/form/?id=${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'user-agent': 'built-forms-test' },
    body: JSON.stringify(body),
  });
}

const step1 = (email: string) => ({
  fio: 'Иван Петров',
  email,
  sed: 'other',
  sed_name: 'Директум',
  agree: true,
  website: '',
  source_url: 'http://localhost/ru/products/ecm/built/',
  utm_campaign: 'autumn',
  form_version: version,
  form_step: 1,
});

const leadsOf = (email: string) => cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`);
const storedLead = (email: string, check: (l: Lead) => boolean = () => true) =>
  eventually(
    async () => {
      const [lead] = await leadsOf(email);
      return lead && check(lead) ? lead : undefined;
    },
    DRAINED_WITHIN_MS,
    `the lead of ${email} in Directus`,
  );

async function nothingStored(email: string) {
  expect(journaled(email)).toBe(0);
  expect(await leadsOf(email)).toHaveLength(0);
}

beforeAll(async () => {
  const created = await createForm({
    name: 'Тест: двухшаговая форма',
    title: 'Расскажите о себе',
    consent_text: 'Я согласен на [обработку данных](/privacy/)',
    fields: FIELDS,
  });
  formId = created.id;
  version = created.version;
});

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
  if (formId) await cms('DELETE', `/items/forms/${formId}`);
});

describe('built forms: versions', () => {
  it('numbers every save and keeps a copy of each version', async () => {
    expect(version).toBe(1);
    const copies = await eventually(async () => {
      const rows = await cms<{ version: number }[]>('GET', `/items/form_versions?filter[form][_eq]=${formId}&fields=version`);
      return rows.length ? rows : undefined;
    });
    expect(copies.map((c) => c.version)).toEqual([1]);
  });
});

describe('built forms: a two-step lead', () => {
  it('stores step 1 at once as a partial lead, and step 2 completes the same lead', async () => {
    const email = freshEmail('steps');
    const first = await post(step1(email));
    expect(first.status).toBe(201);
    const receipt = ((await first.json()) as Answer).data!;
    const partial = await storedLead(email);
    expect(partial).toMatchObject({ id: receipt.id, kind: 'form', form: formId, form_version: 1, partial: true });
    // The hidden field is filled by the site; the answer under a true condition is kept.
    expect(partial.fields).toMatchObject({ sed: 'other', sed_name: 'Директум', campaign: 'autumn' });
    expect(partial.consent_version).toMatch(new RegExp(`^form-${formId}-[0-9a-f]{12}$`));

    const second = await post({
      phone: '+7 999 123-45-67',
      form_version: version,
      form_step: 2,
      lead_id: receipt.id,
      token: receipt.update_token,
      source_url: 'http://localhost/ru/products/ecm/built/',
    });
    expect(second.status).toBe(200);
    const done = await storedLead(email, (l) => l.partial === false);
    expect(done.id).toBe(receipt.id);
    expect(done.fields).toMatchObject({ fio: 'Иван Петров', phone: '+7 999 123-45-67' });
    expect(done.fields).not.toHaveProperty('partial');
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('does not require a field whose condition is false, and drops what was typed into it', async () => {
    const email = freshEmail('condition');
    const r = await post({ ...step1(email), sed: 'none', sed_name: 'ушло' });
    expect(r.status).toBe(201);
    const lead = await storedLead(email);
    expect(lead.fields).not.toHaveProperty('sed_name');
  });
});

describe('built forms: tampered submissions get a 4xx naming the field and store nothing', () => {
  const refused = async (body: Record<string, unknown>, field: string, status = 422) => {
    const r = await post(body);
    expect(r.status).toBe(status);
    const answer = (await r.json()) as Answer;
    expect(answer.fields).toHaveProperty(field);
    await nothingStored(body.email as string);
  };

  it('a hidden field sent by the browser', () => refused({ ...step1(freshEmail('hidden')), campaign: 'forged' }, 'campaign'));
  it('a broken rule', () => refused({ ...step1(freshEmail('rule')), fio: 'Ив' }, 'fio'));
  it('a required field under a true condition left empty', () => refused({ ...step1(freshEmail('cond')), sed_name: '' }, 'sed_name'));
  it('an unknown field', () => refused({ ...step1(freshEmail('unknown')), bogus: 'x' }, 'bogus'));
  it('a version that does not exist', () => refused({ ...step1(freshEmail('version')), form_version: 99 }, 'form_version'));
  it('step 2 without the lead of step 1', () => refused({ ...step1(freshEmail('step2')), form_step: 2, phone: '+79991234567' }, 'lead_id'));

  it('a form that is not published', async () => {
    const draft = await createForm({
      status: 'draft',
      name: 'Тест: черновик',
      title: 'Черновик',
      fields: FIELDS,
    });
    try {
      const email = freshEmail('draft');
      const r = await post({ ...step1(email), form_version: draft.version }, draft.id);
      expect(r.status).toBe(422);
      expect(((await r.json()) as Answer).fields).toHaveProperty('form_version');
      await nothingStored(email);
    } finally {
      await cms('DELETE', `/items/forms/${draft.id}`);
    }
  });
});

describe('built forms: a lead is checked against the version its visitor saw', () => {
  it('accepts a lead of the old version after the form changed, and checks a new one by the new rules', async () => {
    // The marketer makes the e-mail optional and adds a required position.
    const changed = FIELDS.map((f) => (f.name === 'email' ? { ...f, required: false } : f));
    const saved = await cms<{ version: number }>('PATCH', `/items/forms/${formId}`, {
      fields: [...changed, { type: 'text', name: 'position', label: 'Должность', required: true, step: 1 }],
    });
    expect(saved.version).toBe(2);

    const old = freshEmail('old-version');
    expect((await post(step1(old))).status).toBe(201);
    expect((await storedLead(old)).form_version).toBe(1);

    const current = freshEmail('new-version');
    const r = await post({ ...step1(current), form_version: 2 });
    expect(r.status).toBe(422);
    expect(((await r.json()) as Answer).fields).toEqual({ position: 'Это поле обязательно для заполнения' });
    await nothingStored(current);
    expect((await post({ ...step1(current), form_version: 2, position: 'Архивариус' })).status).toBe(201);
    expect((await storedLead(current)).form_version).toBe(2);
  });
});
