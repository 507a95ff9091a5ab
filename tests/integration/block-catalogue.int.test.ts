// The block catalogue: every block's purpose is its collection's note in the admin, the catalogue
// page (opened from the admin's module bar through the admin's preview link, no secret in it) shows each block with its
// purpose and picture, and visitors get a 404.
import { BLOCK_CATALOGUE } from '../support/block-catalogue';
import { CMS, cms, previewSecret, SITE, site } from '../support/stack';

type ModuleLink = { id: string; type: string; url?: string; enabled: boolean };

describe('the block catalogue', () => {
  it("is each block collection's note in the admin", async () => {
    for (const b of BLOCK_CATALOGUE) {
      const { meta } = await cms<{ meta: { note: string | null; translations: { translation: string }[] } }>(
        'GET',
        `/collections/${b.collection}`,
      );
      expect(meta.note).toContain(b.purpose);
      expect(meta.translations[0]!.translation).toBe(b.label);
    }
  });

  it('is linked from the admin, shows every block with its purpose and picture, and is no page for visitors', async () => {
    expect((await site('/block-catalogue/')).status).toBe(404);

    const { module_bar: bar } = await cms<{ module_bar: ModuleLink[] }>('GET', '/settings?fields=module_bar');
    const link = bar.find((m) => m.id === 'block-catalogue');
    expect(link).toMatchObject({ type: 'link', enabled: true });
    // The Visual Editor module is on as well.
    expect(bar.find((m) => m.id === 'visual')?.enabled).toBe(true);

    // The link carries no secret: it asks the admin's own endpoint, which lets in only someone signed
    // in to the admin (here the admin token; in the app, its session cookie) ...
    expect(link!.url).not.toContain('secret');
    expect(link!.url).not.toContain(encodeURIComponent(previewSecret()));
    const catalogueLink = link!.url!.replace(/^https?:\/\/[^/]+/, CMS());
    const nobody = await fetch(catalogueLink, { redirect: 'manual' });
    expect(nobody.status).toBe(401);
    await expect(nobody.text()).resolves.toContain('Войдите в админку');
    const minted = await fetch(catalogueLink, {
      redirect: 'manual',
      headers: { authorization: `Bearer ${process.env.TEST_ADMIN_TOKEN}` },
    });
    expect(minted.status).toBe(302);
    const tokenLink = minted.headers.get('location')!;
    expect(tokenLink).toMatch(/\/ru\/products\/ecm\/api\/preview\/\?token=[^&]+&path=%2Fblock-catalogue%2F$/);
    expect(tokenLink).not.toContain(encodeURIComponent(previewSecret()));
    // ... with a one-minute token for that path, which the site's preview route takes once.
    const atSite = tokenLink.replace(/^https?:\/\/[^/]+\/ru\/products\/ecm/, SITE());
    const opened = await fetch(atSite, { redirect: 'manual' });
    expect(opened.status).toBe(307);
    const again = await fetch(atSite, { redirect: 'manual' });
    expect(again.status).toBe(401);
    await expect(again.json()).resolves.toEqual({ error: expect.stringContaining('уже открыта') });
    // Nor does it open another path.
    const elsewhere = await fetch(atSite.replace('block-catalogue', 'archiving'), { redirect: 'manual' });
    expect(elsewhere.status).toBe(401);
    // Its draft session covers the catalogue's own address: the rest of the site stays as visitors see it.
    const set = opened.headers.getSetCookie();
    expect(set.length).toBeGreaterThan(0);
    for (const c of set) expect(c).toMatch(/;\s*Path=\/ru\/products\/ecm\/block-catalogue(;|$)/i);
    const cookie = opened.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const html = await (await site('/block-catalogue/', { headers: { cookie } })).text();
    const pictures = [...html.matchAll(/<img[^>]+src="([^"]+block-catalogue\/[^"]+\.png)"/g)].map((m) => m[1]!);
    for (const b of BLOCK_CATALOGUE) {
      expect(html).toContain(b.label);
      expect(html).toContain(b.purpose);
    }
    // Every block has its picture (public/block-catalogue/, scripts/block-screenshots.mjs), and each one loads.
    expect(pictures.length).toBe(BLOCK_CATALOGUE.length);
    for (const src of pictures) {
      const r = await fetch(new URL(src, SITE()));
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
    }
  });
});
