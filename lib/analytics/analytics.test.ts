import { render, act, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { Analytics } from './analytics';
import { choose } from './consent';
import { counters } from './counters';
import { sendWebVital, trackEvent, type AnalyticsWindow } from './track';

jest.mock('next/router', () => ({ useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() } }) }));

const scriptSources = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

describe('analytics', () => {
  // jsdom lacks the Performance Timeline every browser has; Core Web Vitals start after consent.
  performance.getEntriesByType ??= () => [];

  beforeEach(() => {
    const w = window as AnalyticsWindow;
    w.dataLayer = [];
    w.ym = undefined;
    w.__metrikaId = undefined;
    w.__pendingGoals = undefined;
    window.localStorage.clear();
  });

  it('loads nothing when no counter id is set', () => {
    expect(counters({ metrika_id: null, vk_pixel_id: '', gtm_id: undefined })).toEqual([]);
  });

  it('loads each counter whose id is set, and drops an id that is not an id', () => {
    const names = counters({ metrika_id: '12345678', vk_pixel_id: 'VK-RTRG-1', gtm_id: 'GTM-AB12' }).map((c) => c.name);
    expect(names).toEqual(['metrika', 'vk-pixel', 'gtm']);
    expect(counters({ metrika_id: '1);alert(1', gtm_id: 'GTM-"x' })).toEqual([]);
  });

  it('starts the counters only once the visitor accepts cookies', async () => {
    render(createElement(Analytics, { ids: { metrika_id: '12345678', gtm_id: 'GTM-AB12' } }));
    expect(scriptSources()).toEqual([]);
    act(() => choose(true));
    // The counters' code loads on acceptance.
    await waitFor(() =>
      expect(scriptSources()).toEqual(['https://mc.yandex.ru/metrika/tag.js', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12']),
    );
    const w = window as AnalyticsWindow;
    expect(w.__metrikaId).toBe(12345678);
    expect(w.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('pushes the spec category and action to dataLayer and reaches the Metrika goal', () => {
    const w = window as AnalyticsWindow;
    const ym = jest.fn();
    w.ym = ym;
    w.__metrikaId = 42;
    trackEvent('trial');
    trackEvent('webinar');
    expect(w.dataLayer).toEqual([
      { event: 'event', eventCategory: 'target', eventAction: 'trial' },
      { event: 'event', eventCategory: 'webinar', eventAction: 'sign_up' },
    ]);
    expect(ym).toHaveBeenCalledTimes(1);
    expect(ym).toHaveBeenCalledWith(42, 'reachGoal', 'trial');
  });

  it("sends a form's analytics type with its events, to dataLayer and as a goal parameter", () => {
    const w = window as AnalyticsWindow;
    const ym = jest.fn();
    w.ym = ym;
    w.__metrikaId = 42;
    trackEvent('manager', 'GetPrice');
    trackEvent('popup', null);
    expect(w.dataLayer).toEqual([
      { event: 'event', eventCategory: 'target', eventAction: 'manager', formType: 'GetPrice' },
      { event: 'event', eventCategory: 'target', eventAction: 'pop_up' },
    ]);
    expect(ym).toHaveBeenCalledWith(42, 'reachGoal', 'manager', { formType: 'GetPrice' });
  });

  it('keeps a goal reached before the counter started (a form opened as the page hydrates) and sends it once it starts', () => {
    const w = window as AnalyticsWindow;
    trackEvent('trial', 'Trial');
    expect(w.dataLayer).toEqual([{ event: 'event', eventCategory: 'target', eventAction: 'trial', formType: 'Trial' }]);
    const [metrika] = counters({ metrika_id: '42' });
    metrika!.start();
    const queued = (w.ym as unknown as { a: unknown[][] }).a;
    expect(queued).toContainEqual([42, 'reachGoal', 'trial', { formType: 'Trial' }]);
    expect(queued.filter((call) => call[1] === 'reachGoal')).toHaveLength(1);
    expect(w.__pendingGoals).toEqual([]);
  });

  it('sends Core Web Vitals to Metrika as visit parameters, and nothing before a counter runs', () => {
    const w = window as AnalyticsWindow;
    const ym = jest.fn();
    w.ym = ym;
    sendWebVital({ name: 'LCP', value: 1234.56, rating: 'good' });
    expect(ym).not.toHaveBeenCalled();
    w.__metrikaId = 42;
    sendWebVital({ name: 'LCP', value: 1234.56, rating: 'good' });
    sendWebVital({ name: 'CLS', value: 0.12345, rating: 'needs-improvement' });
    expect(ym.mock.calls).toEqual([
      [42, 'params', { web_vitals: { LCP: { good: 1235 } } }],
      [42, 'params', { web_vitals: { CLS: { 'needs-improvement': 0.123 } } }],
    ]);
  });

  it('reports an unknown event type', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    trackEvent('nope');
    expect(error).toHaveBeenCalledWith('GTM event type not found');
    expect((window as AnalyticsWindow).dataLayer).toEqual([]);
    error.mockRestore();
  });
});
