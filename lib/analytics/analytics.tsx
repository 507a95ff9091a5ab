import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { countersStarted, startCounters, type AnalyticsIds } from './counters';
import { useConsent } from './consent';
import { trackPageView } from './track';
import { mirrorConsent } from '@/lib/experiments/consent-cookie';

const WebVitals = dynamic(() => import('./web-vitals'), { ssr: false });

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
    if (consent === 'declined' && countersStarted()) window.location.reload();
  }, [consent]);
  useEffect(() => {
    if (!accepted) return;
    startCounters({ metrika_id, vk_pixel_id, gtm_id });
    const onRoute = (url: string) => trackPageView(`${window.location.origin}${url}`);
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router.events, accepted, metrika_id, vk_pixel_id, gtm_id]);
  return accepted && metrika_id ? <WebVitals /> : null;
}
