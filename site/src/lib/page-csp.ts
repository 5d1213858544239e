/**
 * What a page adds at run time to the Content-Security-Policy of astro.config.mjs
 * (`security.csp`), for what only it loads. Call from the page's own frontmatter: Astro
 * computes the header once the page's frontmatter has run, before nested components render.
 */
import type { AstroGlobal } from 'astro';
import { siteConfig } from './site-config';

/** Astro's CSP API of a page; undefined only were `security.csp` turned off. */
type PageCsp = AstroGlobal['csp'] | undefined;

/**
 * PayPal's JS SDK (components/booking/paypal-sdk.ts): its script, the API calls it makes and
 * the buttons' frames, from the hosts PayPal's CSP guide lists. Its images are https: already.
 */
const PAYPAL_SOURCES = 'https://*.paypal.com https://*.paypalobjects.com';

export function allowPayPalSdk(csp: PageCsp): void {
  if (!csp) return;
  csp.insertScriptResource(PAYPAL_SOURCES);
  csp.insertDirective(`connect-src ${PAYPAL_SOURCES}`);
  csp.insertDirective(`frame-src ${PAYPAL_SOURCES}`);
}

/** The home carousel's film (HOME_FILM_URL), when it is served from another origin. */
export function allowHomeFilm(csp: PageCsp, film: string | null = siteConfig().homeFilmUrl): void {
  if (film && !film.startsWith('/')) csp?.insertDirective(`media-src ${new URL(film).origin}`);
}
