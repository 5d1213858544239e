/** Its own module so the booking dialog can load the schema (and zod) lazily; see forms/lazy.ts. */
export { eventBookingSchema } from '@lakeside/contracts';import '../../lib/no-eval-parsing';

