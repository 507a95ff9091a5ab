// The login flow of the spec (section 4): credentials, then the company lookup. One active company
// signs in at once, several are offered as a list, none is an error of its own.
import { companyAddress, companyLoginUrl, type Company } from './company-address';
import type { Credentials, TrialApi } from './trial-api';

/** An active company with the address the browser will be sent to. */
export type CompanyEntry = Company & { address: string };

export type SignInOutcome =
  | { kind: 'redirect'; company: CompanyEntry; url: string }
  | { kind: 'choose'; companies: CompanyEntry[]; token: string }
  | { kind: 'no-active-company' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export async function signIn(api: TrialApi, credentials: Credentials): Promise<SignInOutcome> {
  // A token from an earlier attempt in the same dialog must not ride along with new credentials.
  api.client.setToken(null);
  const token = await api.token(credentials);
  if (!token.ok) return token.error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' };
  const companies = await api.companies(credentials);
  if (!companies.ok) return companies.error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' };
  const active = companies.value.flatMap((c) => {
    const address = c.active ? companyAddress(api.baseUrl, c) : null;
    return address ? [{ ...c, address }] : [];
  });
  const [only] = active;
  if (!only) return { kind: 'no-active-company' };
  if (active.length === 1) return { kind: 'redirect', company: only, url: companyLoginUrl(only.address, token.value) };
  return { kind: 'choose', companies: active, token: token.value };
}
