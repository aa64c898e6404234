import type { Principal } from '@portal/contracts';
import { insertRows, insertableAsJson } from './bulk-insert.js';
import type { ModelCatalog } from './catalog.js';

type Row = Record<string, unknown>;

/** One line of a record's history (history_items): the values are already text as a person reads them. */
export interface HistoryEntry {
  object_type: string;
  object_type_id: number;
  target_field: string;
  value: string | null;
  old_value: string | null;
}

/**
 * A link whose other end keeps its own history of this record joining and leaving it: a vehicle's
 * `client_load_id` tells the load's history "vehicle <VIN>" added (new value) or removed (old value).
 */
export interface HistoryLink {
  /** The link field of this record (a key of the other record). */
  field: string;
  /** The other record's object type in history_items. */
  objectType: string;
  /** The field name the other record's history shows. */
  as: string;
  /** This record's field that names it there (the VIN); its key when that is empty. */
  label: string;
}

interface HistoryDb {
  historyItem: { createMany(args: object): Promise<unknown> };
}

/** History lines one statement takes (a bulk write's thousands of lines go in a few). */
const HISTORY_BATCH = 5000;

/**
 * Writes history lines in the caller's transaction, stamped with who made the change. The one way
 * history_items are written: the resource engine for every resource change, and use cases whose write
 * is not a resource's (a bay shipment) for theirs. Given the catalog, several lines go as one JSON
 * statement (far less CPU than Prisma's insert of bound values); one line, or without it, through Prisma.
 */
export async function writeHistory(tx: object, principal: Principal, entries: readonly HistoryEntry[], catalog?: ModelCatalog): Promise<void> {
  const data = entries.map((entry) => ({ ...entry, userid: principal.userid }));
  const model = catalog?.model('HistoryItem');
  for (let start = 0; start < data.length; start += HISTORY_BATCH) {
    const batch = data.slice(start, start + HISTORY_BATCH);
    if (model && batch.length > 1 && insertableAsJson(model, batch)) await insertRows(tx, model, model.primaryKey ?? 'id', batch);
    else await (tx as HistoryDb).historyItem.createMany({ data: batch });
  }
}

/** Key 0 is no record, as null is (the screens' "none" choices send 0). */
const linked = (value: unknown): number | null => (value === null || value === undefined || Number(value) === 0 ? null : Number(value));

function labelOf(row: Row, link: HistoryLink, primaryKey: string): string {
  const label = row[link.label];
  return label === null || label === undefined || label === '' ? String(row[primaryKey]) : String(label);
}

/**
 * What the linked records' histories gain from one write: `before` is null for a create, `after` null for
 * a delete. A record that moves from one to another leaves the first (old value) and joins the second
 * (new value).
 */
export function linkEntries(links: readonly HistoryLink[], primaryKey: string, before: Row | null, after: Row | null): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const link of links) {
    const left = before ? linked(before[link.field]) : null;
    const joined = after ? linked(after[link.field]) : null;
    if (left === joined) continue;
    if (left !== null) {
      entries.push({ object_type: link.objectType, object_type_id: left, target_field: link.as, value: null, old_value: labelOf(before!, link, primaryKey) });
    }
    if (joined !== null) {
      entries.push({ object_type: link.objectType, object_type_id: joined, target_field: link.as, value: labelOf(after!, link, primaryKey), old_value: null });
    }
  }
  return entries;
}
