// The cookie choice as the server sees it. The banner keeps the choice in local storage
// (lib/analytics/consent.ts) and mirrors an acceptance into this first-party cookie, so that the
// proxy can tell, per request, whether a visitor may take part in an A/B test.
export const CONSENT_COOKIE = 'cookies-approved';

export const hasConsent = (value: string | undefined) => value === 'true';

const A_YEAR_S = 365 * 24 * 3600;
const VARIANT_COOKIE = /^ab_\d+$/;

/** Browser only: mirrors the choice into the cookie; without consent the A/B variants are forgotten too. */
export function mirrorConsent(accepted: boolean): void {
  if (accepted) {
    document.cookie = `${CONSENT_COOKIE}=true; path=/; max-age=${A_YEAR_S}; samesite=lax`;
    return;
  }
  const names = document.cookie.split('; ').map((c) => c.split('=')[0]!);
  for (const name of [CONSENT_COOKIE, ...names.filter((n) => VARIANT_COOKIE.test(n))]) {
    document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
  }
}

/** Browser only: the visitor's A/B variants by test, as the proxy set them (`{ "7": "12" }`). */
export function variantsOfVisitor(): Record<string, string> {
  return Object.fromEntries(
    document.cookie.split('; ').flatMap((c) => {
      const m = /^ab_(\d+)=(\d+)$/.exec(c);
      return m ? [[m[1]!, m[2]!]] : [];
    }),
  );
}
