// Core Web Vitals to Metrika (lib/analytics/track.ts sendWebVital). Loaded on demand by <Analytics>
// once the visitor accepted cookies and a Metrika counter runs, so it adds nothing to the first load
// and measures nothing for the counters before consent. The browser keeps the page's paint, shift
// and input entries (buffered), so a late start still reports the whole page view.
import { useReportWebVitals } from 'next/web-vitals';
import { sendWebVital } from './track';

export default function WebVitals() {
  useReportWebVitals(sendWebVital);
  return null;
}
