// The formatters live with the CSV column grammar in @portal/contracts, so a downloaded CSV (written
// by the gateway) shows dates and amounts exactly as the table on screen does.
export { BUSINESS_TIME_ZONE, businessToday, formatCurrency, formatDate, formatStamp, formatUsDate, indianapolisNow } from '@portal/contracts/csv';
