import { siteConfig } from './site-config';

/**
 * The public origin for canonical, hreflang and Open Graph URLs, which must be absolute.
 * `SITE_ORIGIN` (the same variable the API reads) names it behind a proxy; otherwise the
 * request's own origin is right.
 */
export function siteOrigin(requestUrl: URL): string {
  return siteConfig().siteOrigin ?? requestUrl.origin;
}
