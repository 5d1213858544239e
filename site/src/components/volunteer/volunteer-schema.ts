/** Its own module so VolunteerForm can load the schema (and zod) lazily; see forms/lazy.ts. */
export { volunteerApplicationSchema } from '@lakeside/contracts';import '../../lib/no-eval-parsing';

