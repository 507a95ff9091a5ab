// Site configuration. Every route lives under the product's base path and ends with a slash.
import { securityHeaders } from './lib/http/security-headers.mjs';
import { imagesConfig, imageSources, parseImageHosts } from './lib/http/image-hosts.mjs';
import { fileURLToPath } from 'node:url';
import { applyShortClassNames } from './lib/build/short-class-names.mjs';
import { CompileHints } from './lib/build/compile-hints.mjs';
import { WaitForFile } from './lib/build/wait-for-file.mjs';
import { FILE_LIMITS_MB } from './lib/forms/field-kinds.mjs';

const cmsPublicUrl = new URL(process.env.DIRECTUS_PUBLIC_URL ?? 'http://localhost:8055');

/** @type {import('next').NextConfig} */
const config = {
  basePath: '/ru/products/ecm',
  // The tests build into their own folder so that they never clobber a developer's build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Next would hash every cached page's whole HTML on every request to make its ETag (about a third
  // of the time a cached page costs, scripts/bench-cached-page.mjs). Pages are revalidated by
  // Cache-Control (s-maxage, stale-while-revalidate) in a CDN; browsers fetch a page again in full.
  generateEtags: false,
  // Who compresses: behind the production front (nginx, deploy/nginx.conf, or a CDN), the front does
  // and the site sends every answer uncompressed (FRONT_COMPRESSES=1, set by the production profile):
  // gzip in the site's one JavaScript thread costs about as much as serving the page, and every
  // response went through Next's compression wrapper even for clients that take no gzip. Without a
  // front (`npm start`, the embedded installation) browsers still get compressed pages from the site.
  compress: process.env.FRONT_COMPRESSES !== '1',
  // `BUNDLE_SOURCE_MAPS=1 next build --webpack` lets `scripts/bench-bundle.mjs --modules` say which
  // modules make up each first-load chunk.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  // Back and forward return to where the visitor left each page: the router keeps the positions
  // (history.scrollRestoration = 'manual') and restores them once the page has rendered.
  //
  // The build traces (`.nft.json`, for deployments that copy only what the server needs) are made
  // while the browser bundle compiles, in a worker, not after the pages are prerendered: `npm start`
  // compiles while Directus starts (lib/build/wait-for-file.mjs), so they were 20–30 s after the CMS
  // was ready and before the site could start (docs/adr/0021). That needs webpack in a build
  // worker, which Next turns off by default for a custom webpack config like ours.
  //
  // The proxy rewrites a browser's own post of a lead form to the form's page
  // (lib/routing/form-post-page.ts), and Next holds a proxied request's body to hand it on, cut at
  // 10 MB by default: it must hold more than the largest post a lead route takes (files up to
  // FILE_LIMITS_MB.max), so that the route reads such a post whole and refuses a larger one itself,
  // with its message.
  experimental: {
    scrollRestoration: true,
    webpackBuildWorker: true,
    parallelServerBuildTraces: true,
    proxyClientMaxBodySize: (FILE_LIMITS_MB.max + 1) * 1024 * 1024,
  },
  // `npm start` builds without type checking (NEXT_BUILD_TYPECHECK=0, scripts/stack.mjs): about 100 s
  // of CPU on a first start, and the same check is `npm run typecheck`, run by `npm test` and CI.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === '0' },
  // With Redis (the production profile), all site instances share one ISR cache and none keeps
  // pages in its own memory, where they would go stale after another instance regenerated them.
  // Without it, Next's own file-system cache. Both serve a page cached before a change that reaches
  // every page as a miss, rendered afresh (lib/shared/every-page-mark.mjs).
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./lib/shared/redis-cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : { cacheHandler: fileURLToPath(new URL('./lib/shared/file-cache-handler.mjs', import.meta.url)) }),
  // Images from Directus and from the provider's hosts (IMAGE_HOSTS, lib/http/image-hosts.mjs).
  images: imagesConfig({ cmsPublicUrl, imageHosts: process.env.IMAGE_HOSTS }),
  webpack(config, { isServer, dev }) {
    // All the site's CSS in one stylesheet (about 11 kB gzipped): a block page otherwise links one
    // render-blocking stylesheet per block and chrome module (nine on the home page), each a request
    // before the first paint on a slow connection. Client production builds only.
    if (!isServer && !dev && config.optimization.splitChunks) {
      config.optimization.splitChunks.cacheGroups.styles = {
        name: 'styles',
        type: 'css/mini-extract',
        chunks: 'all',
        enforce: true,
        priority: 100,
      };
      // Every page has that stylesheet already, so no chunk ever loads CSS: without this, the
      // webpack runtime of every page carries the CSS chunk loader (about 0.4 kB gzipped).
      for (const plugin of config.plugins) if (plugin.constructor.name === 'NextMiniCssExtractPlugin') plugin.options.runtime = false;
      // The scripts a page starts with are compiled off the main thread (lib/build/compile-hints.mjs).
      config.plugins.push(new CompileHints());
      // `npm start` compiles while the CMS starts; the pages' data is read once it is ready.
      if (process.env.NEXT_BUILD_WAIT_FOR) config.plugins.push(new WaitForFile(process.env.NEXT_BUILD_WAIT_FOR));
      // Stylesheets imported for their rules alone keep no class-name map in the scripts.
      config.module.rules.push({
        resourceQuery: /styles-only/,
        enforce: 'post',
        loader: fileURLToPath(new URL('./lib/build/styles-only-loader.cjs', import.meta.url)),
      });
    }
    // Short class names of CSS modules in production builds, server and browser alike.
    if (!dev) applyShortClassNames(config.module.rules);
    // The server-side rendering of deferred lead forms (components/forms/server-lead-form.ts) is
    // empty in the browser: there the form's code loads on demand.
    if (!isServer) {
      // Next's browser entry hydrates in a transition, once the page's islands have loaded
      // (blocks/hydrate.ts): the alias applies to that one module's imports, so the wrapper itself
      // gets React's own.
      config.module.rules.push({
        test: /[\\/]next[\\/]dist[\\/]client[\\/]index\.js$/,
        resolve: { alias: { 'react-dom/client$': fileURLToPath(new URL('./blocks/hydrate.ts', import.meta.url)) } },
      });
      // Next's router compares the address with the route without the base path when it checks
      // for a rewrite on hydration: no content page fetches its own data again (lib/build/router-base-path-loader.cjs).
      config.module.rules.push({
        test: /[\\/]next[\\/]dist[\\/](esm[\\/])?shared[\\/]lib[\\/]router[\\/]router\.js$/,
        loader: fileURLToPath(new URL('./lib/build/router-base-path-loader.cjs', import.meta.url)),
      });
      config.resolve.alias = {
        ...config.resolve.alias,
        [fileURLToPath(new URL('./components/forms/server-lead-form.ts', import.meta.url))]: false,
        [fileURLToPath(new URL('./components/forms/server-built-form.ts', import.meta.url))]: false,
        [fileURLToPath(new URL('./components/forms/server-form-dialogs.tsx', import.meta.url))]: false,
      };
    }
    return config;
  },
  async headers() {
    const headers = securityHeaders({
      cmsPublicUrl: cmsPublicUrl.href,
      trialApiUrl: process.env.NEXT_PUBLIC_TRIAL_API_URL || process.env.TRIAL_API_URL,
      siteUrl: process.env.SITE_URL,
      development: process.env.NODE_ENV === 'development',
      imageHosts: imageSources(parseImageHosts(process.env.IMAGE_HOSTS)),
    });
    // Every path, also outside the base path, so that even Next's own 404 carries them. An unnamed
    // group, not `/:path*`: with a named parameter Next compiles every header value containing a
    // colon (the CSP) as a path pattern on every request, to fill the parameter in.
    return [{ source: '/(.*)', basePath: false, headers }];
  },
};

export default config;
