import type { z } from 'zod';

/**
 * A pipe that checks a request part with a zod schema and can say which: the OpenAPI
 * document (api/src/openapi) describes a route's body and query from it, so the published
 * description is the very schema that validates, never a second hand-written copy.
 */
export interface DescribedPipe {
  describe(): z.ZodType;
}

export function isDescribedPipe(pipe: unknown): pipe is DescribedPipe {
  return typeof (pipe as Partial<DescribedPipe> | null)?.describe === 'function';
}
