// Bulk loads for the bench: rows made in this process go to Postgres through COPY (pg-copy-streams), in CSV, as
// they are made. A million rows in one multi-row INSERT each 2,000 would parse and plan 500 statements of
// parameters; COPY streams them and holds no more than a chunk in memory.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';

/** A CSV field: null is an unquoted empty field (NULL), everything else is quoted. */
function field(value) {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return field(arrayLiteral(value));
  return `"${String(value).replace(/"/g, '""')}"`;
}

/** A text[] literal: each element quoted, backslashes and quotes escaped. */
function arrayLiteral(list) {
  return `{${list.map((item) => `"${String(item).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** The rows as CSV lines, for a COPY of `columns`. */
export const csvOf = (rows, columns) =>
  rows.map((row) => `${columns.map((column) => field(row[column])).join(',')}\n`).join('');

/** Lines of CSV, a thousand rows at a time so that the stream is not a million tiny writes. */
async function* csv(rows, columns) {
  let chunk = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length === 1000) {
      yield csvOf(chunk, columns);
      chunk = [];
    }
  }
  if (chunk.length) yield csvOf(chunk, columns);
}

/** COPY `text`, CSV lines made by csvOf (or an iterable of them), into `table (columns)`. */
export async function copyCsv(client, table, columns, text) {
  const sql = `copy ${table} (${columns.join(', ')}) from stdin with (format csv)`;
  const source = typeof text === 'string' ? [text] : text;
  await pipeline(Readable.from(source), client.query(copyFrom(sql)));
}

/** COPY `rows` (an iterable, sync or async, of objects keyed by column) into `table (columns)`. */
export async function copyRows(client, table, columns, rows) {
  await copyCsv(client, table, columns, csv(rows, columns));
}
