import sanitizeHtml from 'sanitize-html';

// The spec's whitelist: the default set of text tags, links, images by src, and these URL schemes.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
  transformTags: {
    // Outside links open in a new tab without giving the opened page a handle on ours.
    a: (tagName, attribs) =>
      /^https?:\/\//.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/** Rich text from the CMS, cleaned for dangerouslySetInnerHTML. */
export function sanitize(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : '';
}
