// Reading a content version of an item the way the Directus admin's own preview does: REST
// `GET /items/{collection}/{id}?version=key` with the nested fields. Directus' GraphQL read of a
// version cannot return what a version adds: a block (junction row, block, its items) created in the
// version has no id yet, and GraphQL answers `null` for it with "Cannot return null for non-nullable
// field pages_blocks.id" (INTERNAL_SERVER_ERROR), so a version adding a block previewed as a 404.
//
// The REST read is driven by the same typed GraphQL document the live page uses, so the preview
// shows exactly the fields the live page shows and keeps its generated type: the document's selection
// becomes the REST `fields` list, and the REST answer is shaped back into the GraphQL result
// (`__typename` of many-to-any items, string ids, sorted and filtered lists, aliases). What a version
// adds gets a stand-in id (`new-1`, …), which nothing links to and the Visual Editor skips.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FieldNode, FragmentDefinitionNode, SelectionSetNode, ValueNode } from 'graphql';
import { NEW_ITEM_PREFIX } from '@/lib/visual-editing/edit-attr';
import { cmsRest, CmsError, type CmsResult } from './client';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
type Vars = Record<string, unknown>;

/** Field nodes of a selection set, fragments expanded; `type` picks type-conditioned fragments (union members). */
function fieldsOf(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, type?: string): FieldNode[] {
  return set.selections.flatMap((s) => {
    if (s.kind === 'Field') return [s];
    const def = s.kind === 'FragmentSpread' ? fragments.get(s.name.value) : s;
    if (!def) return [];
    // A fragment on a union member applies to items of that type only; others (on the field's own type) always.
    const on = def.typeCondition?.name.value;
    if (on !== undefined && isUnionMember(on) && on !== type) return [];
    return fieldsOf(def.selectionSet, fragments, type);
  });
}

/** Block collections are the members of the many-to-any unions (pages_blocks.item, variants' blocks). */
const isUnionMember = (type: string) => type.startsWith('block_');

/** The union members a selection set names through fragments (the `item` of a many-to-any junction). */
function unionMembers(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): string[] {
  const found = new Set<string>();
  for (const s of set.selections) {
    const def = s.kind === 'FragmentSpread' ? fragments.get(s.name.value) : s.kind === 'InlineFragment' ? s : null;
    const on = def?.typeCondition?.name.value;
    if (on && isUnionMember(on)) found.add(on);
  }
  return [...found];
}

function valueOf(node: ValueNode, vars: Vars): unknown {
  switch (node.kind) {
    case 'Variable':
      return vars[node.name.value];
    case 'ListValue':
      return node.values.map((v) => valueOf(v, vars));
    case 'ObjectValue':
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, vars)]));
    case 'IntValue':
    case 'FloatValue':
      return Number(node.value);
    case 'NullValue':
      return null;
    case 'EnumValue':
    case 'StringValue':
    case 'BooleanValue':
      return node.value;
  }
}

const argument = (field: FieldNode, name: string, vars: Vars) => {
  const arg = field.arguments?.find((a) => a.name.value === name);
  return arg ? valueOf(arg.value, vars) : undefined;
};

/** The field paths a Directus filter reads (`{story: {status: {_in: …}}}` → `story.status`). */
function filterPaths(filter: unknown, prefix = ''): string[] {
  if (!filter || typeof filter !== 'object') return [];
  return Object.entries(filter).flatMap(([key, value]) => {
    if (key === '_and' || key === '_or') return (value as unknown[]).flatMap((f) => filterPaths(f, prefix));
    if (key.startsWith('_')) return [prefix.slice(0, -1)];
    return filterPaths(value, `${prefix}${key}.`);
  });
}

/** Whether a row passes a Directus filter (the operators the site's documents use, and their kin). */
export function matches(row: Json | undefined, filter: unknown): boolean {
  if (!filter || typeof filter !== 'object') return true;
  return Object.entries(filter).every(([key, want]) => {
    switch (key) {
      case '_and':
        return (want as unknown[]).every((f) => matches(row, f));
      case '_or':
        return (want as unknown[]).some((f) => matches(row, f));
      case '_eq':
        return row === want || (row !== null && want !== null && String(row) === String(want));
      case '_neq':
        return !matches(row, { _eq: want });
      case '_in':
        return Array.isArray(want) && want.some((w) => matches(row, { _eq: w }));
      case '_nin':
        return !matches(row, { _in: want });
      case '_null':
        return (row === null || row === undefined) === Boolean(want);
      case '_nnull':
        return (row === null || row === undefined) !== Boolean(want);
      default:
        if (key.startsWith('_')) throw new Error(`Filter operator ${key} is not supported in version reads`);
        // A to-many relation matches when one of its rows does (Directus' own meaning).
        if (Array.isArray(row)) return row.some((r) => matches(r, want));
        // No related row: its fields are null, as in Directus' join (`parent: { id: { _null: true } }`
        // holds for a top-level menu item).
        if (row === null || row === undefined) return matches(null, want);
        return typeof row === 'object' && matches((row as Obj)[key], want);
    }
  });
}

type Walk = { fragments: Map<string, FragmentDefinitionNode>; vars: Vars };

/** REST `fields` for a selection set (`blocks.item:block_faq.items.question`, …). */
function restFields(set: SelectionSetNode, w: Walk, prefix: string, type?: string): string[] {
  const out: string[] = [];
  for (const field of fieldsOf(set, w.fragments, type)) {
    const name = field.name.value;
    if (name === '__typename') continue;
    const path = `${prefix}${name}`;
    if (!field.selectionSet) {
      out.push(path);
      continue;
    }
    // What sorting and filtering in the shaping step need to read.
    const sort = argument(field, 'sort', w.vars);
    for (const key of Array.isArray(sort) ? sort : []) out.push(`${path}.${String(key).replace(/^-/, '')}`);
    for (const p of filterPaths(argument(field, 'filter', w.vars))) out.push(`${path}.${p}`);
    const members = unionMembers(field.selectionSet, w.fragments);
    if (members.length) for (const m of members) out.push(...restFields(field.selectionSet, w, `${path}:${m}.`, m));
    else out.push(...restFields(field.selectionSet, w, `${path}.`, type));
  }
  return out;
}

/** Shapes a REST answer like the GraphQL result of the same selection. */
function shape(set: SelectionSetNode, raw: Obj, w: Walk, newIds: { n: number }, type?: string): Obj {
  const out: Obj = {};
  for (const field of fieldsOf(set, w.fragments, type)) {
    const name = field.name.value;
    const key = field.alias?.value ?? name;
    if (name === '__typename') {
      out[key] = type ?? null;
      continue;
    }
    const value = raw[name];
    if (name === 'id') {
      out[key] = value === null || value === undefined ? `${NEW_ITEM_PREFIX}${++newIds.n}` : String(value as string | number);
      continue;
    }
    if (!field.selectionSet || value === null || value === undefined || typeof value !== 'object') {
      out[key] = value ?? null;
      continue;
    }
    const sub = field.selectionSet;
    // The item of a many-to-any junction row: its type is the row's `collection`.
    const members = unionMembers(sub, w.fragments);
    const subType = members.length ? (typeof raw.collection === 'string' ? raw.collection : undefined) : type;
    if (Array.isArray(value)) {
      const filter = argument(field, 'filter', w.vars);
      const rows = value.filter((r): r is Obj => r !== null && typeof r === 'object' && !Array.isArray(r) && matches(r, filter));
      const sort = argument(field, 'sort', w.vars);
      out[key] = sortedLike(rows, Array.isArray(sort) ? sort.map(String) : []).map((r) => shape(sub, r, w, newIds, subType));
    } else {
      out[key] = shape(sub, value as Obj, w, newIds, subType);
    }
  }
  return out;
}

/** Directus' order: nulls last, numbers as numbers, the rest as text. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * Rows in the order a Directus `sort` (`['-date', '-id']`) gives them, a new array: by the first key,
 * then the next; a key with `-` descending.
 */
export function sortedLike<T extends object>(rows: readonly T[], sort: readonly string[]): T[] {
  const out = [...rows];
  for (const k of [...sort].reverse()) {
    const desc = k.startsWith('-');
    const f = k.replace(/^-/, '');
    out.sort((a, b) => compare((a as Record<string, unknown>)[f], (b as Record<string, unknown>)[f]) * (desc ? -1 : 1));
  }
  return out;
}

/** The selection of the document's one root field (`pages_by_id { … }`), with its fragments. */
function rootSelection(document: TypedDocumentNode<unknown, never>) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let root: FieldNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def);
    if (def.kind === 'OperationDefinition') root = def.selectionSet.selections.find((s): s is FieldNode => s.kind === 'Field');
  }
  if (!root?.selectionSet) throw new Error('The document must select one root field with sub-fields');
  return { set: root.selectionSet, fragments };
}

/** The REST `fields` a document's root field selects. */
export function versionFields(document: TypedDocumentNode<unknown, never>, vars: Vars): string[] {
  const { set, fragments } = rootSelection(document);
  return [...new Set(restFields(set, { fragments, vars }, ''))];
}

/** A REST answer shaped as the document's root field would be in GraphQL. */
export function shapeAsDocument(document: TypedDocumentNode<unknown, never>, raw: Obj, vars: Vars): Obj {
  const { set, fragments } = rootSelection(document);
  return shape(set, raw, { fragments, vars }, { n: 0 }, undefined);
}

/**
 * The item `id` of `collection` as content version `version` has it, shaped as the document's root
 * field (`pages_by_id` of PageVersion): `{ ok: true, data: null }` when Directus knows no such item
 * or version (a promoted or deleted version), or when the version's item does not pass the Directus
 * filter `where` (a list's filter: the version may change what it tests).
 */
export async function readVersion<TData extends Record<string, unknown>, TVars extends Vars>(
  document: TypedDocumentNode<TData, TVars>,
  collection: string,
  id: string | number,
  version: string,
  vars: TVars,
  where?: unknown,
): Promise<CmsResult<TData[keyof TData] | null>> {
  const untyped = document as TypedDocumentNode<unknown, never>;
  const fields = [...new Set([...versionFields(untyped, vars), ...filterPaths(where)])];
  // A page's nested fields make a long address (about 9 kB, under Node's 16 kB limit for headers).
  const path = `/items/${encodeURIComponent(collection)}/${encodeURIComponent(String(id))}?version=${encodeURIComponent(version)}&fields=${encodeURIComponent(fields.join(','))}`;
  let data: Obj | null;
  try {
    data = await cmsRest<Obj | null>('GET', path, { access: 'preview' });
  } catch (e) {
    if (!(e instanceof CmsError)) throw e;
    // No such item, or no such version (Directus answers 403 for both rather than tell them apart).
    if (e.status === 403 || e.status === 404) return { ok: true, data: null };
    return { ok: false, error: e };
  }
  if (!data || !matches(data, where)) return { ok: true, data: null };
  return { ok: true, data: shapeAsDocument(untyped, data, vars) as TData[keyof TData] };
}
