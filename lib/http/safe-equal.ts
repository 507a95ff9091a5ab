import { timingSafeEqual, createHash } from 'node:crypto';

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b)) && a.length > 0;
}
