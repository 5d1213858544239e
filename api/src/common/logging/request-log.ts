import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per finished request (method, url, status, duration, request id)
 * instead of Fastify's two: easier to read in `npm start`, half the volume in production.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const url = withoutSecrets(request.url);
    request.log.info(
      {
        method: request.method,
        url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        err: error ?? undefined,
      },
      `${request.method} ${url} ${reply.statusCode}`,
    );
  }
}

/** Query parameters that open something on their own (a manage link's token, a feed's token). */
const SECRET_PARAMETERS = /([?&](?:t|token)=)[^&#]*/gi;

/** `url` as it may be written to a log: secret parameters' values replaced, the rest kept. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}
