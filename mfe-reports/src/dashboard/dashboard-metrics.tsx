import { Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { readDashboard } from '@portal/contracts/call-routes';
import {
  DASHBOARD_PERIODS,
  DASHBOARD_PERIOD_LABEL,
  DASHBOARD_STATUSES,
  DASHBOARD_TOTALS,
  DRILL_LABEL,
  type DashboardPeriod,
  type DrillType,
} from '@portal/contracts/constants';
import { AppLink, useCall, useVehicleChanges, type DataState } from '@portal/web-kit';
import type { CallAnswer } from '@portal/contracts/call-routes';

export type Dashboard = CallAnswer<NonNullable<(typeof readDashboard)['entry']>>;

const useStyles = makeStyles({
  table: { maxWidth: '760px' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  group: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The three periods' answers, side by side, read again whenever vehicles the user may see change on the server. */
export function useDashboards(clientId: string): Record<DashboardPeriod, DataState<Dashboard>> {
  const query = (days: DashboardPeriod) => ({ query: { days, clientId: clientId || undefined } });
  const states = {
    thisweek: useCall(readDashboard, query('thisweek'), { keepPrevious: true }),
    thismonth: useCall(readDashboard, query('thismonth'), { keepPrevious: true }),
    '90': useCall(readDashboard, query('90'), { keepPrevious: true }),
  };
  useVehicleChanges(() => {
    for (const period of DASHBOARD_PERIODS) void states[period].refetch();
  });
  return states;
}

/** One metric's cell for a period: the number, a spinner while it comes, or the failure. */
function Cell({ state, pick }: { state: DataState<Dashboard>; pick: (d: Dashboard) => number }) {
  const styles = useStyles();
  if (state.data) return <TableCell className={styles.number}>{pick(state.data).toLocaleString('en-US')}</TableCell>;
  if (state.errorText) return <TableCell className={styles.error}>—</TableCell>;
  return (
    <TableCell>
      <Spinner size="extra-tiny" aria-label="Loading" />
    </TableCell>
  );
}

/**
 * The metrics of document 2 §9 for this week (from Sunday), this month and 90 days; the RI rows only when
 * the answer says so (an RI client, or no client chosen).
 */
export function DashboardMetrics({ states }: { states: Record<DashboardPeriod, DataState<Dashboard>> }) {
  const styles = useStyles();
  const first = states.thisweek.data ?? states.thismonth.data ?? states['90'].data;
  const showRi = first?.showRi ?? false;
  const failed = DASHBOARD_PERIODS.map((p) => states[p].errorText).find(Boolean);
  const rows = (group: string, metrics: ReadonlyArray<{ key: string; label: string; ri: boolean }>, of: 'totals' | 'statuses') => [
    <TableRow key={group}>
      <TableCell className={styles.group} colSpan={4}>
        {group}
      </TableCell>
    </TableRow>,
    ...metrics
      .filter((m) => showRi || !m.ri)
      .map((m) => (
        <TableRow key={m.key}>
          <TableCell>{m.label}</TableCell>
          {DASHBOARD_PERIODS.map((p) => (
            <Cell key={p} state={states[p]} pick={(d) => (d[of] as Record<string, number>)[m.key] ?? 0} />
          ))}
        </TableRow>
      )),
  ];
  return (
    <>
      {failed && (
        <Text role="alert" className={styles.error}>
          {failed}
        </Text>
      )}
      <Table aria-label="Dashboard" size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Metric</TableHeaderCell>
            {DASHBOARD_PERIODS.map((p) => (
              <TableHeaderCell key={p} className={styles.number}>
                {DASHBOARD_PERIOD_LABEL[p]}
                {states[p].data && (
                  <Text size={100} block>
                    from {states[p].data.period.start}
                  </Text>
                )}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows('Summary', DASHBOARD_TOTALS, 'totals')}
          {rows('Detailed', DASHBOARD_STATUSES, 'statuses')}
        </TableBody>
      </Table>
    </>
  );
}

/** The RI vehicles waiting for their ownership or bond release, each a link to its drill-down. */
export function RiStaticTiles({ dashboard, clientId }: { dashboard: Dashboard | undefined; clientId: string }) {
  if (!dashboard?.riStatic) return null;
  const counts: Record<DrillType, number> = {
    needsownership: dashboard.riStatic.titleregownershipdate_null,
    needsbondrelease: dashboard.riStatic.bondreleasedate_null,
  };
  return (
    <Table aria-label="RI" size="small" style={{ maxWidth: 480 }}>
      <TableBody>
        {(Object.keys(counts) as DrillType[]).map((type) => (
          <TableRow key={type}>
            <TableCell>
              <AppLink to={`/dashboard/drill/${type}${clientId ? `/${clientId}` : ''}`}>{DRILL_LABEL[type]}</AppLink>
            </TableCell>
            <TableCell style={{ textAlign: 'right' }}>{counts[type].toLocaleString('en-US')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
