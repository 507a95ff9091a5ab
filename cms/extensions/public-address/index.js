// A page's full public address on its record, as a link that opens it: the path a marketer types
// (`/qa-page/`) lives at `<site>/ru/products/ecm/qa-page/`, which the admin never showed.
//
// The site's address is the one the admin already opens the page's preview at (the collection's
// preview URL, cms/state/admin-app.mjs): one place for it, per installation. Only the origin is
// read from it; the site's base path is the site's own constant.
import { computed, h, inject, ref } from 'vue';

const BASE_PATH = '/ru/products/ecm';

const PublicAddress = {
  name: 'ecm-public-address',
  props: { collection: { type: String, default: 'pages' } },
  setup(props) {
    const values = inject('values', ref({}));
    const stores = inject('stores', null);
    const origin = computed(() => {
      const preview = stores?.useCollectionsStore?.().getCollection?.(props.collection)?.meta?.preview_url;
      try {
        return preview ? new URL(preview.split('{{')[0]).origin : null;
      } catch {
        return null;
      }
    });
    return () => {
      const path = values.value?.path;
      if (!path || !origin.value)
        return h(
          'p',
          { class: 'public-address', style: 'color:var(--theme--foreground-subdued)' },
          'Появится, когда у страницы будет путь',
        );
      const href = `${origin.value}${BASE_PATH}${path}`;
      const published = values.value?.status === 'published';
      return h('p', { class: 'public-address' }, [
        h(
          'a',
          { href, target: '_blank', rel: 'noopener', style: 'color:var(--theme--primary);text-decoration:underline;word-break:break-all' },
          href,
        ),
        published ? null : h('span', { style: 'color:var(--theme--foreground-subdued)' }, ' — откроется для посетителей после публикации'),
      ]);
    };
  },
};

const publicAddressInterface = {
  id: 'ecm-public-address',
  name: 'Адрес на сайте',
  icon: 'link',
  description: 'Полный адрес страницы на сайте, ссылкой',
  component: PublicAddress,
  types: ['alias'],
  localTypes: ['presentation'],
  group: 'presentation',
  options: null,
};

export default publicAddressInterface;
