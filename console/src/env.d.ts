interface ImportMetaEnv {
  /**
   * Origin of the API, e.g. `https://api.lakeside.example`. Unset: the dev API on
   * http://localhost:3000. Empty: the console's own origin, for deployments where the
   * console's web server forwards `/api/*` to the API (no CORS at all).
   */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
