// @ts-check
/**
 * The security headers that are the same for every response of the site's own, set by
 * ./entry.mjs before Astro answers. A page's Content-Security-Policy is Astro's (the hashes of
 * its scripts and styles, astro.config.mjs `security.csp`): Astro writes it with the response
 * head, which replaces the strict default here. /federation/* answers with its own CORP and
 * CORS (federation/serve-remote.ts) the same way. Proxied /api/* and /paypal/* replies carry
 * the API's own headers and get none of these.
 *
 * This file runs from dist/server/, beside entry.mjs; it is not bundled.
 */

/** A year, as the API's helmet sends it: browsers remember HTTPS-only for that long. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** @param {NodeJS.ProcessEnv} env */
export function securityHeaders(env = process.env) {
  /** @type {Record<string, string>} */
  const headers = {
    // What a response without a page's own policy (a static file, an endpoint) may do: nothing.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    // Old browsers ignore CSP's frame-ancestors.
    'x-frame-options': 'DENY',
    // Other sites learn our origin from a link, never the page's path and query (a booking's).
    'referrer-policy': 'strict-origin-when-cross-origin',
    // No page uses these; an injected script cannot ask for them either.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
    // Other origins may not embed our files as images, scripts or styles (/federation/* may).
    'cross-origin-resource-policy': 'same-origin',
  };
  // Only where production's TLS proxy serves us: on http://localhost it would stick HTTPS-only
  // onto a developer's localhost for a year.
  if (env.NODE_ENV === 'production') headers['strict-transport-security'] = HSTS;
  return headers;
}
