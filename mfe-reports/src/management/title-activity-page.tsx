import { Text } from '@fluentui/react-components';
import { ACTIVITY_LABEL, ACTIVITY_TYPES, TITLE_ACTIVITY_MAX_ROWS, type ActivityType } from '@portal/contracts/constants';
import { titleActivity, type CallAnswer } from '@portal/contracts/call-routes';
import { AppLink, PageFrame, formatStamp, formatUsDate, useCall } from '@portal/web-kit';
import { useParams, useSearchParams } from 'react-router';
import { SummaryTable, type SummaryColumn } from '../shared/summary-table.js';
import { UnknownReportPage } from '../shared/unknown-report-page.js';

type Event = CallAnswer<NonNullable<(typeof titleActivity)['entry']>>['rows'][number];

const COLUMNS: SummaryColumn<Event>[] = [
  { header: 'VIN', kind: 'text', value: (r) => r.vehiclevin, link: (r) => `/vehicles/${r.vehicleid}` },
  { header: 'User', kind: 'text', value: (r) => r.username },
  { header: 'When', kind: 'text', value: (r) => formatStamp(r.at) },
];

const isType = (type: string | undefined): type is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(type ?? '');
const isDay = (day: string | undefined): day is string => /^\d{4}-\d{2}-\d{2}$/.test(day ?? '');

/**
 * /management/activity/{type}/{start}/{end}: the work behind a Staff Volume count (of one user when the link
 * came from that user's row), newest first, each vehicle a link to its page.
 */
export function TitleActivityPage() {
  const { type, start, end } = useParams();
  const [search] = useSearchParams();
  if (!isType(type) || !isDay(start) || !isDay(end)) return <UnknownReportPage />;
  const userId = /^\d+$/.test(search.get('user') ?? '') ? (search.get('user') ?? '') : '';
  return <TitleActivity type={type} start={start} end={end} userId={userId} />;
}

function TitleActivity(props: { type: ActivityType; start: string; end: string; userId: string }) {
  const report = useCall(titleActivity, { query: { type: props.type, start: props.start, end: props.end, userId: props.userId } });
  // Every row of one user's list names that user.
  const userName = props.userId ? report.data?.rows[0]?.username : undefined;
  const who = userName ? ` by ${userName}` : '';
  const total = report.data?.total ?? 0;
  return (
    <PageFrame title="Title Activity">
      <Text>
        {`${ACTIVITY_LABEL[props.type]}${who}, ${formatUsDate(props.start)} to ${formatUsDate(props.end)}`}
        {report.data && `: ${total.toLocaleString('en-US')}`}
      </Text>
      {total > TITLE_ACTIVITY_MAX_ROWS && <Text>{`The newest ${TITLE_ACTIVITY_MAX_ROWS} are listed; narrow the dates to see the rest.`}</Text>}
      <SummaryTable
        aria-label="Title Activity"
        columns={COLUMNS}
        rows={report.data?.rows}
        rowKey={(r) => `${r.vehicleid}-${r.at}`}
        loading={report.fetching}
        errorText={report.errorText}
      />
      <AppLink to="/management/activity">Back to Staff Volume</AppLink>
    </PageFrame>
  );
}
