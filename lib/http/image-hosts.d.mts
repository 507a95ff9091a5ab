// Types of image-hosts.mjs, which next.config.mjs imports as plain JavaScript.
export type ImageHost = { protocol: 'http' | 'https'; hostname: string; port: string };
export const DEFAULT_IMAGE_HOSTS: string;
export function parseImageHosts(value: string | undefined): ImageHost[];
export function imageRemotePatterns(hosts: ImageHost[]): (ImageHost & { pathname: string })[];
export function imageSources(hosts: ImageHost[]): string[];
export function imagesConfig(o: { cmsPublicUrl: URL; imageHosts: string | undefined }): {
  remotePatterns: (ImageHost & { pathname: string })[];
  dangerouslyAllowLocalIP: boolean;
};
