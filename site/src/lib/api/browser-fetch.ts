/**
 * Reads from the API in the browser (same origin; the site forwards /api/*), checking the
 * reply with its contract. The contract comes from a module loaded only when the read
 * happens (e.g. events-contract.ts), so zod stays out of an island's first download.
 */

/** Parses a reply body with a contract; throws ReplyMismatchError naming `source` when it does not match. */
export type ReplyReader<T> = (body: unknown, source: string) => T;

/** The reply of `path` as its contract reads it; null when the API cannot be reached, refuses, or breaks the contract. */
export async function loadFromApi<T>(
  path: string,
  loadReader: () => Promise<ReplyReader<T>>,
  init: Pick<RequestInit, 'signal'> = {},
): Promise<T | null> {
  try {
    const response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const [read, body] = await Promise.all([loadReader(), response.json() as Promise<unknown>]);
    return read(body, path);
  } catch (error) {
    // Named, not imported: importing the error class would bring zod into the first download.
    if (error instanceof Error && error.name === 'ReplyMismatchError') console.error(error.message);
    return null;
  }
}
