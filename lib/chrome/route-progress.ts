// The route-loading progress bar with the spec's numbers: shown only if loading takes longer than
// 200 ms, grows toward 100% over 5 s, disappears 500 ms after finishing, and turns red on failure.
// nprogress loads on the first route change (within those 200 ms), not with every page.
import type NProgressType from 'nprogress';
import type { Router } from 'next/router';

let nprogress: Promise<typeof NProgressType> | undefined;
/** nprogress, configured, loaded once. */
const loadProgress = () =>
  (nprogress ??= import('nprogress').then(({ default: NProgress }) =>
    // nprogress fades out over `speed` after waiting `speed`: two halves of the hide delay.
    NProgress.configure({ showSpinner: false, trickle: false, speed: PROGRESS.hideDelayMs / 2, minimum: 0.08 }),
  ));

export const PROGRESS = { throttleMs: 200, durationMs: 5_000, hideDelayMs: 500, tickMs: 100 } as const;

/** Progress after `elapsed` ms: eases toward (never reaching) 100% over the duration. */
export const progressAt = (elapsed: number) => Math.min(0.98, 0.08 + 0.9 * (1 - Math.exp((-3 * elapsed) / PROGRESS.durationMs)));

export function bindRouteProgress(events: Router['events']): () => void {
  let NProgress: typeof NProgressType | undefined;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;

  const stopTimers = () => {
    clearTimeout(throttle);
    clearInterval(tick);
    throttle = tick = undefined;
  };
  const start = (_url: string, { shallow }: { shallow: boolean }) => {
    if (shallow) return;
    stopTimers();
    document.getElementById('nprogress')?.classList.remove('nprogress-failed');
    const began = Date.now();
    void loadProgress().then((loaded) => (NProgress = loaded));
    throttle = setTimeout(() => {
      // Not loaded yet (a very slow connection): the bar appears with the next tick that has it.
      NProgress?.set(progressAt(PROGRESS.throttleMs));
      tick = setInterval(() => NProgress?.set(progressAt(Date.now() - began)), PROGRESS.tickMs);
    }, PROGRESS.throttleMs);
  };
  const finish = () => {
    const shown = tick !== undefined;
    stopTimers();
    if (shown) NProgress?.done();
  };
  const fail = (err: { cancelled?: boolean }) => {
    // A cancelled route change is a newer one starting, not a failure.
    if (!err?.cancelled) document.getElementById('nprogress')?.classList.add('nprogress-failed');
    finish();
  };

  events.on('routeChangeStart', start);
  events.on('routeChangeComplete', finish);
  events.on('routeChangeError', fail);
  return () => {
    stopTimers();
    events.off('routeChangeStart', start);
    events.off('routeChangeComplete', finish);
    events.off('routeChangeError', fail);
  };
}
