import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { BASE_PATH } from '@/lib/routing/base-path';
import { islandScripts } from '@/lib/chrome/island-scripts';
import { ISLAND_SCRIPTS, PAGE_SCRIPTS, START_AFTER_PAINT } from '@/lib/chrome/start-after-paint.mjs';

const stylesheets = new Map<string, string>();
const stylesheet = (file: string) => {
  if (!stylesheets.has(file)) stylesheets.set(file, readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', file), 'utf8'));
  return stylesheets.get(file)!;
};

/** A list of script addresses for lib/chrome/start-after-paint.mjs, as data the browser does not fetch. */
function ScriptList({ id, srcs }: { id: string; srcs: string[] }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(srcs).replace(/</g, '\\u003c') }} />;
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
  getCssLinks(files: Parameters<Head['getCssLinks']>[0]) {
    if (this.context.isDevelopment) return super.getCssLinks(files);
    return files.allFiles
      .filter((f) => f.endsWith('.css'))
      .map((f) => <style key={f} data-n-g="" dangerouslySetInnerHTML={{ __html: stylesheet(f) }} />);
  }

  /** Next's deferred scripts (next/dynamic's first, as Next orders them) as a list, started after the first paint. */
  getScripts(files: Parameters<Head['getScripts']>[0]) {
    if (this.context.isDevelopment) return super.getScripts(files);
    const scripts = [...super.getDynamicChunks(files), ...super.getScripts(files)];
    return [<ScriptList key={PAGE_SCRIPTS} id={PAGE_SCRIPTS} srcs={scripts.map(srcOf).filter((src) => src !== undefined)} />];
  }

  getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    return this.context.isDevelopment ? super.getDynamicChunks(files) : [];
  }
}

type Props = DocumentProps & { islands: string[] };

export default function Document({ islands }: Props) {
  return (
    <Html lang="ru">
      <PaintFirstHead>
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
        <NextScript />
        {/* The page's islands, fetched with the page's scripts: hydration waits for them. */}
        <ScriptList id={ISLAND_SCRIPTS} srcs={islands} />
        <script dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
      </body>
    </Html>
  );
}

/** The page's HTML tells which islands it holds (lib/chrome/island-scripts.ts). */
Document.getInitialProps = async (ctx: DocumentContext) => {
  const initial = await ctx.defaultGetInitialProps(ctx);
  return { ...initial, islands: islandScripts(initial.html) };
};
