// What preview (draft mode) adds to a page, loaded only there (see SiteLayout): visitors' pages never
// reference this chunk, nor the Visual Editor library it imports on demand.
//
// - The page follows the CMS by itself: every 2 s while visible it reads its own data again and
//   re-renders when that changed. Directus' Live Preview reloads the frame after a save, but drops
//   the reload while the frame is still loading (a page with video embeds or large images), and
//   a version saved from elsewhere never reloads it; with this the preview shows what was saved,
//   version or not, within 2 s, whatever the admin did.
// - In the Directus Visual Editor (or the Live Preview's "edit elements" mode) the blocks' and
//   fields' `data-directus` attributes become editable overlays (@directus/visual-editing).
import { useCallback, useEffect, useState } from 'react';
import Router, { useRouter } from 'next/router';
import { BASE_PATH } from '@/lib/routing/base-path';

const POLL_MS = 2_000;
/** How many times to offer the page to the Visual Editor (1 s each) before it is taken as absent. */
const APPLY_ASKS = 30;

/** The Directus admin framing this page: its public URL, or its other loopback name on this machine. */
function adminOrigin(directusUrl: string): string {
  const own = new URL(directusUrl);
  const alias = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[own.hostname];
  const names = [own.origin, ...(alias ? [new URL(own.href.replace(own.hostname, alias)).origin] : [])];
  const parent = window.location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '');
  return names.includes(parent) ? parent : own.origin;
}

/** The URL of this page's data (what getStaticProps returns), as Next's router fetches it. */
function dataUrl(asPath: string): string {
  const [path = '/', query] = asPath.split('#')[0]!.split('?');
  const page = path === '/' ? '/index' : path.replace(/\/$/, '');
  const { buildId } = (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__;
  return `${BASE_PATH}/_next/data/${buildId}${page}.json${query ? `?${query}` : ''}`;
}

let renderedPropsTaken = false;

/**
 * The props the server rendered this document with, once: after a client-side navigation the
 * document's __NEXT_DATA__ no longer describes the page, and the first look sets the baseline.
 */
function takeRenderedProps(): string | null {
  if (renderedPropsTaken) return null;
  renderedPropsTaken = true;
  return JSON.stringify((window as unknown as { __NEXT_DATA__: { props: { pageProps?: unknown } } }).__NEXT_DATA__.props.pageProps);
}

export default function PreviewTools({ directusUrl }: { directusUrl: string }) {
  const { asPath } = useRouter();
  const [generation, setGeneration] = useState(0);
  // The router singleton, not useRouter()'s object, which Next renews on renders of the app: the
  // effects below run again only when the page's address changes.
  const refresh = useCallback(async () => {
    await Router.replace(Router.asPath, undefined, { scroll: false });
    setGeneration((g) => g + 1);
  }, []);

  // Follow saves: compare the page's data with what the page shows. The first comparison is with
  // the data the page was rendered from, since a save may come before this chunk has loaded.
  useEffect(() => {
    let last: string | null = takeRenderedProps();
    let busy = false;
    const look = async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        const r = await fetch(dataUrl(asPath), { cache: 'no-store', credentials: 'same-origin' });
        if (!r.ok) return;
        const now = JSON.stringify(((await r.json()) as { pageProps?: unknown }).pageProps);
        if (last !== null && now !== last) await refresh();
        last = now;
      } catch {
        // Offline for a moment or the site restarting: look again at the next tick.
      } finally {
        busy = false;
      }
    };
    void look();
    const timer = setInterval(look, POLL_MS);
    return () => clearInterval(timer);
  }, [asPath, refresh]);

  // Editable overlays, only inside a Directus frame; applied again after every refresh of the page.
  useEffect(() => {
    if (window.parent === window) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void import('@directus/visual-editing').then(async ({ apply }) => {
      // The library waits 1 s for the admin's answer and then gives up without a word: an admin
      // still loading on a busy laptop answers later, and the marketer would see no outlines. Ask
      // again (an answer once given counts for every later ask) for up to half a minute.
      for (let ask = 0; ask < APPLY_ASKS && !cancelled; ask++) {
        const editor = await apply({ directusUrl: adminOrigin(directusUrl), onSaved: () => void refresh() });
        if (cancelled) editor?.remove();
        else if (editor) remove = () => editor.remove();
        if (editor) return;
      }
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [directusUrl, refresh, generation, asPath]);

  return null;
}
