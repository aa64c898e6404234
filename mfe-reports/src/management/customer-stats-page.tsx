import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Spinner, Text } from '@fluentui/react-components';
import { customerMonthlyStats, customerStats, type CallAnswer } from '@portal/contracts/call-routes';
import { AppLink, PageFrame, ResourceTable, businessToday, formatStamp, useCall } from '@portal/web-kit';
import { useState } from 'react';
import { useSummaryStyles } from '../shared/summary-table.js';
import { CustomerStatsTable } from './customer-stats-table.js';

type StatsRow = CallAnswer<NonNullable<(typeof customerStats)['entry']>>['rows'][number];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Rows shown for a minimum volume (document 3 §5): a client stays when this year or the year before reaches it. */
export function aboveMinimum<T extends { count: number; count_prev: number }>(rows: readonly T[], minimum: number): T[] {
  return rows.filter((r) => r.count >= minimum || r.count_prev >= minimum);
}

/** A client's notes, newest first, in a dialog. */
function NotesDialog({ client, onClose }: { client: StatsRow; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`${client.clientname}: Notes`}</DialogTitle>
          <DialogContent>
            <ResourceTable<{ id: number; notes: string; contactdate: string; user?: { username: string } | null }>
              aria-label="Customer Notes"
              resource="client_notes"
              fixedFilters={[{ field: 'clientid', op: 'eq', value: client.clientid }]}
              with={['user']}
              columns={[
                { key: 'date', header: 'Date', value: (n) => formatStamp(n.contactdate) },
                { key: 'user', header: 'By', value: (n) => n.user?.username ?? '' },
                { key: 'notes', header: 'Note', value: (n) => n.notes },
              ]}
              rowKey={(n) => n.id}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** One client's months against the year before. */
function MonthlyStats({ year, client }: { year: string; client: StatsRow }) {
  const months = useCall(customerMonthlyStats, { params: { year, clientid: String(client.clientid) } });
  if (months.errorText) return <Text role="alert">{months.errorText}</Text>;
  if (!months.data) return <Spinner size="small" label="Loading..." />;
  return (
    <CustomerStatsTable
      aria-label={`${client.clientname} by Month`}
      labels={['Month']}
      rows={months.data.rows}
      rowKey={(r) => r.month}
      label={(r) => [MONTH_NAMES[r.month - 1]]}
    />
  );
}

/**
 * /management/customer-stats (document 3 §2.7, §3, §5): every client's vehicles received this year (to date)
 * against the same days of the year before, with the minimum-volume filter, each client's months, its notes
 * and a link to its page.
 */
export function CustomerStatsPage() {
  const styles = useSummaryStyles();
  const [year, setYear] = useState(businessToday().slice(0, 4));
  const [minimum, setMinimum] = useState('');
  const [chosen, setChosen] = useState<StatsRow | null>(null);
  const [notesOf, setNotesOf] = useState<StatsRow | null>(null);
  const valid = /^(19|20)\d{2}$/.test(year);
  const stats = useCall(customerStats, { params: { year } }, { enabled: valid, keepPrevious: true });
  const rows = stats.data ? aboveMinimum(stats.data.rows, Number(minimum) || 0) : [];
  return (
    <PageFrame title="Customer Stats">
      <div className={styles.filters}>
        <Field label="Year" validationMessage={valid ? undefined : 'Enter a year such as 2026'}>
          <Input type="number" value={year} onChange={(_, d) => (setYear(d.value), setChosen(null))} />
        </Field>
        <Field label="Minimum Volume">
          <Input type="number" min={0} value={minimum} onChange={(_, d) => setMinimum(d.value)} />
        </Field>
        {stats.fetching && <Spinner size="tiny" label="Loading..." />}
      </div>
      {stats.errorText && <Text role="alert">{stats.errorText}</Text>}
      {stats.data && <Text>{`Vehicles received from January 1 through ${stats.data.through}, against the same days of ${stats.data.year - 1}.`}</Text>}
      {stats.data && rows.length === 0 && <Text>No Data</Text>}
      {rows.length > 0 && (
        <CustomerStatsTable
          aria-label="Customer Stats"
          labels={['Client', '']}
          rows={rows}
          rowKey={(r) => r.clientid}
          label={(r) => [
            <AppLink key="client" to={`/admin/clients/${r.clientid}`}>
              {r.clientname}
            </AppLink>,
            <span key="actions">
              <Button size="small" appearance="subtle" onClick={() => setChosen(r)}>
                By Month
              </Button>
              <Button size="small" appearance="subtle" onClick={() => setNotesOf(r)}>
                Notes
              </Button>
            </span>,
          ]}
        />
      )}
      {chosen && valid && (
        <>
          <Text weight="semibold">{`${chosen.clientname} by month`}</Text>
          <MonthlyStats year={year} client={chosen} />
        </>
      )}
      {notesOf && <NotesDialog client={notesOf} onClose={() => setNotesOf(null)} />}
    </PageFrame>
  );
}
