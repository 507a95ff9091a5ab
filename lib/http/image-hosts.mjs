// Hosts besides Directus that the site's images may come from (spec §9: the provider's two hosts):
// next/image optimises images from them (next.config images.remotePatterns) and the CSP lets the
// browser load them (an <img> in a rich-text block). IMAGE_HOSTS lists them, comma-separated, as
// host names (`cdn.example.ru`), wildcards of subdomains (`*.example.ru`) or origins
// (`https://cdn.example.ru:8443`); https unless an origin says http. Fixed at build time.

/** The vendor's two hosts, used when IMAGE_HOSTS is not set. */
export const DEFAULT_IMAGE_HOSTS = 'elma365.com, elma365.ru';

const HOST = /^(\*\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * @param {string | undefined} value IMAGE_HOSTS (unset: the default hosts; empty: none)
 * @returns {{ protocol: 'http' | 'https', hostname: string, port: string }[]}
 */
export function parseImageHosts(value) {
  const list = (value ?? DEFAULT_IMAGE_HOSTS)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = [];
  const hosts = list.flatMap((entry) => {
    const withScheme = /^[a-z]+:\/\//i.test(entry) ? entry : `https://${entry}`;
    let url;
    try {
      // URL refuses `*` in a host name: parse a stand-in and put the wildcard back.
      url = new URL(withScheme.replace('://*.', '://wildcard--.'));
    } catch {
      bad.push(entry);
      return [];
    }
    const hostname = url.hostname.replace(/^wildcard--\./, '*.');
    const protocol = url.protocol.slice(0, -1);
    if ((protocol !== 'https' && protocol !== 'http') || !HOST.test(hostname) || (url.pathname !== '/' && url.pathname !== '')) {
      bad.push(entry);
      return [];
    }
    return [{ protocol: /** @type {'http' | 'https'} */ (protocol), hostname, port: url.port }];
  });
  if (bad.length) throw new Error(`IMAGE_HOSTS: not a host name or origin: ${bad.join(', ')}`);
  return hosts;
}

/** @param {ReturnType<typeof parseImageHosts>} hosts next/image's remotePatterns for them (any path). */
export const imageRemotePatterns = (hosts) => hosts.map(({ protocol, hostname, port }) => ({ protocol, hostname, port, pathname: '/**' }));

/** @param {ReturnType<typeof parseImageHosts>} hosts CSP sources for them. */
export const imageSources = (hosts) => hosts.map(({ protocol, hostname, port }) => `${protocol}://${hostname}${port ? `:${port}` : ''}`);

/**
 * next.config's `images`: Directus' asset endpoint and the configured hosts.
 * @param {{ cmsPublicUrl: URL, imageHosts: string | undefined }} o
 */
export function imagesConfig({ cmsPublicUrl, imageHosts }) {
  return {
    remotePatterns: [
      {
        protocol: /** @type {'http' | 'https'} */ (cmsPublicUrl.protocol.replace(':', '')),
        hostname: cmsPublicUrl.hostname,
        port: cmsPublicUrl.port,
        pathname: '/assets/**',
      },
      ...imageRemotePatterns(parseImageHosts(imageHosts)),
    ],
    // Next refuses to optimise images from loopback addresses unless told; the embedded default is local.
    dangerouslyAllowLocalIP: ['localhost', '127.0.0.1'].includes(cmsPublicUrl.hostname),
  };
}
