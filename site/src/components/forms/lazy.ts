/**
 * Loads a module once, on first use. The forms' zod schemas (about 25 KB gzip of zod) load
 * this way — when the guest first focuses the form — instead of with the page, which keeps
 * the page's own JavaScript to React and the island.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed download may be retried on the next submit
      throw error;
    });
    return pending;
  };
}
