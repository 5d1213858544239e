/** The dev API, used when the build is not told where the API lives. */
const DEV_API_ORIGIN = 'http://localhost:3000';

/** `VITE_API_URL` as documented in env.d.ts: unset → dev API, '' → same origin. */
export function resolveApiOrigin(configured: string | undefined): string {
  return configured === undefined ? DEV_API_ORIGIN : configured.replace(/\/+$/, '');
}

/** Origin of the API every console call goes to ('' = the console's own origin). */
export const apiOrigin = resolveApiOrigin(import.meta.env.VITE_API_URL);

/** Absolute URL of an API path such as `/api/expenses` or a stored receipt URL. */
export function apiUrlOf(path: string): string {
  return `${apiOrigin}${path.startsWith('/') ? path : `/${path}`}`;
}
