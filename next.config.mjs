// Site configuration. Every route lives under the product's base path and ends with a slash.
const cmsPublicUrl = new URL(process.env.DIRECTUS_PUBLIC_URL ?? 'http://localhost:8055');

/** @type {import('next').NextConfig} */
const config = {
  basePath: '/ru/products/ecm',
  // The tests build into their own folder so that they never clobber a developer's build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Images come from the Directus asset endpoint.
    remotePatterns: [
      {
        protocol: cmsPublicUrl.protocol.replace(':', ''),
        hostname: cmsPublicUrl.hostname,
        port: cmsPublicUrl.port,
        pathname: '/assets/**',
      },
    ],
    // Next refuses to optimise images from loopback addresses unless told; the embedded default is local.
    dangerouslyAllowLocalIP: ['localhost', '127.0.0.1'].includes(cmsPublicUrl.hostname),
  },
};

export default config;
