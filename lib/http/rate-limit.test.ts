/** @jest-environment node */
// Without REDIS_URL the limits are counted in this process (the Redis store is exercised by
// tests/integration/scale.int.test.ts, across two site instances).
import { allow } from './rate-limit';

describe('rate limit per address', () => {
  it('allows the limit per minute, then refuses with the seconds to wait', async () => {
    for (let i = 0; i < 3; i++) expect(await allow('test', 'ip-a', 3)).toEqual({ allowed: true });
    const refused = await allow('test', 'ip-a', 3);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('counts each address and each kind of request apart', async () => {
    for (let i = 0; i < 2; i++) await allow('apart', 'ip-b', 2);
    expect((await allow('apart', 'ip-b', 2)).allowed).toBe(false);
    expect((await allow('apart', 'ip-c', 2)).allowed).toBe(true);
    expect((await allow('other', 'ip-b', 2)).allowed).toBe(true);
  });
});
