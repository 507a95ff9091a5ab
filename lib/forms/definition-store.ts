// The server's read of a built form at the version a visitor saw. A version never changes once
// written (cms/extensions/form-versions), so each is read from Directus once per process and kept.
// And the form as it is now (publishedForm), for its funnel: kept half a minute, absent ones too.
import { FormVersionDocument, PublishedFormDocument } from '@/schema/generated/graphql';
import { cmsQuery, CmsUnavailableError } from '@/lib/cms/client';
import { toDefinition, type FormDefinition } from './definition';

/** Enough for every version of every form a busy site shows at once; the oldest go first. */
const MAX_CACHED = 500;
const KEY = Symbol.for('ecm.forms.versions');
const cache = ((globalThis as { [KEY]?: Map<string, FormDefinition> })[KEY] ??= new Map());

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The published form `id` at `version`, or null when there is no such published version. Throws
 * CmsUnavailableError when Directus cannot say: the route answers 503 and stores nothing.
 */
export async function formAtVersion(id: number, version: number): Promise<FormDefinition | null> {
  const key = `${id}:${version}`;
  const known = cache.get(key);
  if (known) return known;
  const read = await cmsQuery(FormVersionDocument, { form: id, version });
  if (!read.ok) throw read.error instanceof CmsUnavailableError ? read.error : new CmsUnavailableError(read.error.message);
  const copy = read.data.form_versions[0]?.definition;
  const current = read.data.forms[0];
  const item = isRecord(copy) ? copy : current && Number(current.version) === version ? (current as Record<string, unknown>) : null;
  if (!item) return null;
  const def = toDefinition(item);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, def);
  return def;
}

/** How long a form as it is now (or its absence) is answered without asking Directus again. */
export const PUBLISHED_FORM_TTL_MS = 30_000;
const CURRENT_KEY = Symbol.for('ecm.forms.published');
const current = ((globalThis as { [CURRENT_KEY]?: Map<number, { def: FormDefinition | null; at: number }> })[CURRENT_KEY] ??= new Map());

/**
 * The published form `id` as it is now, or null when there is none (a draft, deleted, never made):
 * what a funnel beacon naming a built form is checked against. Absent ones are kept as well, so
 * made-up ids cost one read each per half minute. Throws CmsUnavailableError when Directus cannot say.
 */
export async function publishedForm(id: number, now = Date.now()): Promise<FormDefinition | null> {
  const known = current.get(id);
  if (known && now - known.at < PUBLISHED_FORM_TTL_MS) return known.def;
  const read = await cmsQuery(PublishedFormDocument, { form: id });
  if (!read.ok) throw read.error instanceof CmsUnavailableError ? read.error : new CmsUnavailableError(read.error.message);
  const item = read.data.forms[0];
  const def = item ? toDefinition(item as Record<string, unknown>) : null;
  current.delete(id);
  if (current.size >= MAX_CACHED) current.delete(current.keys().next().value as number);
  current.set(id, { def, at: now });
  return def;
}
