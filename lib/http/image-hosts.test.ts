import { DEFAULT_IMAGE_HOSTS, imageRemotePatterns, imagesConfig, imageSources, parseImageHosts } from './image-hosts.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

describe('image hosts', () => {
  it("are the provider's two hosts unless configured", () => {
    const hosts = parseImageHosts(undefined);
    expect(hosts).toHaveLength(2);
    expect(imageSources(hosts)).toEqual(DEFAULT_IMAGE_HOSTS.split(',').map((h) => `https://${h.trim()}`));
  });

  it('take host names, subdomain wildcards and origins, https unless said otherwise', () => {
    expect(parseImageHosts(' cdn.example.ru , *.example.com,http://localhost:9000 ')).toEqual([
      { protocol: 'https', hostname: 'cdn.example.ru', port: '' },
      { protocol: 'https', hostname: '*.example.com', port: '' },
      { protocol: 'http', hostname: 'localhost', port: '9000' },
    ]);
    expect(parseImageHosts('')).toEqual([]);
  });

  it('refuse what is not a host, naming it', () => {
    expect(() => parseImageHosts('cdn.example.ru, ftp://files.example.ru, https://x.ru/images/, exa mple.ru')).toThrow(
      'IMAGE_HOSTS: not a host name or origin: ftp://files.example.ru, https://x.ru/images/, exa mple.ru',
    );
  });

  it('become next/image patterns for any path and CSP image sources', () => {
    const hosts = parseImageHosts('cdn.example.ru,*.example.com');
    expect(imageRemotePatterns(hosts)).toEqual([
      { protocol: 'https', hostname: 'cdn.example.ru', port: '', pathname: '/**' },
      { protocol: 'https', hostname: '*.example.com', port: '', pathname: '/**' },
    ]);
    const imgSrc = contentSecurityPolicy({ cmsPublicUrl: 'https://cms.example.ru', imageHosts: imageSources(hosts) })
      .split('; ')
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc).toContain('https://cdn.example.ru');
    expect(imgSrc).toContain('https://*.example.com');
  });
});

describe("next.config's images", () => {
  it('allow Directus assets and the configured hosts, loopback only for a local Directus', () => {
    expect(imagesConfig({ cmsPublicUrl: new URL('https://cms.vendor.ru'), imageHosts: 'img.vendor.ru, static.vendor.com' })).toEqual({
      remotePatterns: [
        { protocol: 'https', hostname: 'cms.vendor.ru', port: '', pathname: '/assets/**' },
        { protocol: 'https', hostname: 'img.vendor.ru', port: '', pathname: '/**' },
        { protocol: 'https', hostname: 'static.vendor.com', port: '', pathname: '/**' },
      ],
      dangerouslyAllowLocalIP: false,
    });
    const local = imagesConfig({ cmsPublicUrl: new URL('http://localhost:8055'), imageHosts: undefined });
    expect(local.remotePatterns).toHaveLength(3);
    expect(local.dangerouslyAllowLocalIP).toBe(true);
  });
});
