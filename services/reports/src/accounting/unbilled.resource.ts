import { REPORT_BOUNDS, UNBILLED_PAGE_SIZE } from '@portal/contracts';
import { businessDayStart, reportResource } from '../report-vehicles/report-vehicle.js';
import { FEES_TOTAL_APPEND } from './unbilled-fees.js';

/**
 * Unbilled Units (document 3 §7): created since 2017-01-01, in no invoice batch (invoice id 0), not cancelled;
 * 50 a page; append `fees_total`, the fees the vehicle would be invoiced.
 */
export const unbilledResource = reportResource({
  name: 'vehicles_unbilled',
  where: { recordcreateddate: { gte: businessDayStart(REPORT_BOUNDS.UNBILLED_SINCE) }, invoiceid: 0, cancelled: { not: 1 } },
  defaultOrder: [{ field: 'recordcreateddate', direction: 'asc' }],
  pageSize: UNBILLED_PAGE_SIZE,
  appends: { fees_total: FEES_TOTAL_APPEND },
});
