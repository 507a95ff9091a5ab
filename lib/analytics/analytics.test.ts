import { counterScripts } from './scripts';
import { trackEvent, type AnalyticsWindow } from './track';

describe('analytics', () => {
  beforeEach(() => {
    const w = window as AnalyticsWindow;
    w.dataLayer = [];
    w.ym = undefined;
    w.__metrikaId = undefined;
  });

  it('loads nothing when no counter id is set', () => {
    expect(counterScripts({ metrika_id: null, vk_pixel_id: '', gtm_id: undefined })).toEqual([]);
  });

  it('loads each counter whose id is set, and drops an id that is not an id', () => {
    const ids = counterScripts({ metrika_id: '12345678', vk_pixel_id: 'VK-RTRG-1', gtm_id: 'GTM-AB12' }).map((s) => s.id);
    expect(ids).toEqual(['metrika', 'vk-pixel', 'gtm-init', 'gtm']);
    expect(counterScripts({ metrika_id: '1);alert(1' })).toEqual([]);
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

  it('reports an unknown event type', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    trackEvent('nope');
    expect(error).toHaveBeenCalledWith('GTM event type not found');
    expect((window as AnalyticsWindow).dataLayer).toEqual([]);
    error.mockRestore();
  });
});
