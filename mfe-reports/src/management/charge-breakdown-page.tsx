import { Button, Text } from '@fluentui/react-components';
import { ACCOUNTING_REPORT_TEXT } from '@portal/contracts/constants';
import { chargeBreakdown } from '@portal/contracts/call-routes';
import { PageFrame, alertError, businessToday, callPath, downloadAuthorizedFile, messageOf } from '@portal/web-kit';
import { useState } from 'react';
import { ClientSelect, PeriodFields, type Period } from '../shared/choice-fields.js';
import { thisMonth } from '../shared/report-filters.js';
import { useSummaryStyles } from '../shared/summary-table.js';

/**
 * /management/report-charges, the Charge Breakdown (document 2 §2, §7): start, end and client, and Get CSV,
 * which the server answers with the file (a row per charge, the totals per charge type). This month at first.
 */
export function ChargeBreakdownPage() {
  const styles = useSummaryStyles();
  const [range, setRange] = useState<Period>(() => thisMonth(businessToday()));
  const [clientId, setClientId] = useState('');
  const [busy, setBusy] = useState(false);
  const getCsv = async () => {
    setBusy(true);
    try {
      await downloadAuthorizedFile(callPath(chargeBreakdown), ACCOUNTING_REPORT_TEXT.CHARGE_BREAKDOWN_FILE, {
        start: range.from,
        end: range.to,
        ...(clientId ? { clientId } : {}),
      });
    } catch (error) {
      alertError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title="Charge Breakdown Report">
      <div className={styles.filters}>
        <PeriodFields value={range} onChange={setRange} />
        <ClientSelect value={clientId} onChange={setClientId} />
        <Button appearance="primary" disabled={busy || !range.from || !range.to} onClick={() => void getCsv()}>
          Get CSV
        </Button>
      </div>
      {busy && <Text>Preparing the CSV...</Text>}
    </PageFrame>
  );
}
