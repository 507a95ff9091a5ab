import NProgress from 'nprogress';
import type { Router } from 'next/router';
import { bindRouteProgress, progressAt, PROGRESS } from './route-progress';
import type { FetchTarget } from './in-flight';

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

/** A fetch whose answers the test hands out one by one. */
function manualFetch() {
  const waiting: Array<(r: Response) => void> = [];
  const target: FetchTarget = { fetch: () => new Promise<Response>((resolve) => waiting.push(resolve)) };
  const answer = async (headers: Record<string, string> = {}) => {
    // jsdom has no Response: the watcher looks at these two members only.
    const names = Object.keys(headers).map((n) => n.toLowerCase());
    waiting.shift()!({ redirected: false, headers: { has: (n: string) => names.includes(n.toLowerCase()) } } as unknown as Response);
    // Let the watcher's handlers run.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { target, answer, open: () => waiting.length };
}

const width = () => NProgress.status;
const bar = () => document.getElementById('nprogress');

/** The bar is gone once its hide delay has passed. */
function expectHiddenSoon() {
  jest.advanceTimersByTime(PROGRESS.hideDelayMs + 50);
  expect(bar()).toBeNull();
}
const cancelled = Object.assign(new Error('Route Cancelled'), { cancelled: true });

describe('route progress bar', () => {
  let events: ReturnType<typeof fakeEvents>;
  let net: ReturnType<typeof manualFetch>;
  let unbind: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    events = fakeEvents();
    net = manualFetch();
    unbind = bindRouteProgress(events as unknown as Router['events'], net.target);
  });
  afterEach(() => {
    unbind();
    NProgress.remove();
    NProgress.status = null;
    jest.useRealTimers();
  });

  it('grows toward 100% over the duration without reaching it', () => {
    expect(progressAt(0)).toBeLessThan(progressAt(1_000));
    expect(progressAt(PROGRESS.durationMs)).toBeGreaterThan(0.9);
    expect(progressAt(60_000)).toBeLessThan(1);
  });

  it('shows only when loading takes longer than 200 ms', () => {
    events.emit('routeChangeStart', '/prices/', { shallow: false });
    jest.advanceTimersByTime(150);
    events.emit('routeChangeComplete', '/prices/');
    jest.advanceTimersByTime(1);
    expect(bar()).toBeNull();

    events.emit('routeChangeStart', '/archiving/', { shallow: false });
    jest.advanceTimersByTime(PROGRESS.throttleMs + PROGRESS.tickMs);
    expect(bar()).not.toBeNull();
    events.emit('routeChangeComplete', '/archiving/');
    expectHiddenSoon();
  });

  it('turns to the failed state when loading fails', () => {
    events.emit('routeChangeStart', '/prices/', { shallow: false });
    jest.advanceTimersByTime(PROGRESS.throttleMs + PROGRESS.tickMs);
    events.emit('routeChangeError', new Error('network'), '/prices/');
    expect(bar()).toHaveClass('nprogress-failed');
  });

  it('finishes only when every request in flight has completed', async () => {
    events.emit('routeChangeStart', '/webinars/', { shallow: false });
    void net.target.fetch('/_next/data/build/webinars.json');
    void net.target.fetch('/api/content/');
    jest.advanceTimersByTime(PROGRESS.throttleMs + PROGRESS.tickMs);
    await net.answer();
    events.emit('routeChangeComplete', '/webinars/');
    jest.advanceTimersByTime(PROGRESS.hideDelayMs * 4);
    // The page is shown but one request is still loading: the bar stays and keeps growing.
    expect(bar()).not.toBeNull();
    const before = width()!;
    jest.advanceTimersByTime(1_000);
    expect(width()!).toBeGreaterThan(before);
    await net.answer();
    expectHiddenSoon();
  });

  /** A navigation to `path` whose page is shown once the bar is up. */
  const showPage = (path: string) => {
    events.emit('routeChangeStart', path, { shallow: false });
    jest.advanceTimersByTime(PROGRESS.throttleMs + PROGRESS.tickMs);
    events.emit('routeChangeComplete', path);
  };

  it('waits for requests the new page starts as it mounts', async () => {
    showPage('/search/');
    void net.target.fetch('/api/content/');
    jest.advanceTimersByTime(PROGRESS.hideDelayMs * 4);
    expect(bar()).not.toBeNull();
    await net.answer();
    expectHiddenSoon();
  });

  it('pauses on a redirect and carries on for its target instead of starting again', async () => {
    events.emit('routeChangeStart', '/old/', { shallow: false });
    void net.target.fetch('/_next/data/build/old.json');
    jest.advanceTimersByTime(1_000);
    await net.answer({ 'x-nextjs-redirect': '/new/' });
    const atRedirect = width()!;
    jest.advanceTimersByTime(2_000);
    expect(width()).toBe(atRedirect);
    expect(bar()).not.toBeNull();

    // The router leaves the old route for the target.
    events.emit('routeChangeError', cancelled, '/old/');
    events.emit('routeChangeStart', '/new/', { shallow: false });
    jest.advanceTimersByTime(PROGRESS.tickMs);
    expect(width()!).toBeGreaterThanOrEqual(atRedirect);
    jest.advanceTimersByTime(1_000);
    expect(width()!).toBeGreaterThan(atRedirect);
    events.emit('routeChangeComplete', '/new/');
    expectHiddenSoon();
  });

  it('ignores redirected requests once the route is shown', async () => {
    showPage('/news/');
    void net.target.fetch('/api/subscribe/');
    await net.answer({ 'x-nextjs-redirect': '/elsewhere/' });
    expectHiddenSoon();
  });

  it('puts the original fetch back when unbound', () => {
    const original = net.target.fetch;
    unbind();
    unbind = bindRouteProgress(events as unknown as Router['events'], net.target);
    expect(net.target.fetch).not.toBe(original);
    unbind();
    expect(typeof net.target.fetch).toBe('function');
    unbind = () => undefined;
  });
});
