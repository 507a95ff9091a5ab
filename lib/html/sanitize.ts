import sanitizeHtml from 'sanitize-html';
import { BASE_PATH } from '@/lib/routing/base-path';
import { scrollTables } from './scroll-tables';

// The spec's whitelist: the default set of text tags, links, images by src, and these URL schemes.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // Outside links open in a new tab without giving the opened page a handle on ours.
      if (/^https?:\/\//.test(href)) return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } };
      // Marketers write site paths as everywhere in the CMS (/prices/); the browser needs the base path.
      if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith(`${BASE_PATH}/`))
        return { tagName, attribs: { ...attribs, href: `${BASE_PATH}${href}` } };
      return { tagName, attribs };
    },
  },
};

/** Rich text from the CMS, cleaned for dangerouslySetInnerHTML; its tables scroll in boxes of their own. */
export function sanitize(html: string | null | undefined): string {
  return html ? scrollTables(sanitizeHtml(html, options)) : '';
}
