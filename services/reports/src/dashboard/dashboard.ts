import {
  DRILL_FILTERS,
  RI_DEADLINE_WARN_DAYS,
  RI_DOT_DEADLINE_DAYS,
  addDays,
  businessToday,
  dashboardPeriodStart,
  type CallMessage,
  type DashboardAnswer,
  type Principal,
  type readDashboard,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import type { ResourceEngine } from '@portal/server-kit';
import { periodCounts } from './dashboard-counts.js';
import { knownDashboardScope, type DashboardScope } from './dashboard-scope.js';

/** How many rows a report list holds with these filters, for the caller and the chosen client. */
async function listTotal(engine: ResourceEngine, principal: Principal, resource: string, scope: DashboardScope, filters: readonly string[]) {
  const clientFilter = scope.clientId === null ? [] : [`clientid|eq|${scope.clientId}`];
  const answer = await engine.list(principal, resource, { 'filters[]': [...filters, ...clientFilter], per_page: '1' });
  return answer.total;
}

/** Whether the RI rows show (document 2 §9): no client chosen (staff), or some counted client is an RI client. */
async function showsRi(prisma: PrismaClient, scope: DashboardScope): Promise<boolean> {
  if (scope.clientIds === null) return true;
  return (await prisma.client.count({ where: { clientid: { in: scope.clientIds }, is_ri: 1 } })) > 0;
}

/** The dashboard of document 2 §7: `riStatic`, `totals`, `statuses`, and the RI deadline tile. */
export async function dashboard(
  prisma: PrismaClient,
  engine: ResourceEngine,
  principal: Principal,
  query: CallMessage<typeof readDashboard>['query'],
  now = new Date(),
): Promise<DashboardAnswer> {
  const scope = await knownDashboardScope(prisma, principal, query.clientId);
  const today = businessToday(now);
  const start = dashboardPeriodStart(query.days, today);
  const [counts, showRi] = await Promise.all([periodCounts(prisma, scope.clientIds, start, today), showsRi(prisma, scope)]);
  const base = { period: { days: query.days, start, end: today }, clientId: scope.clientId, showRi, ...counts };
  if (!showRi) return { ...base, riStatic: null, riDeadlines: null };

  // The deadline falls `RI_DOT_DEADLINE_DAYS` after the crossing: a crossing before this day is overdue, and so on.
  const crossedBefore = (daysLeft: number) => addDays(today, daysLeft - RI_DOT_DEADLINE_DAYS);
  const deadlines = (filters: string[]) => listTotal(engine, principal, 'vehicles_ri_deadlines', scope, filters);
  const [ownership, bond, overdue, due10, due30, running] = await Promise.all([
    listTotal(engine, principal, 'vehicles_drill', scope, DRILL_FILTERS.needsownership),
    listTotal(engine, principal, 'vehicles_drill', scope, DRILL_FILTERS.needsbondrelease),
    deadlines([`crossedborderdate|<|${crossedBefore(0)}`]),
    deadlines([`crossedborderdate|>=|${crossedBefore(0)}`, `crossedborderdate|<=|${crossedBefore(RI_DEADLINE_WARN_DAYS[1])}`]),
    deadlines([`crossedborderdate|>|${crossedBefore(RI_DEADLINE_WARN_DAYS[1])}`, `crossedborderdate|<=|${crossedBefore(RI_DEADLINE_WARN_DAYS[0])}`]),
    deadlines([]),
  ]);
  return {
    ...base,
    riStatic: { titleregownershipdate_null: ownership, bondreleasedate_null: bond },
    riDeadlines: { overdue, due10, due30, running },
  };
}
