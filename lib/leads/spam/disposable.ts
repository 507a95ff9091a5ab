// Throw-away mailboxes (mailinator.com, 10minutemail.com, …): a trial or a demo asked for with one
// is nobody sales can reach. The list is the npm package disposable-email-domains (pinned; it follows
// github.com/ivolo/disposable-email-domains: about 120,000 domains, plus a list of domains whose
// every sub-domain is disposable). Loaded on first use, on the server only (its own chunk).

type Lists = { domains: ReadonlySet<string>; wildcards: ReadonlySet<string> };
let lists: Promise<Lists> | null = null;

const load = () =>
  (lists ??= Promise.all([import('disposable-email-domains'), import('disposable-email-domains/wildcard.json')]).then(
    ([domains, wildcards]) => ({ domains: new Set(domains.default), wildcards: new Set(wildcards.default) }),
  ));

/** The domain of an address, or a parent of it, that is a throw-away mailbox service; null otherwise. */
export async function disposableDomain(email: string): Promise<string | null> {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const parts = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  const { domains, wildcards } = await load();
  for (let i = 0; i < parts.length - 1; i++) {
    const candidate = parts.slice(i).join('.');
    if (domains.has(candidate) || wildcards.has(candidate)) return candidate;
  }
  return null;
}
