import { isUpcoming, webinarWindowStart } from './window';

const now = new Date('2026-11-22T09:00:00.000Z'); // 12:00 in Moscow

describe('webinar window', () => {
  it('starts three hours after now', () => {
    expect(webinarWindowStart(now)).toBe('2026-11-22T12:00:00.000Z');
  });

  it('counts a webinar two hours away as past and one four hours away as upcoming', () => {
    expect(isUpcoming('2026-11-22T11:00:00.000Z', now)).toBe(false);
    expect(isUpcoming('2026-11-22T13:00:00.000Z', now)).toBe(true);
  });

  it('counts a webinar exactly at the edge as upcoming', () => {
    expect(isUpcoming('2026-11-22T12:00:00.000Z', now)).toBe(true);
  });
});
