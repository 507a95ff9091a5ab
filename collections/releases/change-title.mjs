// How a release's change is named on screen (the release's list of changes, the item's «В релизах»):
// the kind of item in Russian, its own name in «ёлочках», the version's name when the change is a
// version. «Страница «Архивирование», версия «Весна»»; «Общие настройки» has no name of its own.
import { RELEASE_COLLECTIONS } from './model.mjs';

const KINDS = new Map(RELEASE_COLLECTIONS.map(([collection, kind]) => [collection, kind]));

/** The field that names an item of each collection a release may change (the site settings have none). */
export const NAME_FIELDS = { pages: 'title', navigation: 'title', forms: 'name', webinars: 'title', news: 'title', articles: 'title' };

/**
 * @param {{ collection: string, name?: string | null, version?: string | null, item?: string | number | null }} change
 * @returns {string}
 */
export function changeTitle({ collection, name, version, item }) {
  const kind = KINDS.get(collection) ?? 'Запись';
  const own = name ? `${kind} «${name}»` : collection === 'globals' || item === null || item === undefined ? kind : `${kind} № ${item}`;
  return version ? `${own}, версия «${version}»` : own;
}
