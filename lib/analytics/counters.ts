// The counters for the ids set in the CMS globals, started by the bundle itself rather than by
// inline snippets, so that the static CSP (lib/http/security-headers.mjs) needs no 'unsafe-inline'
// and no per-id hashes. They start only after the visitor accepted cookies (./consent.ts). An id
// in an unexpected shape is dropped (it ends up in a URL), and an empty one loads nothing.
import type { AnalyticsWindow } from './track';
import { variantsOfVisitor } from '@/lib/experiments/consent-cookie';

export type AnalyticsIds = { metrika_id?: string | null; vk_pixel_id?: string | null; gtm_id?: string | null };

type Counter = { name: 'metrika' | 'vk-pixel' | 'gtm'; start(): void };

const w = () => window as AnalyticsWindow;

function addScript(src: string, onload?: () => void) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (onload) script.onload = onload;
  document.head.appendChild(script);
}

export function counters(ids: AnalyticsIds): Counter[] {
  const list: Counter[] = [];
  const metrika = ids.metrika_id?.trim();
  if (metrika && /^\d{1,12}$/.test(metrika)) {
    const id = Number(metrika);
    list.push({
      name: 'metrika',
      start() {
        // Yandex's snippet: a queue that tag.js replays once loaded.
        const ym: NonNullable<AnalyticsWindow['ym']> & { a?: unknown[][]; l?: number } = (...args) => (ym.a ??= []).push(args);
        ym.l = Date.now();
        w().ym = ym;
        w().__metrikaId = id;
        addScript('https://mc.yandex.ru/metrika/tag.js');
        ym(id, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
        // The A/B variants this visitor sees, as a visit parameter: `ab` → test id → variant id.
        const ab = variantsOfVisitor();
        if (Object.keys(ab).length) ym(id, 'params', { ab });
        // Goals reached on this page before the counter started (./track.ts).
        for (const [method, ...args] of w().__pendingGoals?.splice(0) ?? []) ym(id, method as string, ...args);
      },
    });
  }
  const vk = ids.vk_pixel_id?.trim();
  if (vk && /^[A-Za-z0-9-]{1,64}$/.test(vk)) {
    list.push({
      name: 'vk-pixel',
      start: () =>
        addScript('https://vk.com/js/api/openapi.js?169', () => {
          w().VK?.Retargeting?.Init(vk);
          w().VK?.Retargeting?.Hit();
        }),
    });
  }
  const gtm = ids.gtm_id?.trim();
  if (gtm && /^GTM-[A-Z0-9]{1,16}$/.test(gtm)) {
    list.push({
      name: 'gtm',
      start() {
        (w().dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        addScript(`https://www.googletagmanager.com/gtm.js?id=${gtm}`);
      },
    });
  }
  return list;
}

const started = new Set<string>();

/** Starts each configured counter once per page load (client-side navigation keeps them running). */
export function startCounters(ids: AnalyticsIds): void {
  // Form funnels are counted with the same consent; their watcher is a chunk of its own.
  void import('@/lib/forms/funnel-views').then((m) => m.watchFormViews());
  for (const c of counters(ids)) {
    if (started.has(c.name)) continue;
    started.add(c.name);
    c.start();
  }
}

/** Whether a counter runs on this page (started counters cannot be unloaded, only left by a reload). */
export const countersStarted = () => started.size > 0;
