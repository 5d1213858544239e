import { z } from 'zod';
import { MAX_FILTER_VALUES } from './list-params.schema.js';

export const NAMES_MESSAGES = {
  ids: `ids must be a JSON list of up to ${MAX_FILTER_VALUES} ids (numbers or text)`,
} as const;

/** `?ids=[1,2,3]`, as react-admin's getMany asks for a page's references. */
export const namesQuerySchema = z.strictObject(
  {
    ids: z.string({ error: NAMES_MESSAGES.ids }).transform((text, ctx): (string | number)[] => {
      try {
        const ids = z
          .array(z.union([z.number().int(), z.string().max(64)]))
          .max(MAX_FILTER_VALUES)
          .safeParse(JSON.parse(text));
        if (ids.success) return [...new Set(ids.data)];
      } catch {
        // not JSON: refused below
      }
      ctx.addIssue({ code: 'custom', message: NAMES_MESSAGES.ids });
      return z.NEVER;
    }),
  },
  { error: NAMES_MESSAGES.ids },
);
export type NamesQuery = z.output<typeof namesQuerySchema>;
