/** Its own module so FindBookingForm can load the schema (and zod) lazily; see forms/lazy.ts. */
export { findBookingSchema } from '@lakeside/contracts';import '../../lib/no-eval-parsing';

