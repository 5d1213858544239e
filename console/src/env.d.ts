interface ImportMetaEnv {
  /**
   * Origin of the API, e.g. `https://api.lakeside.example`. Unset: the dev API on
   * http://localhost:3000. Empty: the console's own origin, for deployments where the
   * console's web server forwards `/api/*` to the API (no CORS at all).
   */
  readonly VITE_API_URL?: string;
  /**
   * Origin of the guest site, e.g. `https://lakeside.example`. Unset: the dev site on
   * http://localhost:4321. The edit screens of rooms, events and menu items load the site's
   * cards from `<VITE_SITE_URL>/federation/remoteEntry.js` to preview them (src/preview/).
   * Read by vite.config.ts at build time; the site must allow the console's origin
   * (its `CONSOLE_URL`).
   */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
