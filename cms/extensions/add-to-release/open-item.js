// What an item's screen has open: the item's key and the content version chosen in its version
// menu (the route's `version`). Shared by «В релизах» (./index.js) and the version's one-action
// publish (../version-publish/index.js).
import { computed } from 'vue';

/**
 * `item`: the open item's key as a string (a singleton, site settings, has none in the route: its
 * one row's id), null for a new item; `versionKey`: the open version's key, null for the main copy.
 */
export function openItem(props, values, route) {
  const item = computed(() => {
    const key = props.primaryKey ?? values.value?.id ?? null;
    return key === '+' || key === null || key === undefined ? null : String(key);
  });
  const versionKey = computed(() => {
    const key = route?.query?.version;
    return typeof key === 'string' && key && key !== 'main' ? key : null;
  });
  return { item, versionKey };
}

/** The version `key` of `item` of `collection` (`{ id, name, key }`), or null when Directus has none. */
export async function readVersion(api, collection, item, key) {
  const found = await api.get('/versions', {
    params: {
      filter: { collection: { _eq: collection }, item: { _eq: item }, key: { _eq: key } },
      fields: ['id', 'name', 'key'],
      limit: 1,
    },
  });
  return found.data.data?.[0] ?? null;
}
