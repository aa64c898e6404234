import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  Spinner,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { sendTitlesSent, titlesSentGroups, titlesSentPdf } from '@portal/contracts/call-routes';
import { INVOICE_TEXT } from '@portal/contracts/constants';
import { monthBounds } from '@portal/contracts/csv';
import {
  alertError,
  alertSuccess,
  AppLink,
  businessToday,
  call,
  callPath,
  FittedTable,
  formatUsDate,
  messageOf,
  PageFrame,
  RecallWarrantiesButton,
  useApi,
  useCall,
  useFittedCellClasses,
} from '@portal/web-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { openPdf } from '../batch-detail/batch-documents.js';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
});

/** One row of the screen: the titles sent on a date to a client through an auction. */
export interface TitlesSentGroup {
  sent_to_auction_date: string;
  client_id: number | null;
  client_name: string;
  auction_name: string;
  count: number;
  data: Array<{ id: number; overnight_tracking_number: string | null; auction_name: string; vin: string | null; vehicle_id: number | null }>;
}

/**
 * /admin/titlesSent (document 3 §2.7): the titles sent in a period grouped by date, client and auction. A
 * group opens its list (overnight tracking number, auction, VIN) with Print, Bay Recall Warranties and Send by Email.
 */
export function TitlesSentPage() {
  const styles = useStyles();
  const [search] = useSearchParams();
  // The current month in Indianapolis by default (document 3 §9).
  const month = monthBounds(businessToday());
  const [start, setStart] = useState(search.get('start') ?? month.start);
  const [end, setEnd] = useState(search.get('end') ?? month.end);
  const [open, setOpen] = useState<TitlesSentGroup | null>(null);
  const answer = useCall(titlesSentGroups, { query: { start: start || undefined, end: end || undefined } }, { keepPrevious: true });
  const groups: TitlesSentGroup[] = (answer.data?.data ?? []).flatMap((day) =>
    day.clients.flatMap((client) =>
      client.auctions.map((auction) => ({
        sent_to_auction_date: day.sent_to_auction_date,
        client_id: client.client_id,
        client_name: client.client_name,
        auction_name: auction.auction_name,
        count: auction.count,
        data: auction.data,
      })),
    ),
  );
  return (
    <PageFrame title="Titles Sent">
      <div className={styles.filters}>
        <Field label="Start Date">
          <Input type="date" value={start} onChange={(_, d) => setStart(d.value)} />
        </Field>
        <Field label="End Date">
          <Input type="date" value={end} onChange={(_, d) => setEnd(d.value)} />
        </Field>
        {answer.data ? <Text>Titles: {answer.data.total}</Text> : null}
      </div>
      {answer.loading ? <Spinner label="Loading titles sent…" /> : null}
      {answer.errorText ? <Text role="alert">{answer.errorText}</Text> : null}
      {answer.data && groups.length === 0 ? <Text>{INVOICE_TEXT.NO_DATA}</Text> : null}
      {groups.length > 0 ? (
        <FittedTable aria-label="Titles Sent">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Date Sent</TableHeaderCell>
              <TableHeaderCell>Client</TableHeaderCell>
              <TableHeaderCell>Auction</TableHeaderCell>
              <TableHeaderCell>Titles</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.map((g) => (
              <TableRow key={`${g.sent_to_auction_date}|${g.client_id}|${g.client_name}|${g.auction_name}`}>
                <TableCell>
                  <Link onClick={() => setOpen(g)}>{formatUsDate(g.sent_to_auction_date)}</Link>
                </TableCell>
                <TableCell>{g.client_name}</TableCell>
                <TableCell>{g.auction_name}</TableCell>
                <TableCell>{g.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </FittedTable>
      ) : null}
      <TitlesSentDialog group={open} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}

function groupKey(group: TitlesSentGroup) {
  return { sent_to_auction_date: group.sent_to_auction_date, client_id: String(group.client_id ?? 0), auction_name: group.auction_name };
}

/**
 * A group's titles, its print, the recall warranty letters of its vehicles, and the e-mail of the same PDF
 * (a failure shows its message and nothing more is sent).
 */
function TitlesSentDialog({ group, onClose }: { group: TitlesSentGroup | null; onClose: () => void }) {
  const styles = useStyles();
  const cells = useFittedCellClasses();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const print = async () => {
    if (!group) return;
    await openPdf(callPath(titlesSentPdf, undefined, groupKey(group)), false, `titles-sent-${group.sent_to_auction_date}.pdf`);
  };
  const send = async () => {
    if (!group) return;
    setSending(true);
    try {
      const answer = await call(api, sendTitlesSent, { body: { ...groupKey(group), email: email.trim() } });
      alertSuccess(answer.message);
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={group !== null} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface aria-label="Titles Sent list">
        <DialogBody>
          <DialogTitle>
            {group ? `${formatUsDate(group.sent_to_auction_date)} ${group.client_name}${group.auction_name ? ` - ${group.auction_name}` : ''}` : ''}
          </DialogTitle>
          <DialogContent>
            {group ? (
              <>
                <FittedTable aria-label="Titles" size="small">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Overnight Tracking #</TableHeaderCell>
                      <TableHeaderCell>Auction</TableHeaderCell>
                      <TableHeaderCell>VIN</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {group.data.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell>{row.overnight_tracking_number ?? ''}</TableCell>
                        <TableCell>{row.auction_name}</TableCell>
                        <TableCell className={cells.vin}>
                          {row.vehicle_id ? <AppLink to={`/vehicles/${row.vehicle_id}`}>{row.vin ?? ''}</AppLink> : (row.vin ?? '')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </FittedTable>
                <div className={styles.actions}>
                  <Button disabled={group.data.length === 0} onClick={() => void print()}>
                    Print
                  </Button>
                  <RecallWarrantiesButton vehicleIds={group.data.map((row) => Number(row.vehicle_id ?? 0))} />
                  <Field label="Email">
                    <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
                  </Field>
                  <Button appearance="primary" disabled={email.trim() === '' || sending || group.data.length === 0} onClick={() => void send()}>
                    Send by Email
                  </Button>
                </div>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
