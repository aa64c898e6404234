// What PostgreSQL plans for the statements Prisma really sends: a test runs a screen's call through a
// recording client, then EXPLAINs each recorded statement with its own parameters and looks for
// sequential scans of the tables that grow without bound.
import { createPrismaClient } from '../client.js';
import { withClient } from '../migrate/database.js';
import type { PrismaClient } from '../generated/prisma/client.js';

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

export interface RecordingClient {
  prisma: PrismaClient;
  /** Every statement sent since the last `take()`, in order; `take()` hands them over and forgets them. */
  take(): RecordedStatement[];
}

/** A Prisma client on `url` that records every statement it sends. */
export function recordingClient(url: string): RecordingClient {
  let statements: RecordedStatement[] = [];
  const prisma = createPrismaClient(url, { poolSize: 2, onQuery: (sql, params) => statements.push({ sql, params }) });
  return {
    prisma,
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  /** With ANALYZE: the rows a scan read and let go, per loop. */
  'Rows Removed by Filter'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  statement: RecordedStatement;
  /** Tables the plan reads; each with how (Seq Scan, Index Scan, Bitmap Heap Scan, ...) and, when it ran, the rows it read and let go. */
  scans: { table: string; how: string; filteredOut?: number }[];
  /** The plan as EXPLAIN prints it, for a failure message. */
  text: string;
}

function scansOf(node: PlanNode, out: StatementPlan['scans'] = []): StatementPlan['scans'] {
  if (node['Relation Name']) {
    const removed = node['Rows Removed by Filter'];
    out.push({
      table: node['Relation Name'],
      how: node['Node Type'],
      ...(removed === undefined ? {} : { filteredOut: removed * (node['Actual Loops'] ?? 1) }),
    });
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

/** EXPLAINs a recorded statement with its parameters (a plan for those very values, as when it ran). */
export async function explain(prisma: PrismaClient, statement: RecordedStatement): Promise<StatementPlan> {
  const json = await prisma.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`EXPLAIN (FORMAT JSON) ${statement.sql}`, ...statement.params);
  const text = await prisma.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN ${statement.sql}`, ...statement.params);
  return { statement, scans: scansOf(json[0]!['QUERY PLAN'][0].Plan), text: text.map((r) => r['QUERY PLAN']).join('\n') };
}

/** The tables of `big` a plan reads from start to end. */
export function sequentialScans(plan: StatementPlan, big: ReadonlySet<string>): string[] {
  return plan.scans.filter((scan) => scan.how === 'Seq Scan' && big.has(scan.table)).map((scan) => scan.table);
}

/**
 * How PostgreSQL plans a statement prepared once and run `runs` times with its parameters on one connection,
 * as a service's pooled connection runs its named statements: how many runs used the one generic plan and
 * how many were planned for their own values (after five of those, PostgreSQL keeps the generic plan when it
 * costs no more).
 */
export async function plansWhenPrepared(url: string, statement: RecordedStatement, runs = 10): Promise<{ generic: number; custom: number }> {
  return withClient(url, async (client) => {
    for (let i = 0; i < runs; i++) await client.query({ name: 'plan_probe', text: statement.sql, values: statement.params });
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'plan_probe'",
    );
    return { generic: Number(rows[0]!.generic_plans), custom: Number(rows[0]!.custom_plans) };
  });
}

/**
 * The plan PostgreSQL keeps for every call of a prepared statement (its generic plan, made without the
 * values), run once with the statement's own values (EXPLAIN ANALYZE): what a service's connection does
 * once the statement has been planned five times and the generic plan costs no more.
 */
export async function explainGeneric(url: string, statement: RecordedStatement): Promise<StatementPlan> {
  return withClient(url, async (client) => {
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query({ name: 'generic_probe', text: statement.sql, values: statement.params });
    const literal = (v: unknown) =>
      v === null || v === undefined ? 'NULL' : typeof v === 'number' || typeof v === 'boolean' ? String(v) : client.escapeLiteral(String(v));
    const execute = `EXECUTE generic_probe${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''}`;
    const json = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${execute}`);
    const text = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${execute}`);
    return { statement, scans: scansOf(json.rows[0]!['QUERY PLAN'][0].Plan), text: text.rows.map((r) => r['QUERY PLAN']).join('\n') };
  });
}
