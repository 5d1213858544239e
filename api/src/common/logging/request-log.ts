import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per finished request (method, url, status, duration, request id)
 * instead of Fastify's two: easier to read in `npm start`, half the volume in production.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        err: error ?? undefined,
      },
      `${request.method} ${request.url} ${reply.statusCode}`,
    );
  }
}
