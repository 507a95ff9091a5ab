// The server's read of a built form at the version a visitor saw. A version never changes once
// written (cms/extensions/form-versions), so each is read from Directus once per process and kept.
import { FormVersionDocument } from '@/schema/generated/graphql';
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
