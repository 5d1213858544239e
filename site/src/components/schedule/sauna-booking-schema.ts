/** Its own module so the sauna form can load the schema (and zod) lazily; see forms/lazy.ts. */
export { makeSaunaBookingSchema } from '@lakeside/contracts';import '../../lib/no-eval-parsing';

