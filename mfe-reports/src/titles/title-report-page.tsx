import { TITLE_REPORT_TYPES, type TitleReportType } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, useSession } from '@portal/web-kit';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { REPORT_WITH, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';
import { StaffOnly } from '../shared/staff-only.js';
import { UnknownReportPage } from '../shared/unknown-report-page.js';
import { TITLE_REPORTS } from './title-report-kinds.js';

function isTitleReport(type: string | undefined): type is TitleReportType {
  return (TITLE_REPORT_TYPES as readonly string[]).includes(type ?? '');
}

/** /titles/{reportType} (document 3 §2.7): a filterable, paged table with its CSV download. */
export function TitleReportPage() {
  const { reportType } = useParams();
  if (!isTitleReport(reportType)) return <UnknownReportPage />;
  return (
    <StaffOnly>
      {/* A page per report type: its filters and saved values never leak into another report's. */}
      <TitleReport key={reportType} type={reportType} />
    </StaffOnly>
  );
}

function TitleReport({ type }: { type: TitleReportType }) {
  const session = useSession() ?? undefined;
  const kind = TITLE_REPORTS[type];
  const preset = useMemo(() => kind.range?.preset(), [kind]);
  return (
    <PageFrame title={kind.title}>
      <ResourceTable<ReportRow>
        aria-label={kind.title}
        resource={kind.resource}
        columns={kind.columns(session)}
        filters={[...(kind.range ? [kind.range.filter] : []), ...vehicleFilters(session)]}
        presetValues={preset}
        with={[...REPORT_WITH, ...(type === 'titlesSent' ? ['auction'] : [])]}
        defaultOrder={{ field: kind.defaultField, direction: kind.defaultDirection }}
        csvFilename={kind.csvFilename}
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
