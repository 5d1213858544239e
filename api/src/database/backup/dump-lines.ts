/**
 * The MySQL/MariaDB dump format: gzipped JSON lines. First one `table` line per table with its
 * CREATE TABLE statement and column names, then `rows` lines of up to ROWS_PER_LINE rows each,
 * then one `trigger` line per trigger (created once the rows are in, so loading fires none).
 * JSON keeps each value exactly as the server gave it; binary values travel as base64.
 */
export const MYSQL_DUMP_FILE = 'database.jsonl.gz';

/** Rows per line: big enough to insert in few statements, small enough for max_allowed_packet. */
export const ROWS_PER_LINE = 500;

export type DumpLine =
  | { kind: 'table'; table: string; create: string; columns: string[] }
  | { kind: 'rows'; table: string; rows: unknown[][] }
  | { kind: 'trigger'; name: string; create: string };

export function encodeLine(line: DumpLine): string {
  return `${JSON.stringify(line, (_key, value: unknown) => (isBufferJson(value) ? { base64: Buffer.from(value.data).toString('base64') } : value))}\n`;
}

export function decodeLine(text: string): DumpLine {
  return JSON.parse(text, (_key, value: unknown) =>
    isBase64(value) ? Buffer.from(value.base64, 'base64') : value,
  ) as DumpLine;
}

/** A Buffer as JSON.stringify hands it to a replacer (its toJSON runs first). */
function isBufferJson(value: unknown): value is { type: 'Buffer'; data: number[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'Buffer' &&
    Array.isArray((value as { data?: unknown }).data)
  );
}

function isBase64(value: unknown): value is { base64: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { base64?: unknown }).base64 === 'string' &&
    Object.keys(value).length === 1
  );
}
