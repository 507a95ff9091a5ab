import NProgress from 'nprogress';
import type { Router } from 'next/router';
import { bindRouteProgress, progressAt, PROGRESS } from './route-progress';

type Handler = (...args: never[]) => void;

function fakeEvents() {
  const handlers = new Map<string, Handler[]>();
  const events = {
    on: (name: string, h: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), h]),
    off: (name: string, h: Handler) =>
      handlers.set(
        name,
        (handlers.get(name) ?? []).filter((x) => x !== h),
      ),
    emit: (name: string, ...args: unknown[]) => (handlers.get(name) ?? []).forEach((h) => (h as (...a: unknown[]) => void)(...args)),
  };
  return events;
}

// Async timer steps: nprogress is imported on the first route change, a promise to settle.
describe('route progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    NProgress.remove();
    jest.useRealTimers();
  });

  it('grows toward 100% over the duration without reaching it', () => {
    expect(progressAt(0)).toBeLessThan(progressAt(1_000));
    expect(progressAt(PROGRESS.durationMs)).toBeGreaterThan(0.9);
    expect(progressAt(60_000)).toBeLessThan(1);
  });

  it('shows only when loading takes longer than 200 ms', async () => {
    const events = fakeEvents();
    const unbind = bindRouteProgress(events as unknown as Router['events']);
    events.emit('routeChangeStart', '/prices/', { shallow: false });
    await jest.advanceTimersByTimeAsync(150);
    events.emit('routeChangeComplete', '/prices/');
    expect(document.getElementById('nprogress')).toBeNull();

    events.emit('routeChangeStart', '/archiving/', { shallow: false });
    await jest.advanceTimersByTimeAsync(PROGRESS.throttleMs + PROGRESS.tickMs);
    expect(document.getElementById('nprogress')).not.toBeNull();
    events.emit('routeChangeComplete', '/archiving/');
    await jest.advanceTimersByTimeAsync(PROGRESS.hideDelayMs + 50);
    expect(document.getElementById('nprogress')).toBeNull();
    unbind();
  });

  it('turns to the failed state when loading fails', async () => {
    const events = fakeEvents();
    const unbind = bindRouteProgress(events as unknown as Router['events']);
    events.emit('routeChangeStart', '/prices/', { shallow: false });
    await jest.advanceTimersByTimeAsync(PROGRESS.throttleMs + PROGRESS.tickMs);
    events.emit('routeChangeError', new Error('network'), '/prices/');
    expect(document.getElementById('nprogress')).toHaveClass('nprogress-failed');
    unbind();
  });
});
