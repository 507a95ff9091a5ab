// A built form's «Файл» field against the running site and a real Directus: a PDF is journaled with
// its lead, uploaded by the drain into the folder of lead files and linked from the lead, exactly
// once even when the drain goes over the lead a second time (as after a crash between its steps);
// a renamed executable, a file over the field's limit and a missing required file get a 422 naming
// the field and store nothing; visitors (Directus' public role, the site's asset route) cannot read
// the file, nor can marketers; sales can.
import Database from 'libsql';
import { CMS, cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { EXE, PDF, createForm, deleteLeadFilesAndForm, leadFilesFolder } from '../support/built-forms';
import { DRAINED_WITHIN_MS, drainDoneWith, journalFile, journaled } from '../support/journal';
import { MARKETER } from '../support/admin-app';

type Lead = { id: string; fields: Record<string, { file: string; name: string; type: string; size: number }>; files: number[] };
type Answer = { data?: { id: string }; error?: string; fields?: Record<string, string> };

const DOMAIN = 'built-form-files.example';
let n = 0;
const freshIp = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@${DOMAIN}`;

const FIELDS = [
  { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
  { type: 'file', name: 'requisites', label: 'Карточка предприятия', required: true, max_mb: 1, step: 1 },
  { type: 'agreement', name: 'agree', required: true, step: 1 },
];

let formId = 0;
let version = 0;
/** The folder of lead files (lib/leads/lead-files.mjs), as the CMS state made it. */
let LEAD_FILES_FOLDER = '';

function post(email: string, file?: { bytes: Buffer; name: string; type: string }, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('email', email);
  form.set('agree', 'true');
  form.set('website', '');
  form.set('source_url', 'http://localhost/ru/products/ecm/files/');
  form.set('form_version', String(version));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  if (file) form.set('requisites', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return site(`/api/form/?id=${formId}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), 'user-agent': 'built-form-files-test' },
    body: form,
  });
}

const leadOf = (email: string) =>
  eventually(
    async () => {
      const [lead] = await cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,fields,files`);
      return lead;
    },
    DRAINED_WITHIN_MS,
    `the lead of ${email} in Directus`,
  );

/** Journaled files in the site's journal (lib/leads/journal/sqlite.ts): none for a refused lead. */
function journaledFiles(): number {
  const db = new Database(journalFile(), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from lead_files').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function refused(email: string, file: { bytes: Buffer; name: string; type: string } | undefined, message: RegExp) {
  const before = journaledFiles();
  const r = await post(email, file);
  expect(r.status).toBe(422);
  const answer = (await r.json()) as Answer;
  expect(answer.fields?.requisites).toMatch(message);
  expect(journaled(email)).toBe(0);
  expect(journaledFiles()).toBe(before);
}

beforeAll(async () => {
  LEAD_FILES_FOLDER = await leadFilesFolder();
  const created = await createForm({
    name: 'Тест: форма с файлом',
    title: 'Пришлите карточку предприятия',
    fields: FIELDS,
  });
  formId = created.id;
  version = created.version;
});

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
  await deleteLeadFilesAndForm(LEAD_FILES_FOLDER, formId);
});

describe('a built form with a «Файл» field', () => {
  let leadId = '';
  let fileId = '';
  const email = freshEmail('pdf');

  it('accepts a PDF: the drain puts it into the folder of lead files, linked from the lead', async () => {
    const r = await post(email, { bytes: PDF, name: 'Карточка ООО Ромашка.pdf', type: 'application/pdf' });
    expect(r.status).toBe(201);
    leadId = ((await r.json()) as Answer).data!.id;
    const lead = await leadOf(email);
    expect(lead.id).toBe(leadId);
    expect(lead.fields.requisites).toMatchObject({ name: 'Карточка ООО Ромашка.pdf', type: 'application/pdf', size: PDF.length });
    fileId = lead.fields.requisites!.file;
    const links = await cms<{ directus_files_id: string }[]>(
      'GET',
      `/items/leads_files?filter[leads_id][_eq]=${leadId}&fields=directus_files_id`,
    );
    expect(links).toEqual([{ directus_files_id: fileId }]);
    const file = await cms<{ folder: string; type: string; filesize: number }>('GET', `/files/${fileId}?fields=folder,type,filesize`);
    expect(file).toEqual({ folder: LEAD_FILES_FOLDER, type: 'application/pdf', filesize: PDF.length });
    const bytes = Buffer.from(
      await (
        await fetch(`${CMS()}/assets/${fileId}`, { headers: { authorization: `Bearer ${process.env.TEST_ADMIN_TOKEN}` } })
      ).arrayBuffer(),
    );
    expect(bytes.equals(PDF)).toBe(true);
  });

  it('keeps one file and one link when the drain goes over the lead again (as after a crash before it noted either)', async () => {
    // The journal forgets that the file and the lead reached Directus, and has the bytes again: the
    // state a drain that died right after Directus answered leaves behind.
    await eventually(async () => drainDoneWith(leadId) || undefined, DRAINED_WITHIN_MS, 'the drain done with the lead');
    const db = new Database(journalFile());
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('update lead_files set uploaded_at = null, bytes = ? where id = ?').run(PDF, fileId);
      db.prepare('update leads set delivered_at = null, next_attempt_at = 0 where id = ?').run(leadId);
    } finally {
      db.close();
    }
    // The site's drain takes it again: it uploads under the same id, sends the lead again, and marks both.
    await eventually(
      async () => {
        const check = new Database(journalFile(), { readonly: true });
        try {
          const row = check.prepare('select delivered_at from leads where id = ?').get(leadId) as { delivered_at: number | null };
          const file = check.prepare('select uploaded_at, bytes from lead_files where id = ?').get(fileId) as {
            uploaded_at: number | null;
            bytes: Buffer | null;
          };
          return row.delivered_at !== null && file.uploaded_at !== null && file.bytes === null ? true : undefined;
        } finally {
          check.close();
        }
      },
      DRAINED_WITHIN_MS,
      'the lead and its file delivered again',
    );
    const links = await cms<{ directus_files_id: string }[]>(
      'GET',
      `/items/leads_files?filter[leads_id][_eq]=${leadId}&fields=directus_files_id`,
    );
    expect(links).toEqual([{ directus_files_id: fileId }]);
    const named = await cms<{ id: string }[]>(
      'GET',
      `/files?filter[folder][_eq]=${LEAD_FILES_FOLDER}&filter[filename_download][_eq]=${encodeURIComponent('Карточка ООО Ромашка.pdf')}&fields=id`,
    );
    expect(named).toEqual([{ id: fileId }]);
  });

  it('is not readable by visitors: not by Directus’ public role, not through the site’s file route', async () => {
    expect((await fetch(`${CMS()}/assets/${fileId}`)).status).toBe(403);
    expect((await fetch(`${CMS()}/files/${fileId}`)).status).toBe(403);
    // The site serves the files of pages by id (pages/api/assets), not those of leads.
    expect((await site(`/api/assets/${fileId}/`)).status).toBe(404);
    const upload = new FormData();
    upload.set('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'brochure.pdf');
    const r = await fetch(`${CMS()}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.TEST_ADMIN_TOKEN}` },
      body: upload,
    });
    const pageFile = ((await r.json()) as { data: { id: string } }).data.id;
    try {
      expect((await site(`/api/assets/${pageFile}/`)).status).toBe(200);
    } finally {
      await cms('DELETE', `/files/${pageFile}`);
    }
  });

  it('is readable by sales, who read leads in full', async () => {
    const [role] = await cms<{ id: string }[]>('GET', `/roles?filter[name][_eq]=${encodeURIComponent('Отдел продаж')}&fields=id`);
    const salesEmail = `sales-files-${Date.now()}@example.com`;
    const user = await cms<{ id: string }>('POST', '/users', {
      email: salesEmail,
      password: 'sales-password-1',
      role: role!.id,
      status: 'active',
    });
    try {
      const login = await fetch(`${CMS()}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: salesEmail, password: 'sales-password-1' }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const auth = { headers: { authorization: `Bearer ${token}` } };
      const lead = (await (
        await fetch(`${CMS()}/items/leads/${leadId}?fields=files.directus_files_id.filename_download`, auth)
      ).json()) as {
        data: { files: { directus_files_id: { filename_download: string } }[] };
      };
      expect(lead.data.files).toEqual([{ directus_files_id: { filename_download: 'Карточка ООО Ромашка.pdf' } }]);
      expect((await fetch(`${CMS()}/assets/${fileId}`, auth)).status).toBe(200);
    } finally {
      await cms('DELETE', `/users/${user.id}`);
    }
  });

  it('is not readable by marketers, who see leads without personal data, though every other file is', async () => {
    const login = await fetch(`${CMS()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MARKETER),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const auth = { headers: { authorization: `Bearer ${token}` } };
    expect((await fetch(`${CMS()}/assets/${fileId}`, auth)).status).toBe(403);
    const upload = new FormData();
    upload.set('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'brochure.pdf');
    const r = await fetch(`${CMS()}/files`, { method: 'POST', ...auth, body: upload });
    const pageFile = ((await r.json()) as { data: { id: string } }).data.id;
    try {
      const files = (await (await fetch(`${CMS()}/files?fields=id&limit=-1`, auth)).json()) as { data: { id: string }[] };
      expect(files.data.map((f) => f.id)).toContain(pageFile);
      expect(files.data.map((f) => f.id)).not.toContain(fileId);
      expect((await fetch(`${CMS()}/assets/${pageFile}`, auth)).status).toBe(200);
    } finally {
      await cms('DELETE', `/files/${pageFile}`);
    }
  });

  it('refuses an executable renamed to .pdf: the type is read from the bytes', () =>
    refused(freshEmail('exe'), { bytes: EXE, name: 'invoice.pdf', type: 'application/pdf' }, /PDF, PNG, JPEG, WebP/));

  it('refuses a file over the field’s limit (1 MB here)', () =>
    refused(
      freshEmail('big'),
      { bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)]), name: 'big.pdf', type: 'application/pdf' },
      /больше 1 МБ/,
    ));

  it('refuses a lead without its required file', () => refused(freshEmail('missing'), undefined, /обязательно/));

  it('refuses text sent in place of the file, and a file sent for a text field', async () => {
    const email = freshEmail('text');
    const r = await post(email, undefined, { requisites: 'C:\\fakepath\\card.pdf' });
    expect(r.status).toBe(422);
    expect(((await r.json()) as Answer).fields).toHaveProperty('requisites');
    const form = new FormData();
    form.set('email', new Blob([PDF], { type: 'application/pdf' }), 'email.pdf');
    form.set('form_version', String(version));
    const other = await site(`/api/form/?id=${formId}`, { method: 'POST', headers: { 'x-forwarded-for': freshIp() }, body: form });
    expect(other.status).toBe(422);
    expect(((await other.json()) as Answer).fields).toEqual({ email: 'Это поле не принимает файл' });
    expect(journaled(email)).toBe(0);
  });
});
