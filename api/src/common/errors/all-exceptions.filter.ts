import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ERROR_MESSAGES } from '@lakeside/contracts';
import type { ErrorBody } from './error-body.js';
import { isConnectionLost, isForeignKeyViolation, isUniqueViolation } from './database-errors.js';

/**
 * Turns every error into the ARCHITECTURE.md shape `{ message, errors? }`. Nothing
 * internal (stack, SQL, driver codes) ever reaches a client; 5xx causes are logged instead.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toReply(exception);
    if (status >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void reply.status(status).send(body);
  }

  private toReply(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      return { status: exception.getStatus(), body: fromHttpException(exception) };
    }
    if (isUniqueViolation(exception)) {
      return { status: HttpStatus.CONFLICT, body: { message: ERROR_MESSAGES.duplicate } };
    }
    if (isForeignKeyViolation(exception)) {
      return {
        status: HttpStatus.CONFLICT,
        body: { message: 'This record is linked to other records and cannot be changed this way.' },
      };
    }
    if (isConnectionLost(exception)) {
      // Retrying did not reach the database (see runWriteTransaction); the guest may try again.
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { message: ERROR_MESSAGES.serviceUnavailable } };
    }
    const status = statusOfFrameworkError(exception);
    if (status) return { status, body: { message: (exception as Error).message } };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: ERROR_MESSAGES.serverError } };
  }
}

function fromHttpException(exception: HttpException): ErrorBody {
  const response = exception.getResponse();
  if (typeof response === 'string') return { message: response };
  const { message, errors } = response as { message?: unknown; errors?: ErrorBody['errors'] };
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  if (exception.getStatus() >= 500) return { message: ERROR_MESSAGES.serverError };
  return errors ? { message: text, errors } : { message: text };
}

/**
 * Fastify's own client errors (malformed JSON, body too large, wrong content type) carry a
 * 4xx statusCode and a message written for clients; anything else is treated as a 500.
 */
function statusOfFrameworkError(exception: unknown): number | undefined {
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  const isFastifyError = typeof (exception as { code?: unknown } | null)?.code === 'string';
  if (isFastifyError && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return statusCode;
  return undefined;
}
