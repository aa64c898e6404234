import { ValidationError } from '@portal/server-kit';
import type { CsvColumn, RawQuery } from '@portal/contracts';

type Row = Record<string, unknown>;

/** Keys of the export request that are not the list's: the columns, and the paging and fields the export decides. */
const EXPORT_KEYS = new Set(['columns', 'page', 'per_page', 'perPage', 'fields']);

function baseName(key: string): string {
  return key.replace(/\[\d*\]$/, '');
}

function listOf(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * The list query of an export: the caller's filters, order, relations and appends as sent, plus
 * the relations the columns read (`client.clientname` loads `client`), and only the row's own
 * fields the columns write (`fields[]`: the service refuses one it does not send, and the pages
 * stay small), without any paging.
 */
export function exportListQuery(raw: RawQuery, columns: readonly CsvColumn[]): RawQuery {
  const query: RawQuery = {};
  const relations: string[] = [];
  const appends: string[] = [];
  const fields: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const name = baseName(key);
    if (EXPORT_KEYS.has(name)) continue;
    if (name === 'with') relations.push(...listOf(value));
    else if (name === 'appends') appends.push(...listOf(value));
    else query[key] = value;
  }
  for (const column of columns) {
    for (const path of column.fields) {
      const head = path.split('.')[0];
      // An append may be an object too (a location with its name): it is read, not loaded as a relation.
      if (appends.includes(head)) continue;
      if (path.includes('.')) {
        if (!relations.includes(head)) relations.push(head);
      } else if (!fields.includes(head)) fields.push(head);
    }
  }
  if (relations.length) query['with[]'] = relations;
  if (appends.length) query['appends[]'] = appends;
  if (fields.length) query['fields[]'] = fields;
  return query;
}

/**
 * Refuses columns that name nothing the list answers with, judged on the rows of the first page:
 * a field is known when the rows have it; `relation.field` when the related rows have it, or when
 * no row of the page has a related row to tell. Only what the list call itself sends can be written, so nothing hidden
 * (a password hash, another client's row) can be asked for by name.
 */
export function assertKnownColumns(columns: readonly CsvColumn[], rows: readonly Row[]): void {
  if (rows.length === 0) return;
  const unknown = columns.filter((column) => !column.fields.some((path) => known(rows, path)));
  if (unknown.length) {
    throw new ValidationError({
      columns: unknown.map((c) => `"${c.fields.join(',')}" is not a field of this list; use a field, a loaded relation's field or an append`),
    });
  }
}

function known(rows: readonly Row[], path: string): boolean {
  const [head, rest] = path.split('.');
  const having = rows.filter((row) => Object.hasOwn(row, head));
  if (having.length === 0) return false;
  if (rest === undefined) return true;
  const related = having.flatMap((row) => {
    const value = row[head];
    return Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  });
  return related.length === 0 || related.some((item) => item && typeof item === 'object' && Object.hasOwn(item, rest));
}
