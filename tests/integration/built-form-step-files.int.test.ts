// A «Файл» field on step 2 of a built form, against the running site and a real Directus: step 1 is
// a partial lead; step 2 sends its file with the lead's update token, the file is journaled with the
// update in the same transaction (the 200 means it is on disk), uploaded by the drain into the
// folder of lead files and linked to the existing lead exactly once, even when the drain applies
// the update a second time (as after a crash before it noted it applied). A renamed executable, a
// file over the limit, a missing required file and a file sent on the wrong step get a 422 naming
// the field and journal nothing.
import Database from 'libsql';
import { cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { EXE, PDF, createForm, deleteLeadFilesAndForm, leadFilesFolder } from '../support/built-forms';
import { DRAINED_WITHIN_MS, drainDoneWith, journalFile } from '../support/journal';

type Lead = { id: string; partial: boolean; fields: Record<string, unknown> };
type Answer = { data?: { id: string; update_token: string }; error?: string; fields?: Record<string, string> };
type Upload = { bytes: Buffer; name: string; type: string };

const DOMAIN = 'built-form-step-files.example';
let n = 0;
const freshIp = () => `10.11.${Math.floor(++n / 250)}.${n % 250}`;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;

const FIELDS = [
  { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
  { type: 'agreement', name: 'agree', required: true, step: 1 },
  { type: 'text', name: 'company', label: 'Компания', required: true, step: 2 },
  { type: 'file', name: 'scan', label: 'Скан реквизитов', required: true, max_mb: 1, step: 2 },
];

let formId = 0;
let version = 0;
let LEAD_FILES_FOLDER = '';

function post(fields: Record<string, string>, file?: Upload) {
  const form = new FormData();
  form.set('website', '');
  form.set('source_url', 'http://localhost/ru/products/ecm/step-files/');
  form.set('form_version', String(version));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('scan', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return site(`/api/form/?id=${formId}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), 'user-agent': 'built-form-step-files-test' },
    body: form,
  });
}

/** Step 1 of a new lead: its receipt (id and update token). */
async function stepOne(email: string) {
  const r = await post({ email, agree: 'true', form_step: '1' });
  expect(r.status).toBe(201);
  return (await r.json()).data as { id: string; update_token: string };
}

const stepTwo = (lead: { id: string; update_token: string }, file?: Upload) =>
  post({ form_step: '2', lead_id: lead.id, token: lead.update_token, company: 'ООО Ромашка' }, file);

/** The journal as an operator reads it: the lead's files and its updates. */
function journal<T>(read: (db: Database.Database) => T): T {
  const db = new Database(journalFile(), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
const journaledFilesOf = (leadId: string) =>
  journal((db) => db.prepare('select id, field, bytes, uploaded_at from lead_files where lead_id = ?').all(leadId)) as {
    id: string;
    field: string;
    bytes: ArrayBuffer | null; // libsql gives a blob as an ArrayBuffer
    uploaded_at: number | null;
  }[];
const updatesOf = (leadId: string) =>
  journal((db) => (db.prepare('select count(*) as n from lead_updates where lead_id = ?').get(leadId) as { n: number }).n);

const pendingUpdatesOf = (leadId: string) =>
  journal(
    (db) => (db.prepare('select count(*) as n from lead_updates where lead_id = ? and applied_at is null').get(leadId) as { n: number }).n,
  );

const linksOf = (leadId: string) =>
  cms<{ directus_files_id: string }[]>('GET', `/items/leads_files?filter[leads_id][_eq]=${leadId}&fields=directus_files_id`);

async function refusedStepTwo(file: Upload | undefined, message: RegExp) {
  const lead = await stepOne(freshEmail('refused'));
  const r = await stepTwo(lead, file);
  expect(r.status).toBe(422);
  expect(((await r.json()) as Answer).fields?.scan).toMatch(message);
  expect(journaledFilesOf(lead.id)).toEqual([]);
  expect(updatesOf(lead.id)).toBe(0);
}

beforeAll(async () => {
  LEAD_FILES_FOLDER = await leadFilesFolder();
  const created = await createForm({ name: 'Тест: файл на втором шаге', title: 'Реквизиты', fields: FIELDS });
  formId = created.id;
  version = created.version;
});

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
  await deleteLeadFilesAndForm(LEAD_FILES_FOLDER, formId);
});

describe('a «Файл» field on step 2 of a built form', () => {
  const email = freshEmail('pdf');
  let lead = { id: '', update_token: '' };
  let fileId = '';

  it('takes the file with step 2: journaled at once with the update, then linked to the same lead in Directus', async () => {
    lead = await stepOne(email);
    const r = await stepTwo(lead, { bytes: PDF, name: 'Реквизиты ООО Ромашка.exe.pdf', type: 'application/pdf' });
    expect(r.status).toBe(200);
    expect(((await r.json()) as Answer).data?.id).toBe(lead.id);
    // Acknowledged, so on disk: the bytes are in the journal with the lead's id (uploaded or not yet).
    const [journaled] = journaledFilesOf(lead.id);
    expect(journaled?.field).toBe('scan');
    expect((journaled!.bytes !== null && Buffer.from(journaled!.bytes).equals(PDF)) || journaled!.uploaded_at !== null).toBe(true);
    fileId = journaled!.id;

    const done = await eventually(
      async () => {
        const [l] = await cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,partial,fields`);
        return l && l.partial === false ? l : undefined;
      },
      DRAINED_WITHIN_MS,
      'the completed lead in Directus',
    );
    expect(done.id).toBe(lead.id);
    expect(done.fields.scan).toEqual({ file: fileId, name: 'Реквизиты ООО Ромашка.exe.pdf', type: 'application/pdf', size: PDF.length });
    expect(done.fields.company).toBe('ООО Ромашка');
    const links = await eventually(
      async () => ((await linksOf(lead.id)).length ? linksOf(lead.id) : undefined),
      DRAINED_WITHIN_MS,
      'the link',
    );
    expect(links).toEqual([{ directus_files_id: fileId }]);
    const file = await cms<{ folder: string; type: string; filesize: number }>('GET', `/files/${fileId}?fields=folder,type,filesize`);
    expect(file).toEqual({ folder: LEAD_FILES_FOLDER, type: 'application/pdf', filesize: PDF.length });
    // Uploaded, the journal lets the bytes go once the lead is in Directus (they were kept until then).
    await eventually(
      async () => (journaledFilesOf(lead.id)[0]?.uploaded_at ? true : undefined),
      DRAINED_WITHIN_MS,
      'the file noted uploaded',
    );
  });

  it('links the file once when the drain applies the update again (as after a crash before it noted either)', async () => {
    await eventually(async () => drainDoneWith(lead.id) || undefined, DRAINED_WITHIN_MS, 'the drain done with the lead');
    const db = new Database(journalFile());
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('update lead_files set uploaded_at = null, bytes = ? where id = ?').run(PDF, fileId);
      db.prepare('update lead_updates set applied_at = null where lead_id = ?').run(lead.id);
    } finally {
      db.close();
    }
    await eventually(
      async () =>
        journal((check) => {
          const pending = check.prepare('select count(*) as n from lead_updates where lead_id = ? and applied_at is null').get(lead.id) as {
            n: number;
          };
          const file = check.prepare('select uploaded_at from lead_files where id = ?').get(fileId) as { uploaded_at: number | null };
          return pending.n === 0 && file.uploaded_at !== null ? true : undefined;
        }),
      DRAINED_WITHIN_MS,
      'the update applied again',
    );
    expect(await linksOf(lead.id)).toEqual([{ directus_files_id: fileId }]);
    const named = await cms<{ id: string }[]>(
      'GET',
      `/files?filter[folder][_eq]=${LEAD_FILES_FOLDER}&filter[filename_download][_eq]=${encodeURIComponent('Реквизиты ООО Ромашка.exe.pdf')}&fields=id`,
    );
    expect(named).toEqual([{ id: fileId }]);
  });

  it('keeps one file when step 2 is sent again with it (a retry after a lost answer)', async () => {
    const r = await stepTwo(lead, { bytes: PDF, name: 'Реквизиты ООО Ромашка.exe.pdf', type: 'application/pdf' });
    expect(r.status).toBe(200);
    expect(journaledFilesOf(lead.id).map((f) => f.id)).toEqual([fileId]);
    await eventually(
      async () => (updatesOf(lead.id) === 2 && pendingUpdatesOf(lead.id) === 0 ? true : undefined),
      DRAINED_WITHIN_MS,
      'the repeat applied',
    );
    expect(await linksOf(lead.id)).toEqual([{ directus_files_id: fileId }]);
  });

  it('refuses an executable renamed to .pdf on step 2: the type is read from the bytes', () =>
    refusedStepTwo({ bytes: EXE, name: 'scan.pdf', type: 'application/pdf' }, /PDF, PNG, JPEG, WebP/));

  it('refuses a file over the field’s limit on step 2', () =>
    refusedStepTwo(
      { bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]), name: 'big.pdf', type: 'application/pdf' },
      /больше 1 МБ/,
    ));

  it('refuses step 2 without its required file', () => refusedStepTwo(undefined, /обязательно/));

  it('refuses step 2’s file sent with step 1, before its question', async () => {
    const r = await post(
      { email: freshEmail('early'), agree: 'true', form_step: '1' },
      { bytes: PDF, name: 'a.pdf', type: 'application/pdf' },
    );
    expect(r.status).toBe(422);
    expect(((await r.json()) as Answer).fields).toEqual({ scan: 'Файл этого поля прикладывается на шаге 2' });
  });
});
