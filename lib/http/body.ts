// Reads a request body the routes parse themselves (bodyParser off): JSON, URL-encoded or multipart
// form data, of bounded size, into one object of fields.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

/** A lead is a few hundred bytes; 32 KB leaves room for the company description from suggestions. */
export const BODY_LIMIT = 32 * 1024;

type Body = Record<string, unknown>;

/** A file part of a multipart body (a built form's «Файл» field): its bytes, as the visitor named and declared them. */
export type BodyFile = { name: string; declaredType: string; bytes: Uint8Array };

/**
 * A route that takes files (lib/forms/form-route.ts): multipart bodies up to `limit` bytes, at most
 * `count` file parts. JSON and URL-encoded bodies keep BODY_LIMIT: only a file needs more.
 */
export type FileOptions = { limit: number; count: number };

const JSON_TYPE = 'application/json';
/** What an HTML form sends: URL-encoded, or multipart when built with FormData. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const UNSUPPORTED = 'Отправьте данные как application/json, application/x-www-form-urlencoded или multipart/form-data';
const tooLarge = (limit: number) =>
  new HttpError(
    413,
    limit > BODY_LIMIT
      ? `Слишком большой запрос: не более ${Math.floor(limit / 1024 / 1024)} МБ`
      : `Слишком большой запрос: не более ${limit} байт`,
  );

/** Reads at most `limit` bytes of the body; 413 beyond, whatever Content-Length claimed. */
async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > limit) throw tooLarge(limit);
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
 * field is treated here by its name. A repeated name keeps its last value, as URLSearchParams did.
 * An attached file is refused, unless the route takes files (`fileOptions`): then each is returned
 * apart, by its field's name; the route checks them against its form.
 */
async function parseForm(
  raw: Buffer,
  contentType: string,
  fileOptions?: FileOptions,
): Promise<{ body: Body; files: Record<string, BodyFile> }> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'Тело запроса — не данные формы');
  }
  const body: Body = {};
  const files: Record<string, BodyFile> = {};
  const refused: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') body[name] = value;
    else if (!fileOptions) refused[name.slice(0, 64)] = 'Файлы не принимаются';
    else if (Object.keys(files).length >= fileOptions.count && !(name in files)) refused[name.slice(0, 64)] = 'Слишком много файлов';
    else files[name] = { name: value.name, declaredType: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  if (Object.keys(refused).length) throw new HttpError(422, 'Проверьте поля формы', refused);
  return { body, files };
}

/** Reads a JSON, URL-encoded or multipart body of at most BODY_LIMIT bytes (413 beyond, 415 for other types). */
export async function readBody(req: IncomingMessage): Promise<Body> {
  return (await readBodyWithFiles(req)).body;
}

/** readBody for a route that takes files: multipart bodies up to `fileOptions.limit`, their files apart. */
export async function readBodyWithFiles(
  req: IncomingMessage,
  fileOptions?: FileOptions,
): Promise<{ body: Body; files: Record<string, BodyFile> }> {
  const contentType = String(req.headers['content-type'] ?? '');
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== JSON_TYPE && !FORM_TYPES.has(type)) throw new HttpError(415, UNSUPPORTED);
  const multipart = type === 'multipart/form-data';
  const raw = await readRaw(req, multipart && fileOptions ? fileOptions.limit : BODY_LIMIT);
  if (type === JSON_TYPE) return { body: parseJson(raw), files: {} };
  return parseForm(raw, contentType, multipart ? fileOptions : undefined);
}
