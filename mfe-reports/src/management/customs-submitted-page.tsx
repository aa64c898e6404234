import { Button, Card, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { customsSubmittedStats, type CallAnswer } from '@portal/contracts/call-routes';
import {
  CUSTOMS_PERIODS,
  CUSTOMS_PERIOD_LABEL,
  CUSTOMS_WEEKS,
  REPORT_PAGE_SIZE,
  customsPeriodRange,
  customsWeekOfYear,
  type CustomsPeriod,
} from '@portal/contracts/constants';
import { PageFrame, ResourceTable, businessToday, useCall, useSession, type FilterDef } from '@portal/web-kit';
import { useState } from 'react';
import { REPORT_WITH, clientColumn, dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';
import { StaffOnly } from '../shared/staff-only.js';
import { useSummaryStyles } from '../shared/summary-table.js';
import { yoyText, yoyTone } from './customer-stats-table.js';
import { YearSeriesChart } from './year-series-chart.js';

type Stats = CallAnswer<NonNullable<(typeof customsSubmittedStats)['entry']>>;

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEK_LABELS = Array.from({ length: CUSTOMS_WEEKS }, (_, i) => String(i + 1));
/** Each comparison: a period against the one before it. */
const COMPARISONS: ReadonlyArray<readonly [CustomsPeriod, CustomsPeriod]> = [
  ['thisweek', 'lastweek'],
  ['thismonth', 'lastmonth'],
  ['thisyear', 'lastyear'],
];

const submittedFilter: FilterDef = { kind: 'dateRange', key: 'submitted', label: 'Submitted to Customs', field: 'submittedtocustomsdate' };

const useStyles = makeStyles({
  cards: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  card: { minWidth: '220px' },
  count: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  charts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The lines of the year under way stop at today's week or month, rather than running on as zeros or a flat total. */
export function untilToday(series: Stats['graphData2'], today: string, slotOfToday: number): Stats['graphData2'] {
  const year = Number(today.slice(0, 4));
  return series.map((s) => (s.year === year ? { ...s, counts: s.counts.slice(0, slotOfToday) } : s));
}

/** The change against the period before, as a whole percent; none when that period had nothing. */
export function periodChange(count: number, previous: number): number | null {
  return previous > 0 ? Math.round(((count - previous) / previous) * 100) : null;
}

function Comparison({
  stats,
  current,
  previous,
  onShow,
}: {
  stats: Stats;
  current: CustomsPeriod;
  previous: CustomsPeriod;
  onShow: (p: CustomsPeriod) => void;
}) {
  const styles = useStyles();
  const now = stats.periodOverPeriod[current];
  const before = stats.periodOverPeriod[previous];
  const change = periodChange(now.count, before.count);
  // Coloured as the customer stats' YoY (document 3 §5): beyond ten percent either way.
  const tone = yoyTone(before.count, change);
  return (
    <Card className={styles.card} aria-label={CUSTOMS_PERIOD_LABEL[current]}>
      <Text weight="semibold">{CUSTOMS_PERIOD_LABEL[current]}</Text>
      <Text className={styles.count} data-count={current}>
        {now.count.toLocaleString('en-US')}
      </Text>
      <Text>
        {`${CUSTOMS_PERIOD_LABEL[previous]}: ${before.count.toLocaleString('en-US')} `}
        <span className={tone === 'plain' ? undefined : styles[tone]}>{`(${yoyText(before.count, change)})`}</span>
      </Text>
      <div>
        <Button size="small" appearance="subtle" onClick={() => onShow(current)}>
          {`List ${CUSTOMS_PERIOD_LABEL[current]}`}
        </Button>
        <Button size="small" appearance="subtle" onClick={() => onShow(previous)}>
          {`List ${CUSTOMS_PERIOD_LABEL[previous]}`}
        </Button>
      </div>
    </Card>
  );
}

/**
 * /management/ri-customs-submitted-report (document 3 §2.7, §3, §9): the vehicles submitted to customs this
 * week against last week, this month and year against the ones before, the weekly and monthly charts of this
 * year and the two before, and the list of a period (this week at first) with its CSV.
 */
export function CustomsSubmittedPage() {
  const styles = useStyles();
  const summary = useSummaryStyles();
  const session = useSession() ?? undefined;
  const stats = useCall(customsSubmittedStats, {});
  const [preset, setPreset] = useState(() => ({ submitted: customsPeriodRange('thisweek', businessToday()) }));
  const show = (period: CustomsPeriod) => setPreset({ submitted: customsPeriodRange(period, businessToday()) });
  return (
    <StaffOnly>
      <PageFrame title="RI Customs Submitted Report">
        {stats.errorText && (
          <Text role="alert" className={summary.error}>
            {stats.errorText}
          </Text>
        )}
        {!stats.data && !stats.errorText && <Spinner size="small" label="Loading..." />}
        {stats.data && (
          <>
            <div className={styles.cards}>
              {COMPARISONS.map(([current, previous]) => (
                <Comparison key={current} stats={stats.data!} current={current} previous={previous} onShow={show} />
              ))}
            </div>
            <div className={styles.charts}>
              <YearSeriesChart
                title="Submitted to Customs by Week"
                kind="line"
                labels={WEEK_LABELS}
                series={untilToday(stats.data.graphData2, stats.data.today, customsWeekOfYear(stats.data.today))}
              />
              <YearSeriesChart title="Submitted to Customs by Month" kind="bar" labels={MONTH_LABELS} series={stats.data.graphData3} />
              <YearSeriesChart
                title="Submitted to Customs, Year to Date"
                kind="line"
                labels={MONTH_LABELS}
                series={untilToday(stats.data.graphData4, stats.data.today, Number(stats.data.today.slice(5, 7)))}
              />
            </div>
          </>
        )}
        <ResourceTable<ReportRow>
          aria-label="Vehicles Submitted to Customs"
          resource="vehicles_customs_submitted"
          columns={[
            vinColumn,
            ymmColumn,
            clientColumn(session),
            statusColumn,
            dateColumn('submittedtocustomsdate', 'Submitted to Customs'),
            dateColumn('crossedborderdate', 'Crossed Border'),
          ]}
          filters={[submittedFilter, ...vehicleFilters(session)]}
          presetValues={preset}
          with={REPORT_WITH}
          defaultOrder={{ field: 'submittedtocustomsdate', direction: 'desc' }}
          pageSize={REPORT_PAGE_SIZE}
          csvFilename="vehicles_customs_submitted.csv"
          actions={
            <>
              {CUSTOMS_PERIODS.map((period) => (
                <Button key={period} onClick={() => show(period)}>
                  {CUSTOMS_PERIOD_LABEL[period]}
                </Button>
              ))}
            </>
          }
          rowKey={(r) => r.vehicleid}
        />
      </PageFrame>
    </StaffOnly>
  );
}
