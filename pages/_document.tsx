import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Html, Head, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { BASE_PATH } from '@/lib/routing/base-path';
import { islandScripts } from '@/lib/chrome/island-scripts';

const stylesheets = new Map<string, string>();
const stylesheet = (file: string) => {
  if (!stylesheets.has(file)) stylesheets.set(file, readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', file), 'utf8'));
  return stylesheets.get(file)!;
};

/**
 * The site's one stylesheet (about 9 kB gzipped) is written into each page instead of linked: the
 * browser paints the page from its HTML alone. A linked stylesheet held the first paint until it
 * arrived, and the deferred scripts that arrived before it ran first, so the first paint waited
 * for them (and Lighthouse counts every one of them towards LCP). A relative url() in the CSS
 * would resolve against the page here: the rules have none. The global stylesheet (`data-n-g`) is
 * one for all pages, so client-side navigation never swaps it.
 */
class InlineStylesheetHead extends Head {
  getCssLinks(files: Parameters<Head['getCssLinks']>[0]) {
    if (this.context.isDevelopment) return super.getCssLinks(files);
    return files.allFiles
      .filter((f) => f.endsWith('.css'))
      .map((f) => <style key={f} data-n-g="" dangerouslySetInnerHTML={{ __html: stylesheet(f) }} />);
  }
}

type Props = DocumentProps & { islands: string[] };

export default function Document({ islands }: Props) {
  return (
    <Html lang="ru">
      <InlineStylesheetHead>
        <meta name="theme-color" content="#0f1b33" />
        <meta name="format-detection" content="telephone=no" />
        {/* Declared icons: the site lives under the base path, and without them browsers ask the
            vendor's domain root for /favicon.ico. */}
        <link rel="icon" href={`${BASE_PATH}/favicon.svg`} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={`${BASE_PATH}/icon-192.png`} />
        <link rel="manifest" href={`${BASE_PATH}/manifest.webmanifest`} />
        {/* The page's islands, fetched with the page's scripts: hydration waits for them. */}
        {islands.map((href) => (
          <link key={href} rel="preload" as="script" href={href} />
        ))}
      </InlineStylesheetHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

/** The page's HTML tells which islands it holds (lib/chrome/island-scripts.ts). */
Document.getInitialProps = async (ctx: DocumentContext) => {
  const initial = await ctx.defaultGetInitialProps(ctx);
  return { ...initial, islands: islandScripts(initial.html) };
};
