import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source-options.js';

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Opens the configured database or fails with a message that says which and why. */
export async function openDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'SQLITE_PATH' | 'DATABASE_POOL_SIZE'>,
): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(config));
  try {
    await dataSource.initialize();
    return dataSource;
  } catch (error) {
    const where = config.DATABASE_URL
      ? `DATABASE_URL=${redactPassword(config.DATABASE_URL)}`
      : `SQLITE_PATH=${config.SQLITE_PATH}`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot open the database (${where}): ${reason}`);
  }
}

export function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
