import { Button } from '@fluentui/react-components';
import { REPORT_PAGE_SIZE } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, useSession } from '@portal/web-kit';
import { useState } from 'react';
import { REPORT_WITH, clientColumn, riMilestoneColumns, statusColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { vehicleFilters } from '../shared/report-filters.js';

/**
 * /clientOpenContracts (document 3 §2.8): the RI vehicles whose contract is still open, 10 a page, with
 * Refresh and the download; staff choose the client, client users see their own.
 */
export function OpenContractsPage() {
  const session = useSession() ?? undefined;
  const [reload, setReload] = useState(0);
  return (
    <PageFrame title="RI Open Contracts">
      <ResourceTable<ReportRow>
        aria-label="RI Open Contracts"
        resource="client_open_vehicles"
        columns={[vinColumn, ymmColumn, clientColumn(session), statusColumn, ...riMilestoneColumns()]}
        filters={vehicleFilters(session)}
        with={REPORT_WITH}
        defaultOrder={{ field: 'recordcreateddate', direction: 'desc' }}
        pageSize={REPORT_PAGE_SIZE}
        csvFilename="open_contracts.csv"
        reloadToken={reload}
        actions={<Button onClick={() => setReload((n) => n + 1)}>Refresh</Button>}
        rowKey={(r) => r.vehicleid}
      />
    </PageFrame>
  );
}
