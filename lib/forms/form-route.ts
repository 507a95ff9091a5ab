// POST /api/form/?id=<form>: a lead from a form built in the CMS. The same pipeline as the spec
// forms' routes (lib/leads/handler.ts: same site, rate limit, body limits, honeypot, retry key,
// captcha; lib/leads/store.ts: the journal and its drain), with the form's own checks taken from
// the version the visitor saw (`form_version` in the body), the one definition the browser checked
// against too (definition-schema.ts). Refusals are 4xx naming the field, and store nothing.
//
// Multi-step forms: step 1 (`form_step: 1`) is stored at once as a partial lead, so a visitor who
// leaves after it is still a lead; each later step sends its answers with the lead's id and update
// token (the receipt of step 1), and the last one completes the same lead. A later step's files are
// journaled with its update, in one transaction, as step 1's are with the lead.
//
// Spam: step 1 is judged as the spec forms' leads are (lib/leads/spam: captcha score, gibberish in
// the typed fields, fill time); a suspicious lead is kept, held for review. The form's funnel
// (funnel-counts.ts) counts a submission when the form is completed: its last step.
import type { NextApiRequest, NextApiResponse } from 'next';
import { createHash, randomUUID } from 'node:crypto';
import type { BodyFile } from '@/lib/http/body';
import type { LeadFile } from '@/lib/leads/journal/types';
import type { ApiAnswer } from '@/lib/http/api-route';
import { HttpError } from '@/lib/http/http-error';
import type { ServerResponse } from 'node:http';
import { checkCaptcha, guardRequest, validated, type LeadRequest } from '@/lib/leads/handler';
import { countedLeadRoute, freeTexts } from '@/lib/leads/route';
import { findLeadByKey, storeLead } from '@/lib/leads/store';
import { updateToken, checkUpdateToken } from '@/lib/leads/update-token';
import { updateLeadFields, UUID } from '@/lib/leads/update';
import { payloadSchema, type LeadPayload } from '@/lib/leads/payload-schema';
import { HONEYPOT, type LeadReceipt } from '@/lib/leads/contract';
import { journal } from '@/lib/leads/journal';
import { leadExperiment, pagePathOf } from '@/lib/experiments/lead';
import { CONSENT_COOKIE, hasConsent } from '@/lib/experiments/consent-cookie';
import { spamReasons } from '@/lib/leads/spam';
import { env } from '@/lib/env';
import type { AnyFormValues } from './schemas';
import { CONSENT_VERSION } from './consent';
import { isFile, stepCount, visibleFields, type FormDefinition } from './definition';
import { definitionErrors, normalizedValues } from './definition-schema';
import { formAtVersion } from './definition-store';
import { HARD_MAX_MB, MAX_FILES, maxBytes, sniffType, storedName, type FileInfo } from './upload';

/**
 * A multipart body with files: the largest file any field takes, and room for the text fields. More
 * files than that together are refused (413) before the form is looked at; each field's own limit
 * is checked after (422 naming it).
 */
export const UPLOAD_BODY_LIMIT = maxBytes(HARD_MAX_MB) + 256 * 1024;
import { countFunnel } from './funnel-counts';
import { builtFormKey } from './funnel-key';

/** What the route itself reads from a body besides the form's fields and the lead payload. */
const CONTROL = new Set(['form_version', 'form_step', 'lead_id', 'token', HONEYPOT]);
const PAYLOAD = new Set(Object.keys(payloadSchema.fields));

const receipt = (id: string, duplicate: boolean) =>
  ({ data: { id, duplicate, update_token: updateToken(id) } }) satisfies ApiAnswer<LeadReceipt>;

const refuse = (fields: Record<string, string>): never => {
  throw new HttpError(422, 'Проверьте поля формы', fields);
};

/** A whole number from 1 to `max` sent as text (form data) or a number (JSON); null otherwise. */
function positive(v: unknown, max = Number.MAX_SAFE_INTEGER): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : null;
}

/** Every name the form does not have is refused (not silently dropped), as is any hidden field: the site fills those. */
function checkNames(def: FormDefinition, body: Record<string, unknown>, files: Record<string, BodyFile>) {
  const fields = new Map(def.fields.map((f) => [f.name, f]));
  const errors: Record<string, string> = {};
  for (const name of Object.keys(body)) {
    if (CONTROL.has(name) || PAYLOAD.has(name)) continue;
    const field = fields.get(name);
    if (!field) errors[name.slice(0, 64)] = 'Неизвестное поле';
    else if (field.type === 'hidden') errors[name] = 'Это поле заполняет сайт';
  }
  for (const name of Object.keys(files)) {
    const field = fields.get(name);
    if (!field) errors[name.slice(0, 64)] = 'Неизвестное поле';
    else if (!isFile(field)) errors[name] = 'Это поле не принимает файл';
  }
  if (Object.keys(errors).length) refuse(errors);
}

/** What the checks see of each file: its size and the type its bytes are (never the one declared). */
const fileInfos = (files: Record<string, BodyFile>): Record<string, FileInfo> =>
  Object.fromEntries(
    Object.entries(files).map(([name, f]) => [
      name,
      { name: f.name, size: f.bytes.length, type: sniffType(f.bytes) ?? 'application/octet-stream' },
    ]),
  );

/**
 * Files are taken on the step that asks for them: step 1 (or a form sent whole, `continuing` null)
 * takes those of its steps, a later step those of its own; a file for another step's field would
 * add a second file to an answer already given, or come before its question.
 */
function checkFileSteps(def: FormDefinition, files: Record<string, BodyFile>, continuing: number | null, step: number) {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(files)) {
    const field = def.fields.find((f) => f.name === name)!;
    const asked = continuing === null ? field.step <= step : field.step === continuing;
    if (!asked) errors[name] = `Файл этого поля прикладывается на шаге ${field.step}`;
  }
  if (Object.keys(errors).length) refuse(errors);
}

/**
 * The id of a later step's file: the same for the same lead, field and bytes, so a step sent again
 * (a retry after a lost answer, which no Idempotency-Key catches: it names leads, not updates) is
 * the same file, journaled, uploaded and linked once. Shaped as a UUID (Directus' file ids).
 */
function stepFileId(leadId: string, field: string, bytes: Uint8Array): string {
  const h = createHash('sha256').update(`${leadId}\n${field}\n`).update(bytes).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The files that passed, to journal with the lead (step 1) or with its update (a later step) under
 * ids chosen here; each field's value becomes `{ file, name, type, size }`, saying which file. A
 * file under a field a condition hides is not taken, as typed text there is not.
 */
function journaledFiles(
  files: Record<string, BodyFile>,
  values: Record<string, unknown>,
  shown: ReadonlySet<string>,
  leadId?: string,
): Omit<LeadFile, 'leadId'>[] {
  const out: Omit<LeadFile, 'leadId'>[] = [];
  for (const [name, f] of Object.entries(files)) {
    delete values[name];
    if (!shown.has(name)) continue;
    const type = sniffType(f.bytes)!;
    const id = leadId ? stepFileId(leadId, name, f.bytes) : randomUUID();
    const file = { id, field: name, name: storedName(f.name, type), type, bytes: f.bytes };
    out.push(file);
    values[name] = { file: file.id, name: file.name, type, size: f.bytes.length };
  }
  return out;
}

/** What the site puts into the form's hidden fields: where the visitor came from, the page, the variant. */
function hiddenValues(def: FormDefinition, payload: LeadPayload, variant: number | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of def.fields) {
    if (field.type !== 'hidden' || !field.source) continue;
    const v =
      field.source === 'page'
        ? payload.source_url
        : field.source === 'variant'
          ? variant === null
            ? ''
            : String(variant)
          : payload[field.source];
    if (v) out[field.name] = v;
  }
  return out;
}

/** A completed form in its funnel (only with the visitor's cookie consent, as every funnel count). */
async function countCompleted(req: LeadRequest, def: FormDefinition, sourceUrl: string | undefined, spam: boolean) {
  const page = pagePathOf(sourceUrl);
  if (!page || !hasConsent(req.cookies[CONSENT_COOKIE])) return;
  const experiment = await leadExperiment(sourceUrl, req.cookies);
  const form = builtFormKey(def.id);
  countFunnel({ form, page, experiment, event: 'submit' });
  if (spam) countFunnel({ form, page, experiment, event: 'spam' });
}

/** The version of the consent a visitor agreed to: the site's, or a digest of the form's own text. */
export const consentVersionOf = (def: FormDefinition) =>
  def.consentText ? `form-${def.id}-${createHash('sha256').update(def.consentText).digest('hex').slice(0, 12)}` : CONSENT_VERSION;

/** The built form a request names (`?id=`); 400 for no form id. */
export function formIdOf(query: unknown): number {
  const id = positive(query);
  if (id === null) throw new HttpError(400, 'Неизвестная форма');
  return id;
}

async function handle(req: NextApiRequest, res: NextApiResponse) {
  const { id, duplicate, status } = await submitBuiltForm(formIdOf(req.query.id), req, res);
  return res.status(status).json(receipt(id, duplicate));
}

/**
 * One submission of built form `id` (a step, or the whole form), stored once or refused with an
 * HttpError. The JSON route and the form page's plain HTML answer (pages/forms/[form].tsx) share it.
 */
export async function submitBuiltForm(
  id: number,
  req: LeadRequest,
  res: ServerResponse,
): Promise<{ id: string; duplicate: boolean; status: number }> {
  const { ip, key, body, files } = await guardRequest(req, res, { limit: UPLOAD_BODY_LIMIT, count: MAX_FILES });
  const first = key ? await findLeadByKey(key) : null;
  if (first) return { id: first, duplicate: true, status: 200 };

  const version = positive(body.form_version);
  if (version === null) refuse({ form_version: 'Нужна версия формы' });
  const def = await formAtVersion(id, version!);
  if (!def) refuse({ form_version: 'Такой версии формы нет' });
  const form = def!;
  checkNames(form, body, files);

  const steps = stepCount(form);
  const step = body.form_step === undefined ? steps : positive(body.form_step, steps);
  if (step === null) refuse({ form_step: `Шаг формы — от 1 до ${steps}` });
  const leadId = body.lead_id;
  const continuing = leadId !== undefined && leadId !== '';
  if (continuing && (typeof leadId !== 'string' || !UUID.test(leadId))) refuse({ lead_id: 'id заявки — UUID' });
  if (!continuing && step! > 1) refuse({ lead_id: 'Следующий шаг дополняет заявку первого шага: нужен её id' });

  const values: Record<string, unknown> = normalizedValues(form, body);
  // Answers of steps not reached yet are not taken: each step is checked and stored as it comes.
  for (const f of form.fields) if (f.step > step!) delete values[f.name];
  // A file goes with the step that asks for it: step 1's with the lead, a later step's with its update.
  checkFileSteps(form, files, continuing ? step! : null, step!);
  // Text sent where a file is expected stays for the checks (refused there unless blank); blank, it is no answer.
  for (const f of form.fields) if (isFile(f) && values[f.name] === '') delete values[f.name];
  Object.assign(values, fileInfos(files));

  if (continuing) {
    const token = typeof body.token === 'string' ? body.token.slice(0, 200) : '';
    const check = checkUpdateToken(leadId as string, token);
    if (check === 'expired') throw new HttpError(403, 'Срок, в который заявку можно дополнить, истёк');
    if (check === 'invalid') throw new HttpError(403, 'Неверный ключ заявки');
    const lead = await journal().get(leadId as string);
    if (!lead) throw new HttpError(404, 'Заявка не найдена');
    if (lead.row.form !== form.id) refuse({ lead_id: 'Заявка отправлена другой формой' });
    // The earlier steps' answers are the lead's: the conditions and checks of this step see them too.
    const merged = { ...normalizedValues(form, lead.row.fields as Record<string, unknown>), ...values };
    const errors = definitionErrors(form, merged, { upToStep: step! });
    if (Object.keys(errors).length) refuse(errors);
    const payload = await validated(payloadSchema, body);
    const shown = visibleFields(form, merged);
    const leadFiles = journaledFiles(files, values, shown, leadId as string).map((f) => ({ ...f, leadId: leadId as string }));
    // `partial: false` completes the lead (lib/leads/update.ts); it is not stored as a field.
    const update = step === steps ? { ...values, partial: false } : values;
    const completedBefore = (lead.row.fields as Record<string, unknown> | null)?.partial === false;
    if (!(await updateLeadFields(leadId as string, update, leadFiles))) throw new HttpError(404, 'Заявка не найдена');
    // A form is completed once: the last step sent again (a retry, a replay) is no second submission.
    if (step === steps && !completedBefore) await countCompleted(req, form, payload.source_url, lead.row.review_status === 'review');
    return { id: leadId as string, duplicate: false, status: 200 };
  }

  const errors = definitionErrors(form, values, { upToStep: step! });
  if (Object.keys(errors).length) refuse(errors);
  const payload = await validated(payloadSchema, body);
  const captcha = await checkCaptcha(payload, ip);
  const leadFiles = journaledFiles(files, values, visibleFields(form, values));
  const suspicious = await spamReasons({
    kind: 'form',
    // The form's e-mail field, whatever its code (the marketer may have named it otherwise).
    email: emailAnswer(form, values),
    texts: freeTexts(form, values),
    captcha,
    minScore: env.RECAPTCHA_MIN_SCORE,
    fillMs: payload.fill_ms,
  });
  const experiment = await leadExperiment(payload.source_url, req.cookies);
  const stored = await storeLead({
    kind: 'form',
    values: { ...values, ...hiddenValues(form, payload, experiment?.variant ?? null) } as AnyFormValues,
    payload: {
      ...payload,
      source_deal: payload.source_deal || form.sourceDeal || undefined,
      qbpm_pipeline: payload.qbpm_pipeline || form.pipeline || undefined,
    },
    ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    idempotencyKey: key,
    captcha,
    referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
    experiment,
    form: { id: form.id, version: form.version },
    partial: step! < steps,
    consentVersion: consentVersionOf(form),
    files: leadFiles,
    spamReasons: suspicious,
  });
  if (!stored.duplicate && step === steps) await countCompleted(req, form, payload.source_url, suspicious.length > 0);
  return { id: stored.id, duplicate: stored.duplicate, status: stored.duplicate ? 200 : 201 };
}

export const formRoute = countedLeadRoute(handle);

/** The answer of the form's first e-mail field, if there is one. */
function emailAnswer(def: FormDefinition, values: Record<string, unknown>): string | null {
  const field = def.fields.find((f) => f.type === 'email' && typeof values[f.name] === 'string' && values[f.name] !== '');
  return field ? (values[field.name] as string) : null;
}
