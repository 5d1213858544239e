/** Its own module so ContactForm can load the schema (and zod) lazily; see forms/lazy.ts. */
export { contactSchema } from '@lakeside/contracts';import '../../lib/no-eval-parsing';

