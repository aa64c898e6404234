// What PostgreSQL plans for the statements Prisma really sends: a test runs a screen's call through a
// recording client, then EXPLAINs each recorded statement with its own parameters and looks for
// sequential scans of the tables that grow without bound.
import { createPrismaClient } from '../client.js';
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
  Plans?: PlanNode[];
}

export interface StatementPlan {
  statement: RecordedStatement;
  /** Tables the plan reads; each with how (Seq Scan, Index Scan, Bitmap Heap Scan, ...). */
  scans: { table: string; how: string }[];
  /** The plan as EXPLAIN prints it, for a failure message. */
  text: string;
}

function scansOf(node: PlanNode, out: { table: string; how: string }[] = []): { table: string; how: string }[] {
  if (node['Relation Name']) out.push({ table: node['Relation Name'], how: node['Node Type'] });
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
