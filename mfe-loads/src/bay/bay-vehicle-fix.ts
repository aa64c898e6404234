import { LOAD_TEXT } from '@portal/contracts/constants';

/** What the bay holds for a VIN, as bayVehicleInfo answers it. */
export interface BayRecord {
  id: string;
  vin: string;
}

/**
 * What the Bay Vehicle Fix dialog says of the bay's records (document 2 §8), and whether the fix is
 * offered: only with exactly one record can the vehicle be linked to it.
 */
export function bayRecordsVerdict(records: ReadonlyArray<BayRecord>): { message: string | null; canFix: boolean } {
  if (records.length === 0) return { message: LOAD_TEXT.BAY_VEHICLE_NOT_FOUND, canFix: false };
  if (records.length > 1) return { message: LOAD_TEXT.BAY_VEHICLE_SEVERAL, canFix: false };
  return { message: null, canFix: true };
}
