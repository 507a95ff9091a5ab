// The preview route asked for with neither the preview secret nor a token (the Visual Editor's address,
// cms/state/admin-app.mjs): it sends the browser to the admin's own `/preview-link/`
// (cms/extensions/preview-link), which lets the person signed in to the admin back in with a one-minute,
// single-use token, and no one else. So the address the Visual Editor frames, shows and lets people copy
// carries no secret, and the frame still ends on the site's own origin, which the module talks to.

/**
 * The admin's address (without a trailing slash): its public URL, or the same at its other loopback
 * name when the admin was opened at that one.
 */
export function adminOrigin(directusUrl: string, referer?: string): string {
  const own = new URL(directusUrl);
  const base = (url: URL) => url.href.replace(/\/$/, '');
  const alias = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[own.hostname];
  if (!alias || !referer) return base(own);
  let from: string;
  try {
    from = new URL(referer).origin;
  } catch {
    return base(own);
  }
  const other = new URL(own.href);
  other.hostname = alias;
  return base(from === other.origin ? other : own);
}

/**
 * The admin's preview link for `path` (and content version `version`, `main`: the item itself). The
 * referrer only picks between the admin's two loopback names (its session cookie is kept per name);
 * it can never send the browser anywhere but the admin.
 */
export function adminPreviewLink(directusUrl: string, path: string, version: string, referer?: string): string {
  const query = `path=${encodeURIComponent(path)}${version === 'main' ? '' : `&version=${encodeURIComponent(version)}`}`;
  return `${adminOrigin(directusUrl, referer)}/preview-link/?${query}`;
}
