// Types of security-headers.mjs, which next.config.mjs imports as plain JavaScript.
export type SecurityOptions = {
  cmsPublicUrl?: string;
  trialApiUrl?: string;
  siteUrl?: string;
  development?: boolean;
  imageHosts?: string[];
};
export function contentSecurityPolicy(o: SecurityOptions): string;
export function isProduction(siteUrl: string | undefined): boolean;
export function securityHeaders(o: SecurityOptions): { key: string; value: string }[];
