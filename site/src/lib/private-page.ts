/**
 * Headers of a page that shows one guest's own booking and carries its secret in the URL
 * (/booking/{reference}?t={token}, docs/requirements/policies.md#managing-a-booking). Set
 * from the page's own frontmatter: a nested component renders after the head is sent.
 */

/** What `Astro.response` lets a page set. */
interface PageResponse {
  headers: Headers;
}

export function keepPrivate(response: PageResponse): void {
  // Neither the browser's back-forward cache of a shared computer nor any proxy keeps a copy.
  response.headers.set('cache-control', 'no-store');
  // The token must never reach another origin in a Referer (a link in the footer, the
  // contact page's map). Not 'no-referrer': under it browsers send `Origin: null` with the
  // page's own cancel form, and the site refuses a form post it cannot tell is its own
  // (lib/origin-check.ts). 'same-origin' sends other origins nothing, and our own the page.
  response.headers.set('referrer-policy', 'same-origin');
  // Search engines that find a forwarded link index nothing (the page's meta says so too).
  response.headers.set('x-robots-tag', 'noindex');
}
