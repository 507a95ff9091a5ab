// The route-loading progress bar with the spec's numbers: shown only if loading takes longer than
// 200 ms, grows toward 100% over 5 s, disappears 500 ms after finishing, and turns red on failure.
// It pauses on a redirect (the server announced one, or the router left the route for another before
// finishing it) and carries on for the redirect's target instead of starting again, and it finishes
// only when the route is shown and no fetch is in flight any more (the new page's own requests too).
// nprogress is part of the chunk that binds the bar (lib/chrome/after-hydration.ts, asked for in the
// page's head): loaded on the first route change instead, it arrived after the 200 ms on a phone's
// connection (a round trip of 150 ms and more), so the first navigation, the one a visitor starts
// while the page hydrates, showed its bar late.
import NProgress from 'nprogress';
import type { Router } from 'next/router';
import { watchFetches, type FetchTarget } from './in-flight';

export const PROGRESS = { throttleMs: 200, durationMs: 5_000, hideDelayMs: 500, tickMs: 100 } as const;

let configured = false;
/** nprogress, configured on first use. */
const nprogress = () => {
  // nprogress fades out over `speed` after waiting `speed`: two halves of the hide delay.
  if (!configured) NProgress.configure({ showSpinner: false, trickle: false, speed: PROGRESS.hideDelayMs / 2, minimum: 0.08 });
  configured = true;
  return NProgress;
};

/** Progress after `elapsed` ms: eases toward (never reaching) 100% over the duration. */
export const progressAt = (elapsed: number) => Math.min(0.98, 0.08 + 0.9 * (1 - Math.exp((-3 * elapsed) / PROGRESS.durationMs)));

type Phase = 'idle' | 'loading' | 'paused' | 'settling';

export function bindRouteProgress(events: Router['events'], target: FetchTarget = window): () => void {
  let phase: Phase = 'idle';
  let shown = false;
  // Loading time counted so far, without the time spent paused.
  let counted = 0;
  let runningSince = 0;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let stopWaiting: (() => void) | undefined;

  const elapsed = () => counted + (phase === 'loading' || phase === 'settling' ? Date.now() - runningSince : 0);
  const stopTimers = () => {
    clearTimeout(throttle);
    clearInterval(tick);
    throttle = tick = undefined;
  };
  const show = () => {
    shown = true;
    nprogress().set(progressAt(elapsed()));
    tick = setInterval(() => nprogress().set(progressAt(elapsed())), PROGRESS.tickMs);
  };
  const run = () => {
    runningSince = Date.now();
    if (shown) show();
    else throttle = setTimeout(show, Math.max(0, PROGRESS.throttleMs - counted));
  };
  const pause = () => {
    if (phase !== 'loading' && phase !== 'settling') return;
    counted = elapsed();
    stopTimers();
    stopWaiting?.();
    stopWaiting = undefined;
    phase = 'paused';
  };
  const end = () => {
    stopTimers();
    stopWaiting?.();
    stopWaiting = undefined;
    if (shown) nprogress().done();
    phase = 'idle';
    shown = false;
    counted = 0;
  };

  // A redirect announced on a request matters only while the route itself is loading.
  const watch = watchFetches(target, () => {
    if (phase === 'loading') pause();
  });

  const start = (_url: string, { shallow }: { shallow: boolean }) => {
    if (shallow) return;
    document.getElementById('nprogress')?.classList.remove('nprogress-failed');
    if (phase === 'idle') {
      counted = 0;
      shown = false;
    }
    // Otherwise a redirect (or a newer click) continues the bar where it stands.
    stopTimers();
    stopWaiting?.();
    stopWaiting = undefined;
    phase = 'loading';
    run();
  };
  const complete = () => {
    if (phase === 'idle') return;
    if (phase === 'paused') run();
    phase = 'settling';
    // The new page mounts in this task and may start its own requests: look once they have begun.
    setTimeout(() => {
      if (phase !== 'settling') return;
      if (watch.pending() === 0) end();
      else
        stopWaiting = watch.onIdle(() => {
          if (phase === 'settling') end();
        });
    }, 0);
  };
  const error = (err: { cancelled?: boolean }) => {
    // A cancelled route change is a redirect or a newer navigation taking over: it starts at once.
    if (err?.cancelled) return pause();
    if (phase === 'idle') return;
    document.getElementById('nprogress')?.classList.add('nprogress-failed');
    end();
  };

  events.on('routeChangeStart', start);
  events.on('routeChangeComplete', complete);
  events.on('routeChangeError', error);
  return () => {
    stopTimers();
    stopWaiting?.();
    watch.restore();
    events.off('routeChangeStart', start);
    events.off('routeChangeComplete', complete);
    events.off('routeChangeError', error);
  };
}
