// The A/B test and variant a lead carries: the running test of the page the form was sent from, and
// the variant the visitor's cookie names (set by the proxy, only with consent). Read from the proxy's
// cached list of running tests, so storing a lead does not wait for Directus.
import { sitePathname } from '@/lib/routing/base-path';
import { CONSENT_COOKIE, hasConsent } from './consent-cookie';
import { variantCookie } from './assign';
import { runningExperiments } from './running';

/** The page path of a source_url (`https://…/ru/products/ecm/archiving/` → `/archiving/`), or null. */
export function pagePathOf(sourceUrl: string | undefined): string | null {
  if (!sourceUrl) return null;
  try {
    const path = sitePathname(new URL(sourceUrl).pathname);
    if (path === null) return null;
    return path.endsWith('/') ? path : `${path}/`;
  } catch {
    return null;
  }
}

export async function leadExperiment(
  sourceUrl: string | undefined,
  cookies: Partial<Record<string, string>>,
): Promise<{ experiment: number; variant: number } | null> {
  const path = pagePathOf(sourceUrl);
  if (!path || !hasConsent(cookies[CONSENT_COOKIE])) return null;
  const experiment = (await runningExperiments()).get(path);
  if (!experiment) return null;
  const variant = Number(cookies[variantCookie(experiment.id)]);
  if (!experiment.variants.some((v) => v.id === variant)) return null;
  return { experiment: experiment.id, variant };
}
