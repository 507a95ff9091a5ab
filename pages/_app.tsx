import type { AppProps } from 'next/app';
import '@/styles/globals.css';
import { useAppChrome } from '@/lib/chrome/use-app-chrome';
import { useLocaleAtStart } from '@/lib/i18n/use-locale';
import { FormsProvider } from '@/components/forms/forms-provider';
import { Analytics } from '@/lib/analytics/analytics';
import type { AnalyticsIds } from '@/lib/analytics/counters';

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
