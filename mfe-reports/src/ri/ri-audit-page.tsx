import { Button, Link } from '@fluentui/react-components';
import { REPORT_PAGE_SIZE, previousQuarter, quarterOf } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, businessToday, useSession, type Column, type FilterDef } from '@portal/web-kit';
import { useState } from 'react';
import { REPORT_WITH, clientColumn, riMilestoneColumns, statusColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';
import { StaffOnly } from '../shared/staff-only.js';

const quarterFilter: FilterDef = { kind: 'dateRange', key: 'dot', label: 'DOT Submitted', field: 'submitteddotdate' };

/** The VIN opens the vehicle in a new tab, so the auditor keeps the report where it was (document 3 §2.8). */
const vinInNewTab: Column<ReportRow> = {
  key: 'vin',
  header: 'VIN',
  value: (r) => r.vehiclevin,
  render: (r) => (
    <Link href={`/vehicles/${r.vehicleid}`} target="_blank" rel="noopener">
      {r.vehiclevin}
    </Link>
  ),
  sortField: 'vehiclevin',
  csv: 'vehiclevin',
};

/** /management/ri-nhtsa-audit-report (document 3 §2.8, §7, §9): vehicles submitted to the DOT in a quarter, this quarter at first. */
export function RiAuditPage() {
  const session = useSession() ?? undefined;
  const [preset, setPreset] = useState(() => ({ dot: quarterOf(businessToday()) }));
  return (
    <StaffOnly>
      <PageFrame title="RI NHTSA Audit Report">
        <ResourceTable<ReportRow>
          aria-label="RI NHTSA Audit Report"
          resource="vehicles_dot_submitted"
          columns={[vinInNewTab, ymmColumn, clientColumn(session), statusColumn, ...riMilestoneColumns()]}
          filters={[quarterFilter, ...vehicleFilters(session)]}
          presetValues={preset}
          with={REPORT_WITH}
          defaultOrder={{ field: 'recordcreateddate', direction: 'asc' }}
          pageSize={REPORT_PAGE_SIZE}
          csvFilename="vehicles_dot_submitted.csv"
          actions={
            <>
              <Button onClick={() => setPreset({ dot: previousQuarter(businessToday()) })}>Last Quarter</Button>
              <Button onClick={() => setPreset({ dot: quarterOf(businessToday()) })}>This Quarter</Button>
            </>
          }
          rowKey={(r) => r.vehicleid}
        />
      </PageFrame>
    </StaffOnly>
  );
}
