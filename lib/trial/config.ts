// Where the trial platform is and how long its answers may take.
//
// The browser calls the platform itself, as the spec's client flows do: the visitor's password
// goes straight to the vendor and never through this site's servers, and the platform already
// serves the browser-facing login of every company. So its address must reach client code, and
// Next inlines only NEXT_PUBLIC_* variables into the bundle, at build time. Operators set
// TRIAL_API_URL; scripts/stack.mjs passes it on as NEXT_PUBLIC_TRIAL_API_URL (see README).

/** Activating a trial deploys a whole company, which can take minutes: the spec allows 7.5 min. */
export const TRIAL_TIMEOUT_MS = 450_000;

/** The trial platform's base URL without a trailing slash, or null when it is not configured. */
export function trialApiUrl(raw: string | undefined = process.env.NEXT_PUBLIC_TRIAL_API_URL): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.replace(/\/+$/, ''));
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}
