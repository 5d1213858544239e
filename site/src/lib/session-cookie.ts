/**
 * Name of the API's staff session cookie (api/src/auth/session-cookie.ts). The site only
 * checks that it exists, to skip the user-menu island — and its `GET /api/auth/user`,
 * which answers 401 — for the visitors who never signed in, i.e. nearly all of them.
 */
export const SESSION_COOKIE = 'lakeside_sid';
