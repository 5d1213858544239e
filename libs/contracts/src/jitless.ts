import { z } from 'zod';

/**
 * Parses without compiling validators through `new Function`. Browsers under the site's strict
 * Content-Security-Policy (no 'unsafe-eval') would report zod's probe for it as a violation even
 * though zod then falls back; the site calls this before it parses anything. The API keeps the
 * compiled validators.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
