// A page's full public address on its record, as a link that opens it: the path a marketer types
// (`/qa-page/`) lives at `<site>/ru/products/ecm/qa-page/`, which the admin never showed.
//
// The site's address is the one the admin's previews and the flows' links use (SITE_PUBLIC_URL of
// Directus), asked once of cms/extensions/preview-link (`/preview-link/site`); the site's base path
// is the site's own constant. (It was read from the collection's preview URL, which became relative
// when previews stopped carrying the site's secret, and the field then only ever said «Появится…».)
import { h, ref } from 'vue';
import { injectForm } from '../add-to-release/open-item.js';

/** The site's origin, asked once per admin session (null until it answers, or when it is not set). */
let siteOrigin = null;

const BASE_PATH = '/ru/products/ecm';

const PublicAddress = {
  name: 'ecm-public-address',
  setup() {
    const { values, api } = injectForm();
    siteOrigin ??= api
      ? api.get('/preview-link/site').then(
          (r) => r.data?.data?.origin ?? null,
          // Asked again by the next form: a failed request is not the answer.
          () => (siteOrigin = null),
        )
      : Promise.resolve(null);
    const origin = ref(null);
    void siteOrigin.then((o) => (origin.value = o));
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
