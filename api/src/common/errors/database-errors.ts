import { QueryFailedError } from 'typeorm';

/**
 * Recognises constraint violations on both drivers so that they become 409 replies instead
 * of 500s. A unique key is how the schema refuses a double booking; a foreign key refuses
 * deleting a row that others still reference.
 */
type DriverError = { code?: string; errno?: number; message?: string };

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as DriverError;
  return (
    driverError.code === 'ER_DUP_ENTRY' ||
    driverError.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as DriverError;
  return (
    driverError.code === 'ER_ROW_IS_REFERENCED_2' ||
    driverError.code === 'ER_ROW_IS_REFERENCED' ||
    driverError.code === 'ER_NO_REFERENCED_ROW_2' ||
    driverError.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    // SQLite reports ON DELETE RESTRICT through its internal trigger code.
    (driverError.code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/i.test(driverError.message ?? ''))
  );
}

/**
 * The database connection broke (killed, reset, server gone) rather than the statement being
 * refused. Work that failed this way before COMMIT was rolled back by the server, so it may be
 * run again on a fresh connection; what remains is answered 503.
 */
const CONNECTION_LOST_CODES = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
]);

export function isConnectionLost(error: unknown): boolean {
  if (error instanceof TransactionOutcomeUnknownError) return true;
  const cause = error instanceof QueryFailedError ? (error.driverError as DriverError) : (error as DriverError | null);
  if (!cause || typeof cause !== 'object') return false;
  if (cause.code && CONNECTION_LOST_CODES.has(cause.code)) return true;
  // mysql2 refuses commands on a connection it already saw die, with no code.
  return /connection is in closed state|Connection lost|closed the connection/i.test(cause.message ?? '');
}

/** The connection broke while COMMIT was under way: the work may or may not have been kept. */
export class TransactionOutcomeUnknownError extends Error {
  override name = 'TransactionOutcomeUnknownError';

  constructor(cause: unknown) {
    super(`The connection broke during COMMIT: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
