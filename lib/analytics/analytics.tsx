import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { AnalyticsIds } from './counters';
import { useConsent } from './consent';
import { trackPageView } from './track';
import { mirrorConsent } from '@/lib/experiments/consent-cookie';
import { onDemand } from '@/lib/chrome/on-demand';

const WebVitals = onDemand(() => import('./web-vitals').then((m) => m.default));
// The counters' code loads only for visitors who accepted cookies, not with every page.
let counters: typeof import('./counters') | null = null;
const loadCounters = async () => (counters ??= await import('./counters'));

/**
 * Metrika, VK pixel and GTM for the ids in the CMS globals, started once the visitor accepted
 * cookies (also when that happens later on the page); a hit on every client-side route change;
 * the page's Core Web Vitals to Metrika.
 */
export function Analytics({ ids }: { ids: AnalyticsIds | null | undefined }) {
  const router = useRouter();
  const consent = useConsent();
  const accepted = consent === 'accepted';
  const { metrika_id, vk_pixel_id, gtm_id } = ids ?? {};
  // The server learns the choice from a cookie (A/B tests take only visitors who accepted).
  useEffect(() => {
    if (consent !== null) mirrorConsent(consent === 'accepted');
  }, [consent]);
  // Consent withdrawn (the footer's cookie settings) while counters run: reload the page without them.
  useEffect(() => {
    if (consent === 'declined' && counters?.countersStarted()) window.location.reload();
  }, [consent]);
  useEffect(() => {
    if (!accepted) return;
    let live = true;
    // Not if the visitor declined meanwhile.
    void loadCounters().then((c) => live && c.startCounters({ metrika_id, vk_pixel_id, gtm_id }));
    const onRoute = (url: string) => trackPageView(`${window.location.origin}${url}`);
    router.events.on('routeChangeComplete', onRoute);
    return () => {
      live = false;
      router.events.off('routeChangeComplete', onRoute);
    };
  }, [router.events, accepted, metrika_id, vk_pixel_id, gtm_id]);
  return accepted && metrika_id ? <WebVitals /> : null;
}
