// Whether to ask about cookies is decided in the browser once the page is up (it loads with
// components/layout/after-hydration.ts); the banner's own code loads only for visitors who have not chosen.
import { useConsent } from '@/lib/analytics/consent';
import { onDemand } from '@/lib/chrome/on-demand';

const CookieBanner = onDemand(() => import('./cookie-banner').then((m) => m.CookieBanner));

export function CookieNotice() {
  return useConsent() === 'unknown' ? <CookieBanner /> : null;
}
