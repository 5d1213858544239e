/**
 * Where the site's server reaches the API. Its own module, free of Node imports, because the
 * modules that read the API on the server (lib/api/*) are also loaded by islands in the
 * browser: in `astro dev` nothing is tree-shaken, and a `node:http` import on that path
 * stopped every island from hydrating.
 */

/** The API's base URL without a trailing slash: `API_URL`, or the API's dev port on this machine. */
export function apiBaseUrl(): string {
  return (process.env.API_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}
