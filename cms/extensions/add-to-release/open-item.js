// What an item's screen has open: the item's key and the content version chosen in its version
// menu (the route's `version`). Shared by «В релизах» (./index.js) and the version's one-action
// publish (../version-publish/index.js); the form's values and API (injectForm) by every
// interface that reads its item's form.
import { computed, inject, ref } from 'vue';
// Vue's, which the admin app shares with its extensions (not React's hooks: aliased for the linter).
import { useRoute as routeOfApp, useRouter as routerOfApp } from 'vue-router';

/** The props Directus gives an interface on an item's form: its collection and the item's key ('+' for a new one). */
export const itemProps = {
  collection: { type: String, default: null },
  primaryKey: { type: [String, Number], default: null },
};

/**
 * What Directus provides to an interface on an item's form, read in `setup()`: the form's values as
 * edited (a ref; empty outside a form) and the app's API client, as the signed-in person (null
 * outside the app).
 */
export function injectForm() {
  return { values: inject('values', ref({})), api: inject('api', null) };
}

/**
 * All an interface acting on the open item reads of its screen, in `setup()`: the form
 * (injectForm), the app's route and router, and the open item and version (openItem).
 */
export function itemScreen(props) {
  const { values, api } = injectForm();
  const route = routeOfApp();
  return { values, api, route, router: routerOfApp(), ...openItem(props, values, route) };
}

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
