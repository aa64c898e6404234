import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { invoiceSummary, type CallAnswer } from '@portal/contracts/call-routes';
import { AppLink, formatCurrency, formatUsDate } from '@portal/web-kit';
import { useSummaryStyles } from '../shared/summary-table.js';

export type InvoiceSummaryAnswer = CallAnswer<NonNullable<(typeof invoiceSummary)['entry']>>;

const useStyles = makeStyles({
  client: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  date: { fontWeight: tokens.fontWeightSemibold },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginTop: tokens.spacingVerticalS },
});

export interface InvoiceSummaryTableProps {
  'aria-label': string;
  summary: InvoiceSummaryAnswer | undefined;
  loading: boolean;
  errorText?: string;
  /** The text of an empty period. */
  emptyText: string;
  /** What shows before the report can run (a date still to choose). */
  idleText?: string;
  onPage: (page: number) => void;
}

/**
 * Invoice lines grouped by client, then invoice date (document 3 §3 Invoice summary row): each client's and
 * each date's count and total over a row of their own, the lines beneath with their batch and vehicle
 * links, the period's total last, and a pager past 1000 lines.
 */
export function InvoiceSummaryTable(props: InvoiceSummaryTableProps) {
  const styles = { ...useSummaryStyles(), ...useStyles() };
  const { summary } = props;
  if (props.errorText)
    return (
      <Text role="alert" className={styles.error}>
        {props.errorText}
      </Text>
    );
  if (!summary && props.idleText && !props.loading) return <Text>{props.idleText}</Text>;
  if (!summary) return props.loading ? <Spinner size="small" label="Loading..." /> : null;
  if (summary.rows.length === 0) return <Text>{props.emptyText}</Text>;
  return (
    <>
      <Table aria-label={props['aria-label']} aria-busy={props.loading} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Client / Invoice Date</TableHeaderCell>
            <TableHeaderCell>Invoice #</TableHeaderCell>
            <TableHeaderCell>Batch #</TableHeaderCell>
            <TableHeaderCell>VIN</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Count</TableHeaderCell>
            <TableHeaderCell className={styles.number}>Total</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {summary.rows.map((client) => [
            <TableRow key={`c${client.clientid ?? 'none'}`} className={styles.client}>
              <TableCell colSpan={4}>{client.name}</TableCell>
              <TableCell className={styles.number}>{client.count.toLocaleString('en-US')}</TableCell>
              <TableCell className={styles.number}>{formatCurrency(client.total_cost)}</TableCell>
            </TableRow>,
            ...client.dates.map((date) => [
              <TableRow key={`d${client.clientid ?? 'none'}-${date.name}`} className={styles.date}>
                <TableCell colSpan={4}>{formatUsDate(date.name)}</TableCell>
                <TableCell className={styles.number}>{date.count.toLocaleString('en-US')}</TableCell>
                <TableCell className={styles.number}>{formatCurrency(date.total_cost)}</TableCell>
              </TableRow>,
              ...date.data.map((line) => (
                <TableRow key={line.invoice_detail_id} data-testid="invoice-line">
                  <TableCell />
                  <TableCell>{line.invoice_detail_id}</TableCell>
                  <TableCell>
                    <AppLink to={`/invoicebatches/${line.invoice_batch_id}`}>{line.invoice_batch_id}</AppLink>
                  </TableCell>
                  <TableCell>{line.vehicle_id ? <AppLink to={`/vehicles/${line.vehicle_id}`}>{line.serial_number}</AppLink> : line.serial_number}</TableCell>
                  <TableCell />
                  <TableCell className={styles.number}>{formatCurrency(line.total_cost)}</TableCell>
                </TableRow>
              )),
            ]),
          ])}
          <TableRow className={styles.total}>
            <TableCell colSpan={4}>Total</TableCell>
            <TableCell className={styles.number}>{summary.total.count.toLocaleString('en-US')}</TableCell>
            <TableCell className={styles.number}>{formatCurrency(summary.total.total_cost)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {summary.lastPage > 1 && (
        <div className={styles.pager}>
          <Button disabled={summary.page <= 1 || props.loading} onClick={() => props.onPage(summary.page - 1)}>
            Previous
          </Button>
          <Text>
            Page {summary.page} of {summary.lastPage}
          </Text>
          <Button disabled={summary.page >= summary.lastPage || props.loading} onClick={() => props.onPage(summary.page + 1)}>
            Next
          </Button>
        </div>
      )}
    </>
  );
}
