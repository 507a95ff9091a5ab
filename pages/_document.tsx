import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidElement, type ComponentProps, type ReactElement } from 'react';
import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { BASE_PATH } from '@/lib/routing/base-path';
import { importScripts, islandScripts, namedChunkScript } from '@/lib/chrome/island-scripts';
import { FORM_SCRIPTS, PAGE_SCRIPTS, BOOT_SCRIPT } from '@/lib/chrome/boot-script.mjs';
import { withoutKeptHtml } from '@/view/kept-html';

const stylesheets = new Map<string, string>();
const stylesheet = (file: string) => {
  if (!stylesheets.has(file)) stylesheets.set(file, readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', file), 'utf8'));
  return stylesheets.get(file)!;
};

/** Script addresses for lib/chrome/boot-script.mjs, as data: the page's own, which it evaluates after the first paint, or the forms'. */
function ScriptList({ id, srcs }: { id: string; srcs: string[] | Record<string, string[]> }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(srcs).replace(/</g, '\\u003c') }} />;
}

/**
 * The code a form popup needs (the imports of components/forms/forms-provider.tsx: the popup and the
 * counters' goal), by the kind of popup: the boot script fetches it when a button opening one is
 * tapped before the page is interactive. Empty in development.
 */
const FORMS = 'components/forms/forms-provider.tsx';
let forms: Record<'login' | 'form', string[]> | undefined;
/** Worked out once per process: the build does not change under a running server. */
const formScripts = () =>
  (forms ??= {
    login: [...importScripts(FORMS, '@/components/login/login-popup'), ...importScripts(FORMS, '@/lib/analytics/track')],
    form: [...importScripts(FORMS, './popup-form'), ...importScripts(FORMS, '@/lib/analytics/track')],
  });

/**
 * A script downloaded at once, at low priority: it neither holds the first paint nor competes with
 * the HTML and the largest image for the connection, and is in the cache when it is evaluated.
 * `chunk` marks the scripts of the page's islands (and what loads right after hydration), which
 * webpack evaluates when the page asks for them.
 */
function Preload({ href, chunk = false }: { href: string; chunk?: boolean }) {
  return <link rel="preload" as="script" fetchPriority="low" href={href} data-chunk={chunk ? '' : undefined} />;
}

const srcOf = (script: ReactElement | null) => (isValidElement<{ src?: string }>(script) ? script.props.src : undefined);

/**
 * The site's one stylesheet (about 9 kB gzipped) is written into each page instead of linked: the
 * browser paints the page from its HTML alone. A linked stylesheet held the first paint until it
 * arrived, and the deferred scripts that arrived before it ran first, so the first paint waited
 * for them (and Lighthouse counts every one of them towards LCP). A relative url() in the CSS
 * would resolve against the page here: the rules have none. The global stylesheet (`data-n-g`) is
 * one for all pages, so client-side navigation never swaps it.
 */
class PaintFirstHead extends Head {
  /** `chunks`: scripts the page asks for once it runs, preloaded after its own. */
  declare props: ComponentProps<typeof Head> & { chunks: string[] };

  getCssLinks(files: Parameters<Head['getCssLinks']>[0]) {
    if (this.context.isDevelopment) return super.getCssLinks(files);
    return files.allFiles
      .filter((f) => f.endsWith('.css'))
      .map((f) => <style key={f} data-n-g="" dangerouslySetInnerHTML={{ __html: stylesheet(f) }} />);
  }

  /**
   * Next's deferred scripts (next/dynamic's first, as Next orders them): downloaded at once, and
   * listed for the boot script, which evaluates them after the first paint. They are asked for
   * first, in the order they run, and the chunks the page loads once it runs after them: over
   * HTTP/1.1 a host gets six connections, and the framework queued behind the islands' chunks
   * (evaluation, in order, starts only once the first scripts have arrived).
   */
  getScripts(files: Parameters<Head['getScripts']>[0]) {
    if (this.context.isDevelopment) return super.getScripts(files);
    const srcs = [...super.getDynamicChunks(files), ...super.getScripts(files)].map(srcOf).filter((src) => src !== undefined);
    return [
      ...srcs.map((src) => <Preload key={src} href={src} />),
      ...this.props.chunks.map((src) => <Preload key={src} href={src} chunk />),
      <ScriptList key={PAGE_SCRIPTS} id={PAGE_SCRIPTS} srcs={srcs} />,
      <ScriptList key={FORM_SCRIPTS} id={FORM_SCRIPTS} srcs={formScripts()} />,
    ];
  }

  getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    return this.context.isDevelopment ? super.getDynamicChunks(files) : [];
  }
}

/**
 * Next's scripts, with the page's data (`__NEXT_DATA__`) written without the static blocks' HTML
 * and the kept chrome's data, which the document shows already (view/kept-html.ts). NextScript
 * writes the data from its context (`NextScript.getInlineScriptSource(this.context)`, a call no
 * subclass can override).
 */
class PageScripts extends NextScript {
  render() {
    const context = this.context;
    this.context = { ...context, __NEXT_DATA__: withoutKeptHtml(context.__NEXT_DATA__) };
    try {
      return super.render();
    } finally {
      this.context = context;
    }
  }
}

type Props = DocumentProps & { islands: string[] };

/** The chunk the app loads once hydrated (components/layout/load-after-hydration.ts), absent in development. */
const afterHydration = () => {
  const src = namedChunkScript('after_hydration');
  return src ? [src] : [];
};

export default function Document({ islands }: Props) {
  // The page's islands: hydration waits for them. So does the first interaction, for what loads
  // right after hydration (components/layout/use-app-chrome.ts). The mobile menu needs no script
  // (components/layout/mobile-nav.tsx).
  const chunks = [...islands, ...afterHydration()];
  return (
    <Html lang="ru">
      <PaintFirstHead chunks={chunks}>
        {/* First in the page: it captures what the visitor does before the page's scripts have run. */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <meta name="theme-color" content="#0f1b33" />
        <meta name="format-detection" content="telephone=no" />
        {/* Declared icons: the site lives under the base path, and without them browsers ask the
            vendor's domain root for /favicon.ico. */}
        <link rel="icon" href={`${BASE_PATH}/favicon.svg`} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={`${BASE_PATH}/icon-192.png`} />
        <link rel="manifest" href={`${BASE_PATH}/manifest.webmanifest`} />
      </PaintFirstHead>
      <body>
        <Main />
        <PageScripts />
      </body>
    </Html>
  );
}

/** The page's HTML tells which islands it holds (lib/chrome/island-scripts.ts). */
Document.getInitialProps = async (ctx: DocumentContext) => {
  const initial = await ctx.defaultGetInitialProps(ctx);
  return { ...initial, islands: islandScripts(initial.html) };
};
