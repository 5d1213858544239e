/**
 * The one way the API answers with a CSV file: rows streamed through csv-stringify as they come
 * (an export of every row never sits whole in memory), a byte-order mark so spreadsheet programs
 * read the accents of "Pepián" right, CRLF lines, and formula escaping — a guest's name typed as
 * "=HYPERLINK(…)" must not run in the bookkeeper's spreadsheet.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null;

export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): void {
  const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows' });
  // A failure halfway (the database went away) aborts the download instead of ending it as if
  // complete: pipeline destroys the response stream with the error.
  pipeline(Readable.from(withHeader(header, rows)), csv, () => undefined);
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

async function* withHeader(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): AsyncGenerator<readonly CsvCell[]> {
  yield header;
  yield* rows;
}
