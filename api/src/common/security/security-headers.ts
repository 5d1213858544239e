import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API answers JSON only: nothing in its replies may run scripts, load styles or be framed.
 * Helmet's default directives are left out (useDefaults: false): they are a web page's, and
 * their style-src 'unsafe-inline' would loosen a policy that needs to allow nothing. The few
 * pages the API serves (/api/docs, the unsubscribe page) send their own policy.
 */
const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Helmet's headers, computed once. With no nonces in play they are the same for every reply,
 * and running helmet's middleware chain per request halved the API's throughput (bench).
 */
export function helmetHeaders(options: HelmetOptions = API_HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: Error | undefined;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet could not compute the headers');
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const headers = helmetHeaders();
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
