import Script from 'next/script';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { counterScripts, type AnalyticsIds } from './scripts';
import { trackPageView } from './track';

/** Metrika, VK pixel and GTM for the ids in the CMS globals; a hit on every client-side route change. */
export function Analytics({ ids }: { ids: AnalyticsIds | null | undefined }) {
  const router = useRouter();
  const scripts = counterScripts(ids ?? {});
  const active = scripts.length > 0;
  useEffect(() => {
    if (!active) return;
    const onRoute = (url: string) => trackPageView(`${window.location.origin}${url}`);
    router.events.on('routeChangeComplete', onRoute);
    return () => router.events.off('routeChangeComplete', onRoute);
  }, [router.events, active]);
  return (
    <>
      {scripts.map((s) => (
        <Script key={s.id} id={s.id} strategy="afterInteractive" src={s.src}>
          {s.inline}
        </Script>
      ))}
    </>
  );
}
