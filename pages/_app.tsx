import type { AppProps } from 'next/app';
import '@/styles/globals.css';
import { useAppChrome } from '@/components/layout/use-app-chrome';
import { useLocaleAtStart } from '@/lib/i18n/use-locale';
import { FormsProvider } from '@/components/forms/forms-provider';
import { onDemand } from '@/lib/chrome/on-demand';
import { loadAfterHydration } from '@/components/layout/load-after-hydration';
import type { AnalyticsIds } from '@/lib/analytics/counters';

// Counters, their consent cookie and page views run once the page is up: never needed to show it.
const Analytics = onDemand(() => loadAfterHydration().then((m) => m.Analytics));

export default function App({ Component, pageProps }: AppProps) {
  useAppChrome();
  useLocaleAtStart();
  // Counter ids come from the CMS globals in the page's layout data; pages without layout load none.
  const { layout } = pageProps as { layout?: { globals?: AnalyticsIds | null } };
  return (
    <FormsProvider>
      <Component {...pageProps} />
      <Analytics ids={layout?.globals} />
    </FormsProvider>
  );
}
