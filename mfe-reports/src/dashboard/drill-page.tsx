import { Button } from '@fluentui/react-components';
import { missingBondReleaseXlsx } from '@portal/contracts/call-routes';
import { DASHBOARD_TEXT, DRILL_FILTERS, DRILL_LABEL, DRILL_PAGE_SIZE, DRILL_TYPES, type DrillType } from '@portal/contracts/constants';
import { PageFrame, ResourceTable, alertError, callPath, downloadAuthorizedFile, isAdmin, messageOf, useSession, type Filter } from '@portal/web-kit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { filterFromText } from '../shared/report-filters.js';
import { REPORT_WITH, clientColumn, dateColumn, vinColumn, ymmColumn, type ReportRow } from '../shared/report-columns.js';
import { UnknownReportPage } from '../shared/unknown-report-page.js';

function isDrill(type: string | undefined): type is DrillType {
  return (DRILL_TYPES as readonly string[]).includes(type ?? '');
}

/** A drill type's filters as the list grammar's clauses. */
function drillFilters(type: DrillType, clientId: string | undefined): Filter[] {
  const fixed = DRILL_FILTERS[type].map(filterFromText);
  return clientId ? [...fixed, { field: 'clientid', op: 'eq', value: Number(clientId) }] : fixed;
}

/** /dashboard/drill/{drillType}/{clientId?} (document 2 §2): the vehicles behind an RI count, 25 a page. */
export function DrillPage() {
  const { drillType, clientId } = useParams();
  const navigate = useNavigate();
  const session = useSession() ?? undefined;
  const [downloading, setDownloading] = useState(false);
  if (!isDrill(drillType) || (clientId !== undefined && !/^\d+$/.test(clientId))) return <UnknownReportPage />;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuthorizedFile(callPath(missingBondReleaseXlsx, undefined, { clientId }), DASHBOARD_TEXT.MISSING_BOND_RELEASE_FILE);
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <PageFrame title={DASHBOARD_TEXT.DRILL_TITLE}>
      <ResourceTable<ReportRow>
        aria-label={DRILL_LABEL[drillType]}
        resource="vehicles_drill"
        columns={[
          vinColumn,
          ymmColumn,
          ...(isAdmin(session) ? [clientColumn(session)] : []),
          dateColumn('crossedborderdate', 'Crossed Border'),
          dateColumn('titleregownershipdate', 'Ownership'),
          dateColumn('submitteddotdate', 'DOT Submitted'),
          dateColumn('bondreleasedate', 'Bond Release'),
        ]}
        fixedFilters={drillFilters(drillType, clientId)}
        with={REPORT_WITH}
        defaultOrder={{ field: 'crossedborderdate', direction: 'asc' }}
        pageSize={DRILL_PAGE_SIZE}
        rowKey={(r) => r.vehicleid}
        actions={
          <>
            <Button onClick={() => navigate('/dashboard')}>{DASHBOARD_TEXT.BACK}</Button>
            {drillType === 'needsbondrelease' && (
              <Button appearance="primary" onClick={() => void download()} disabled={downloading}>
                {DASHBOARD_TEXT.DOWNLOAD_XLSX}
              </Button>
            )}
          </>
        }
      />
    </PageFrame>
  );
}
