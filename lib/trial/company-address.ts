// Addresses derived from the trial platform's own address. The platform runs on a service host
// such as trial.elma365.ru; companies live beside it at {company}.elma365.{zone}, and password
// recovery on the parent host, elma365.ru/restore. "elma365" is what the spec calls the subdomain
// taken from the trial API address: its host without the service label and without the zone.

export type Company = { name: string; zone: string; description: string; active: boolean };

// A company name is one DNS label and a zone one or more: anything else from the platform is
// refused rather than pasted into a URL the browser is sent to.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const ZONE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i;

const labels = (api: URL) => api.hostname.split('.').filter(Boolean);
const port = (api: URL) => (api.port ? `:${api.port}` : '');

/** The middle of the trial API host: "elma365" for trial.elma365.ru and for elma365.ru. */
export function subdomainOf(api: URL): string {
  const parts = labels(api);
  if (parts.length <= 2) return parts[0] ?? '';
  return parts.slice(1, -1).join('.');
}

/** The host one level above the trial API: elma365.ru for trial.elma365.ru. */
export function parentHostOf(api: URL): string {
  const parts = labels(api);
  return parts.length > 2 ? parts.slice(1).join('.') : api.hostname;
}

/** Where a forgotten password is recovered: /restore on the parent host. */
export const restoreUrl = (api: URL): string => `${api.protocol}//${parentHostOf(api)}${port(api)}/restore`;

/** The company's own address, e.g. https://acme.elma365.ru, or null for a name or zone that is not a host. */
export function companyAddress(api: URL, company: Pick<Company, 'name' | 'zone'>): string | null {
  const name = company.name.trim();
  const zone = company.zone.trim().replace(/^\.+/, '');
  const subdomain = subdomainOf(api);
  if (!LABEL.test(name) || !ZONE.test(zone) || !subdomain) return null;
  return `${api.protocol}//${name}.${subdomain}.${zone}${port(api)}`.toLowerCase();
}

/** The company's login entry: {company address}/guard/login?token=…&companyUrl=…. */
export function companyLoginUrl(address: string, token: string): string {
  const query = new URLSearchParams({ token, companyUrl: address });
  return `${address}/guard/login?${query.toString()}`;
}
