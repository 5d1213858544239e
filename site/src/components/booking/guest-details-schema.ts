/** Its own module so the wizard loads the schema (and zod) lazily; see forms/lazy.ts. */
export { guestDetailsSchema } from '@lakeside/contracts';import '../../lib/no-eval-parsing';

