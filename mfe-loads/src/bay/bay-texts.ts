import type { checkBayShipment, CallAnswer } from '@portal/contracts/call-routes';

export { LOAD_TEXT, LOAD_UPDATED_ALERT_MS } from '@portal/contracts/constants';
export { formatStamp } from '@portal/web-kit';
export type BayCheck = CallAnswer<NonNullable<(typeof checkBayShipment)['entry']>>;
