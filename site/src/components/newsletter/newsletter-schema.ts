/** Its own module so the popup can load the schema (and zod) lazily; see forms/lazy.ts. */
export { newsletterSignupSchema } from '@lakeside/contracts';import '../../lib/no-eval-parsing';

