import { createHmac } from 'node:crypto';
import { checkPreviewToken, previewSubject } from './token';

const SECRET = 'preview-secret';
/** A token as cms/extensions/preview-link mints it (written out here, not imported: the two sides must agree by contract). */
const mint = (path: string, expires: number, nonce: string, secret = SECRET) =>
  `${expires}.${nonce}.${createHmac('sha256', secret).update(`${expires}.${nonce}.${path}`).digest('base64url')}`;

describe('preview tokens', () => {
  const now = 1_800_000_000_000;

  it('open their path once, within their minute', () => {
    const token = mint('/block-catalogue/', now + 60_000, 'n1');
    expect(checkPreviewToken(token, '/block-catalogue/', SECRET, now)).toEqual({ ok: true });
    expect(checkPreviewToken(token, '/block-catalogue/', SECRET, now + 1_000)).toEqual({
      ok: false,
      reason: expect.stringContaining('уже открыта'),
    });
  });

  it('open no other path, and none signed with another secret', () => {
    expect(checkPreviewToken(mint('/block-catalogue/', now + 60_000, 'n2'), '/secret-draft/', SECRET, now).ok).toBe(false);
    expect(checkPreviewToken(mint('/block-catalogue/', now + 60_000, 'n3', 'other'), '/block-catalogue/', SECRET, now).ok).toBe(false);
  });

  it('expire, and refuse a lifetime longer than a minute', () => {
    expect(checkPreviewToken(mint('/', now - 10_000, 'n4'), '/', SECRET, now)).toEqual({
      ok: false,
      reason: expect.stringContaining('устарела'),
    });
    expect(checkPreviewToken(mint('/', now + 3_600_000, 'n5'), '/', SECRET, now).ok).toBe(false);
  });

  it('refuse what is not a token', () => {
    for (const bad of ['', 'abc', '1.2', `${now}.n6.x.y`, `soon.n7.${'a'.repeat(43)}`])
      expect(checkPreviewToken(bad, '/', SECRET, now).ok).toBe(false);
  });

  it('open a variant of a test only with a token made for that variant', () => {
    const forVariant = mint(previewSubject('/', 12), now + 60_000, 'n8');
    expect(checkPreviewToken(forVariant, previewSubject('/', 13), SECRET, now).ok).toBe(false);
    expect(checkPreviewToken(forVariant, previewSubject('/'), SECRET, now).ok).toBe(false);
    expect(checkPreviewToken(mint(previewSubject('/', 12), now + 60_000, 'n9'), previewSubject('/', 12), SECRET, now).ok).toBe(true);
  });

  it("open a release's whole-site preview only with a token made for that release", () => {
    // The subject is written out as the Directus side signs it (cms/extensions/preview-link).
    const forRelease = mint('/?release=3', now + 60_000, 'n10');
    expect(previewSubject('/', undefined, 3)).toBe('/?release=3');
    expect(checkPreviewToken(forRelease, previewSubject('/', undefined, 4), SECRET, now).ok).toBe(false);
    expect(checkPreviewToken(forRelease, previewSubject('/'), SECRET, now).ok).toBe(false);
    expect(checkPreviewToken(mint('/?release=3', now + 60_000, 'n11'), previewSubject('/', undefined, 3), SECRET, now).ok).toBe(true);
  });
});
