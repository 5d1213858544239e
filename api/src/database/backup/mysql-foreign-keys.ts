/**
 * Turning foreign_key_checks back on does not look at rows already loaded, so after a load
 * every foreign key of the schema is checked with a query: child rows whose parent is missing.
 */
import { quoteName, type MysqlConnection } from './mysql-session.js';

interface KeyColumn {
  constraintName: string;
  tableName: string;
  columnName: string;
  referencedTable: string;
  referencedColumn: string;
}

/** One description per foreign key that has rows pointing nowhere, e.g. "room_nights.bookingId → room_bookings: 3 rows". */
export async function orphanedRows(connection: MysqlConnection): Promise<string[]> {
  const [rows] = await connection.promise().query(
    `SELECT CONSTRAINT_NAME AS constraintName, TABLE_NAME AS tableName, COLUMN_NAME AS columnName,
            REFERENCED_TABLE_NAME AS referencedTable, REFERENCED_COLUMN_NAME AS referencedColumn
       FROM information_schema.KEY_COLUMN_USAGE
      WHERE TABLE_SCHEMA = DATABASE() AND REFERENCED_TABLE_NAME IS NOT NULL
      ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`,
  );
  const keys = new Map<string, KeyColumn[]>();
  for (const column of rows as KeyColumn[]) {
    const id = `${column.tableName}.${column.constraintName}`;
    keys.set(id, [...(keys.get(id) ?? []), column]);
  }
  const problems: string[] = [];
  for (const columns of keys.values()) {
    const count = await countOrphans(connection, columns);
    const first = columns[0];
    if (count > 0 && first)
      problems.push(
        `${first.tableName}.${columns.map((c) => c.columnName).join(',')} → ${first.referencedTable}: ${count} rows`,
      );
  }
  return problems;
}

async function countOrphans(connection: MysqlConnection, columns: KeyColumn[]): Promise<number> {
  const first = columns[0];
  if (!first) return 0;
  // MATCH SIMPLE: a row with any NULL in the key points at nothing and is allowed.
  const present = columns.map((c) => `child.${quoteName(c.columnName)} IS NOT NULL`).join(' AND ');
  const joined = columns
    .map((c) => `parent.${quoteName(c.referencedColumn)} = child.${quoteName(c.columnName)}`)
    .join(' AND ');
  const [rows] = await connection.promise().query(
    `SELECT COUNT(*) AS n FROM ${quoteName(first.tableName)} child
      WHERE ${present} AND NOT EXISTS (SELECT 1 FROM ${quoteName(first.referencedTable)} parent WHERE ${joined})`,
  );
  return Number((rows as { n: number | string }[])[0]?.n ?? 0);
}
