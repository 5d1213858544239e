/**
 * Refuses cross-site form posts to the site's own routes — Astro's `checkOrigin`, applied
 * after the API proxy instead of before it (see `security` in astro.config.mjs). The API
 * judges its own requests.
 */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteFormPost(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get('origin') === url.origin) return false;
  const contentType = request.headers.get('content-type')?.toLowerCase();
  return contentType === undefined || FORM_CONTENT_TYPES.some((type) => contentType.includes(type));
}

export function crossSiteForbidden(request: Request): Response {
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, {
    status: 403,
  });
}
