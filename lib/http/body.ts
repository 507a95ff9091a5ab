// Reads a request body the routes parse themselves (bodyParser off): JSON, URL-encoded or multipart
// form data, of bounded size, into one object of fields.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

/** A lead is a few hundred bytes; 32 KB leaves room for the company description from suggestions. */
export const BODY_LIMIT = 32 * 1024;

type Body = Record<string, unknown>;

const JSON_TYPE = 'application/json';
/** What an HTML form sends: URL-encoded, or multipart when built with FormData. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const UNSUPPORTED = 'Отправьте данные как application/json, application/x-www-form-urlencoded или multipart/form-data';
const TOO_LARGE = `Слишком большой запрос: не более ${BODY_LIMIT} байт`;

/** Reads at most BODY_LIMIT bytes of the body; 413 beyond, whatever Content-Length claimed. */
async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) throw new HttpError(413, TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > BODY_LIMIT) throw new HttpError(413, TOO_LARGE);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

function parseJson(raw: Buffer): Body {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Тело запроса — не JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'Ожидается JSON-объект');
  return parsed as Body;
}

/**
 * Form data as text fields, parsed by the platform's own Fetch implementation (the multipart
 * boundary, charset and percent-decoding are its business). Everything stays text: the schemas
 * read flags and JSON objects out of it (lib/forms/rules.ts, lib/leads/payload-schema.ts), so no
 * field is treated here by its name. A repeated name keeps its last value, as URLSearchParams did;
 * an attached file is refused.
 */
async function parseForm(raw: Buffer, contentType: string): Promise<Body> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'Тело запроса — не данные формы');
  }
  const body: Body = {};
  const files: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') files[name.slice(0, 64)] = 'Файлы не принимаются';
    else body[name] = value;
  }
  if (Object.keys(files).length) throw new HttpError(422, 'Проверьте поля формы', files);
  return body;
}

/** Reads a JSON, URL-encoded or multipart body of at most BODY_LIMIT bytes (413 beyond, 415 for other types). */
export async function readBody(req: IncomingMessage): Promise<Body> {
  const contentType = String(req.headers['content-type'] ?? '');
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== JSON_TYPE && !FORM_TYPES.has(type)) throw new HttpError(415, UNSUPPORTED);
  const raw = await readRaw(req);
  return type === JSON_TYPE ? parseJson(raw) : parseForm(raw, contentType);
}
