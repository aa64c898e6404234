import { RI_PROBLEMS_PAGE_SIZE, RI_PROBLEM_COMBINED_CHOICE, RI_PROBLEM_DEFAULT_STATUS, RI_PROBLEM_STATUS_IDS } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, lookupOptions, useSession, type ApiClient, type FilterDef } from '@portal/web-kit';
import { useMemo } from 'react';
import { REPORT_WITH, clientColumn, dateColumn, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';

const problemStatuses = lookupOptions('title_statuses', 'statusid', 'statusname', {
  filters: [{ field: 'statusid', op: 'in', value: RI_PROBLEM_STATUS_IDS }],
  order_by: [{ field: 'statusid' }],
});

/** The statuses RI problems offers (document 3 §4): 2, 14 and 19 by name, then 21 and 23 together. */
const statusFilter: FilterDef = {
  kind: 'choice',
  key: 'status',
  label: 'Title Status',
  field: 'titlestatusid',
  op: 'in',
  loadOptions: async (api: ApiClient) => [...(await problemStatuses(api)), { ...RI_PROBLEM_COMBINED_CHOICE }],
};

/**
 * /management/ri-problems (document 3 §2.8, §6, §7): RI clients' vehicles over the border in a problem
 * status, oldest crossing first, 50 a page; client users see their own, staff choose the client.
 */
export function RiProblemsPage() {
  const session = useSession() ?? undefined;
  const preset = useMemo(() => ({ status: RI_PROBLEM_DEFAULT_STATUS }), []);
  return (
    <PageFrame title="RI Problem Report">
      <ResourceTable<ReportRow>
        aria-label="RI Problem Report"
        resource="vehicles_problems"
        columns={[
          vinColumn,
          ymmColumn,
          clientColumn(session),
          statusColumn,
          dateColumn('crossedborderdate', 'Crossed Border'),
          dateColumn('submitteddotdate', 'DOT Submitted'),
          dateColumn('bondreleasedate', 'Bond Release'),
        ]}
        filters={[statusFilter, ...vehicleFilters(session)]}
        presetValues={preset}
        with={REPORT_WITH}
        defaultOrder={{ field: 'crossedborderdate', direction: 'asc' }}
        pageSize={RI_PROBLEMS_PAGE_SIZE}
        pageSizes={[RI_PROBLEMS_PAGE_SIZE, 100]}
        csvFilename="ri_problem_report.csv"
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
