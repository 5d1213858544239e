interface ImportMetaEnv {
  /** Origin of the API, e.g. `https://api.lakeside.example`; defaults to the dev API. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
