/// <reference types="astro/client" />

declare namespace App {
  /** Set by src/middleware.ts for every page request. */
  interface Locals {
    /** Language of the page, from its URL ('/es/…' is Spanish). */
    lang: import('./lib/i18n/languages').Lang;
    /** The page's language-neutral path: '/contact' for both '/contact' and '/es/contact'. */
    path: string;
    /** Phone layout at any width: a mobile user agent or `?mobile=true`. */
    phoneLayout: boolean;
  }
}

declare namespace Astro {
  /** Our own directive: src/directives/deferred.ts. */
  interface ClientDirectives {
    'client:deferred'?: import('./directives/deferred').DeferredOptions;
  }
}
