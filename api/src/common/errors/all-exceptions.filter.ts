import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { errorBody, errorMessage, type ApiErrorBody as ErrorBody, type ErrorCode } from '@lakeside/contracts';
import { AppError } from './app-error.js';
import { codeOfStatus, httpStatusOf } from './error-status.js';
import { isConnectionLost, isForeignKeyViolation, isUniqueViolation } from './database-errors.js';

/**
 * Turns every error into the one reply shape `{ code, message, params?, errors? }`. Our own
 * refusals are AppErrors; the database's key violations and the framework's client errors get
 * the nearest common code. Nothing internal (stack, SQL, driver codes) ever reaches a client;
 * 5xx causes are logged instead.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toReply(exception);
    if (status >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    void reply.status(status).send(body);
  }
}

function toReply(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof AppError) {
    const { code, details } = exception as AppError;
    return { status: httpStatusOf(code), body: errorBody(code, details) };
  }
  if (isUniqueViolation(exception)) return refusal('common.duplicate');
  if (isForeignKeyViolation(exception)) return refusal('common.linkedRecords');
  // Retrying did not reach the database (see runWriteTransaction); the guest may try again.
  if (isConnectionLost(exception)) return refusal('common.serviceUnavailable');
  const status = clientErrorStatus(exception);
  if (status) return { status, body: { code: codeOfStatus(status), message: clientErrorMessage(exception) } };
  return refusal('common.serverError');
}

function refusal(code: ErrorCode): { status: number; body: ErrorBody } {
  return { status: httpStatusOf(code), body: errorBody(code) };
}

/**
 * The 4xx status of an error the framework raised: Nest's HttpExceptions (an unknown route,
 * a ParseIntPipe) and Fastify's own client errors (malformed JSON, body too large, wrong
 * content type), which carry a statusCode and a message written for clients.
 */
function clientErrorStatus(exception: unknown): number | undefined {
  const status =
    exception instanceof HttpException
      ? exception.getStatus()
      : typeof (exception as { code?: unknown } | null)?.code === 'string'
        ? (exception as { statusCode?: unknown }).statusCode
        : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function clientErrorMessage(exception: unknown): string {
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message)) return message.join('; ');
    if (typeof message === 'string') return message;
  }
  return exception instanceof Error ? exception.message : errorMessage(codeOfStatus(HttpStatus.BAD_REQUEST));
}
