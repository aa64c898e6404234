import { isDeepStrictEqual } from 'node:util';
import { directReadsOf, MODEL_META } from '@portal/db';
import type { Principal, RawQuery } from '@portal/contracts';
import { ModelCatalog } from '../resource/catalog.js';
import type { ResourceDefinition } from '../resource/definition.js';
import { ResourceEngine } from '../resource/engine.js';
import { JsonText } from '../resource/json-text.js';
import { STAFF, clientUser } from './principals.js';

export interface ReadPathReport {
  /** Calls made on both paths. */
  compared: number;
  /** Statements the direct path sent itself (the rest of its reads went through Prisma). */
  directStatements: number;
  /** Each call whose answers (or refusals) differ, with where they first differ. */
  differences: string[];
  /** Each answered call the direct path left wholly to Prisma (a shape its compiler does not write). */
  throughPrisma: string[];
  /** Lists the direct path answered as JSON text PostgreSQL wrote whole (listAnswer), compared parsed. */
  answeredAsText: number;
  /** Records the direct path answered as JSON text PostgreSQL wrote whole (readAnswer), compared parsed. */
  recordsAsText: number;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Asks every list and read of the given resources on the engine's direct path and through Prisma (with
 * joins), as each principal, and reports every difference: the default page and the second, every
 * relation at once, every computed field, each sort both ways, each filter (present, equal to a value
 * the page shows, containing a piece of a text, and at the edges of its type), and the detail of the
 * first rows. A refusal must be the same refusal on both paths. Sorts and filters are asked once per
 * model and set of fields for each principal.
 */
export async function compareReadPaths(
  prisma: object,
  definitions: readonly ResourceDefinition[],
  principals: readonly Principal[],
  now = new Date('2026-06-01T12:00:00Z'),
): Promise<ReadPathReport> {
  const reads = directReadsOf(prisma);
  if (!reads) throw new Error('compareReadPaths needs a client made by createPrismaClient');
  const catalog = ModelCatalog.fromClient(prisma, MODEL_META);
  const direct = new ResourceEngine(prisma, catalog, definitions, () => now, 'direct');
  const viaPrisma = new ResourceEngine(prisma, catalog, definitions, () => now, 'join');
  const report: ReadPathReport = { compared: 0, directStatements: 0, differences: [], throughPrisma: [], answeredAsText: 0, recordsAsText: 0 };
  const column = reads.column.bind(reads);
  reads.column = (text, values) => {
    report.directStatements++;
    return column(text, values);
  };
  try {
    /** `prismaDecides`: a call the direct path leaves to Prisma by design (a stamp past the year 9999). */
    const compare = async (label: string, call: (engine: ResourceEngine) => Promise<unknown>, prismaDecides = false): Promise<Outcome> => {
      const before = report.directStatements;
      const [a, b] = await Promise.all([outcome(() => call(direct)), outcome(() => call(viaPrisma))]);
      report.compared++;
      if (a.ok && report.directStatements === before && !prismaDecides) report.throughPrisma.push(label);
      const where = firstDifference(a, b);
      if (where !== undefined) report.differences.push(`${label}: differ at ${where || 'the top'}`);
      return b;
    };
    // Resources that share a model and the same sortable and filterable fields (the reports, each a
    // condition over the vehicles) compile each sort and filter alike: the first of them as each principal
    // is asked every sort and filter, the others the rest (their own condition, pages, relations, reads).
    const fieldsAsked = new Set<string>();
    for (const def of definitions) {
      for (const principal of principals) {
        const who = `${def.name} as ${principal.username}`;
        const fields = JSON.stringify([def.model, principal, sortFields(def), filterFields(def)]);
        const askFields = !fieldsAsked.has(fields);
        fieldsAsked.add(fields);
        // The direct engine answers as the list handler does (listAnswer: JSON text when PostgreSQL writes it whole).
        const answer = async (e: ResourceEngine, query: RawQuery) =>
          e === direct ? parsedText(await e.listAnswer(principal, def.name, query), () => report.answeredAsText++) : e.list(principal, def.name, query);
        // And a record as the read handler does (readAnswer).
        const record = async (e: ResourceEngine, id: string, query: RawQuery) =>
          e === direct ? parsedText(await e.readAnswer(principal, def.name, id, query), () => report.recordsAsText++) : e.read(principal, def.name, id, query);
        const list = (query: RawQuery, prismaDecides = false) => compare(`${who} list ${JSON.stringify(query)}`, (e) => answer(e, query), prismaDecides);
        const first = await list({});
        await list({ page: '2', per_page: '5' });
        await list({ 'with[]': Object.keys(def.relations ?? {}) });
        if (def.appends) await list({ 'appends[]': Object.keys(def.appends), per_page: '10' });
        for (const field of askFields ? sortFields(def) : [])
          for (const dir of ['asc', 'desc']) await list({ 'order_by[]': `${field}|${dir}`, per_page: '10' });
        const rows = first.ok ? ((first.value as { data?: Record<string, unknown>[] }).data ?? []) : [];
        for (const field of askFields ? filterFields(def) : []) {
          await list({ 'filters[]': `${field}|notnull|true`, per_page: '10' });
          for (const filter of edgeFilters(catalog, def, field)) await list({ 'filters[]': filter, per_page: '10' }, filter.includes('|>|9999-12-31'));
          const sample = valueAt(rows, field);
          if (sample === undefined) continue;
          await list({ 'filters[]': `${field}|eq|${sample}`, per_page: '10' });
          if (!/[A-Za-z]{3}/.test(sample)) continue;
          const like = `${field}|like|${sample.slice(1, 4)}`;
          await list({ 'filters[]': like, per_page: '10' });
          // A later page too: a part of a text with parts is paged among the keys its suffixes point at (partsPage).
          await list({ 'filters[]': like, per_page: '2', page: '2' });
        }
        const key = def.primaryKey;
        for (const row of rows.slice(0, 3)) {
          const id = String(row[key] ?? row.id);
          const query = { 'with[]': Object.keys(def.relations ?? {}), ...(def.appends ? { 'appends[]': Object.keys(def.appends) } : {}) };
          await compare(`${who} read ${id}`, (e) => record(e, id, query));
          await compare(`${who} read ${id} plain`, (e) => record(e, id, {}));
        }
      }
    }
  } finally {
    reads.column = column;
  }
  return report;
}

async function outcome(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error) };
  }
}

/** Filters at the edges of a field's type: the last and first days, the largest integer, lists, text that looks like a pattern. */
function edgeFilters(catalog: ModelCatalog, def: ResourceDefinition, field: string): string[] {
  const [head, tail] = field.split('.') as [string, string | undefined];
  const model = catalog.model(def.model);
  const relation = tail === undefined ? undefined : model.relations.get(def.relations?.[head]?.field ?? head);
  const scalar = tail === undefined ? model.scalars.get(head) : relation && catalog.model(relation.type).scalars.get(tail);
  switch (scalar?.type) {
    case 'DateTime':
      return [`${field}|>|9999-12-31`, `${field}|<=|0001-01-01`, `${field}|neq|2026-01-01`];
    case 'Int':
      return [`${field}|eq|2147483647`, `${field}|in|1,2,3`, `${field}|notin|1`, `${field}|<|0`];
    case 'String':
      return [`${field}|like|_\\`, `${field}|like|%a`, `${field}|like|a%`, `${field}|neq|a`];
    default:
      return [];
  }
}

function sortFields(def: ResourceDefinition): string[] {
  const relations = Object.entries(def.relations ?? {}).flatMap(([name, spec]) => (spec.sortable ?? []).map((f) => `${name}.${f}`));
  return [...def.sortable, ...Object.keys(def.sortKeys ?? {}), ...relations];
}

function filterFields(def: ResourceDefinition): string[] {
  const relations = Object.entries(def.relations ?? {}).flatMap(([name, spec]) => (spec.filterable ?? []).map((f) => `${name}.${f}`));
  return [...def.filterable, ...relations];
}

/** A value the page shows for `field` (or `relation.field`), as a filter writes it. */
function valueAt(rows: readonly Record<string, unknown>[], field: string): string | undefined {
  const [head, tail] = field.split('.') as [string, string | undefined];
  for (const row of rows) {
    const holder = tail === undefined ? row : (row[head] as Record<string, unknown> | null | undefined);
    const value = tail === undefined ? holder?.[head] : holder?.[tail];
    if (value === null || value === undefined || typeof value === 'object') continue;
    const text = String(value);
    if (text.includes(',') || text.includes('|') || text === '') continue;
    return /^\d{4}-\d\d-\d\dT/.test(text) ? text.slice(0, 10) : text;
  }
  return undefined;
}

/** The path of the first difference between two values ('' for the top), or undefined when they are equal. */
function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return `${path} (${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)})`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const inner = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
    if (inner !== undefined) return inner;
  }
  return `${path} (key order)`;
}

/**
 * compareReadPaths on a database of its own holding the demo data, as staff, as a user of the client
 * with the most vehicles, and as a user of two clients (a client group).
 */
export async function compareReadPathsOnDemoData(definitions: readonly ResourceDefinition[]): Promise<ReadPathReport> {
  const { createTestDatabase } = await import('@portal/db/testing');
  const db = await createTestDatabase({ seed: 'demo' });
  try {
    const clients = await db.prisma.vehicle.groupBy({ by: ['clientid'], _count: { _all: true }, orderBy: { _count: { clientid: 'desc' } }, take: 2 });
    const [most, next] = clients.map((c) => c.clientid ?? 0);
    const one = clientUser(most ?? 0);
    const group: Principal = { ...clientUser(most ?? 0, 1, 101), clientIds: [most ?? 0, next ?? 0] };
    return await compareReadPaths(db.prisma, definitions, [STAFF, one, group]);
  } finally {
    await db.drop();
  }
}

/** An answer as its handler sends it, parsed where PostgreSQL wrote it whole as text (`counted` is then told). */
function parsedText(answered: unknown, counted: () => void): unknown {
  if (!(answered instanceof JsonText)) return answered;
  counted();
  return JSON.parse(answered.text) as unknown;
}
