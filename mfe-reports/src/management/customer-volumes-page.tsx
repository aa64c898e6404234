import { Checkbox } from '@fluentui/react-components';
import { customerVolumes, type CallAnswer } from '@portal/contracts/call-routes';
import { AppLink, PageFrame, businessToday, useCall } from '@portal/web-kit';
import { useState } from 'react';
import { PeriodFields } from '../shared/choice-fields.js';
import { SummaryTable, useSummaryStyles, type SummaryColumn } from '../shared/summary-table.js';

type Answer = CallAnswer<NonNullable<(typeof customerVolumes)['entry']>>;
type Row = Answer['rows'][number] | (Answer['totals'] & { clientid?: undefined; clientname?: undefined });

/** From the first of the month a year ago to the first of this month (document 3 §9). */
export function defaultVolumePeriod(today: string): { from: string; to: string } {
  const first = `${today.slice(0, 8)}01`;
  return { from: `${Number(today.slice(0, 4)) - 1}${first.slice(4)}`, to: first };
}

function columns(months: readonly string[]): SummaryColumn<Row>[] {
  return [
    { header: 'Client', kind: 'text', value: (r) => r.clientname ?? 'Total', link: (r) => (r.clientid ? `/admin/clients/${r.clientid}` : undefined) },
    ...months.map((month, i): SummaryColumn<Row> => ({ header: month, kind: 'count', value: (r) => r.counts[i] })),
    { header: 'Total', kind: 'count', value: (r) => r.total },
  ];
}

/** /management/customer-volumes (document 3 §2.7, §9): vehicles received per client and month, whole months unless exact dates are asked for. */
export function CustomerVolumesPage() {
  const styles = useSummaryStyles();
  const [period, setPeriod] = useState(() => defaultVolumePeriod(businessToday()));
  const [exactDates, setExactDates] = useState(false);
  const ready = Boolean(period.from && period.to);
  const report = useCall(customerVolumes, { body: { start: period.from, end: period.to, exactDates } }, { enabled: ready, keepPrevious: true });
  return (
    <PageFrame title="Customer Volumes">
      <div className={styles.filters}>
        <PeriodFields value={period} onChange={setPeriod} shortcuts={false} />
        <Checkbox label="Exact dates" checked={exactDates} onChange={(_, d) => setExactDates(d.checked === true)} />
      </div>
      <SummaryTable<Row>
        aria-label="Customer Volumes"
        columns={columns(report.data?.months ?? [])}
        rows={ready ? report.data?.rows : undefined}
        total={report.data?.totals}
        rowKey={(r) => r.clientid ?? 'total'}
        loading={ready && report.fetching}
        errorText={ready ? report.errorText : undefined}
        idleText="Choose a start and an end."
      />
      {report.data && <AppLink to="/management/customer-stats">Customer Stats</AppLink>}
    </PageFrame>
  );
}
