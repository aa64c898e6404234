import type { ModelInfo } from './catalog.js';
import { otherWorkTurn } from './event-loop.js';

type Row = Record<string, unknown>;
type Raw = { $queryRawUnsafe<T = unknown>(sql: string, ...values: unknown[]): Promise<T> };

/** Scalar types PostgreSQL reads from JSON text to the very value Prisma would bind. */
const JSON_READABLE = new Set(['Int', 'Float', 'String', 'Boolean', 'DateTime', 'Decimal', 'BigInt']);

/** Rows one statement carries: its JSON text is built, sent and read back while nothing else runs. */
const ROWS_PER_STATEMENT = 1000;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A row's fields that hold a value: one left undefined is not set, and its column keeps its default. */
const fieldsOf = (row: Row) => Object.keys(row).filter((field) => row[field] !== undefined);

/** Whether every field of these rows is a column `insertRows` can send. */
export function insertableAsJson(model: ModelInfo, rows: readonly Row[]): boolean {
  for (const row of rows) {
    const fields = fieldsOf(row);
    if (fields.length === 0) return false;
    for (const field of fields) {
      const scalar = model.scalars.get(field);
      if (!scalar || scalar.kind !== 'scalar' || !JSON_READABLE.has(scalar.type)) return false;
    }
  }
  return true;
}

/** A value as PostgreSQL's input for its column reads it: calendar dates as YYYY-MM-DD, instants in ISO 8601. */
function jsonValue(value: unknown, dateOnly: boolean): unknown {
  if (value instanceof Date) return dateOnly ? value.toISOString().slice(0, 10) : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value !== null && typeof value === 'object' && 'toFixed' in value) return String(value);
  return value;
}

/**
 * Inserts rows into a model's table, the rows travelling as one JSON parameter that PostgreSQL reads
 * into the table's row type (json_populate_recordset): one statement and one bound value per group
 * of rows (up to ROWS_PER_STATEMENT), where Prisma builds, checks and maps one bound value per field (about a millisecond of
 * our CPU per vehicle, against microseconds here). Rows that set different fields go in separate
 * statements, so each leaves what it does not set to the column's default, as Prisma's insert does.
 * Only for rows `insertableAsJson` accepts. Answers each row's key, in the order of `rows`.
 */
export async function insertRows(tx: object, model: ModelInfo, key: string, rows: readonly Row[]): Promise<unknown[]> {
  // A column without a default is null where a row leaves it out, so it is sent as null in every row:
  // only rows leaving out different columns with defaults need statements of their own (and then
  // their keys are no longer in the order of `rows` across statements).
  const all = new Set(rows.flatMap(fieldsOf));
  const plain = [...all].filter((field) => !model.scalars.get(field)?.hasDefault);
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const fields = [...new Set([...plain, ...fieldsOf(row)])].sort().join('\u0000');
    const group = groups.get(fields);
    if (group) group.push(index);
    else groups.set(fields, [index]);
  });
  const keys: unknown[] = new Array(rows.length);
  const column = (field: string) => quote(model.columns.get(field) ?? field);
  for (const [signature, group] of groups) {
    const fields = signature.split('\u0000');
    const table = quote(model.table);
    const columns = fields.map(column).join(', ');
    const sql =
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json) WITH ORDINALITY AS r ` +
      `ORDER BY r.ordinality RETURNING ${column(key)} AS key`;
    for (let start = 0; start < group.length; start += ROWS_PER_STATEMENT) {
      // Ten thousand import outcomes as one statement held the service's other callers for a third of a second.
      if (start > 0) await otherWorkTurn();
      const indexes = group.slice(start, start + ROWS_PER_STATEMENT);
      const json = indexes.map((index) => {
        const out: Row = {};
        for (const field of fields) out[model.columns.get(field) ?? field] = jsonValue(rows[index]![field] ?? null, model.scalars.get(field)!.dateOnly);
        return out;
      });
      // The rows come back in the order they were inserted, which is the order of the JSON array.
      const written = await (tx as Raw).$queryRawUnsafe<Array<{ key: unknown }>>(sql, JSON.stringify(json));
      if (written.length !== indexes.length) throw new Error(`${model.name}: ${indexes.length} rows sent, ${written.length} written`);
      indexes.forEach((index, i) => (keys[index] = written[i]!.key));
    }
  }
  return keys;
}
