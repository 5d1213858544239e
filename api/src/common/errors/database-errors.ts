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
