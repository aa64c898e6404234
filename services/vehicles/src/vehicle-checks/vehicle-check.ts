import type { VinDecodeResult } from '@portal/contracts';
import { isValidVin } from '@portal/db';
import { dutyCheck } from './vin-origin.js';

export interface VehicleCheckRow {
  vin: string;
  validVin: boolean;
  tpmsCheck: string;
  gstCheck: string;
}

export type DecodeVin = (vin: string) => Promise<VinDecodeResult>;

/** What a VIN as typed becomes before it is checked: no spaces, upper case. */
export function cleanVin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The TPMS answer in words: the table's rows that match the decoded vehicle, or that none does. */
export function tpmsCheck(decoded: Pick<VinDecodeResult, 'tpms' | 'modelyear'>): string {
  if (decoded.tpms.length === 0) return 'No TPMS concern';
  const rows = decoded.tpms.map((t) => `${t.make} ${t.model} ${t.years}`).join('; ');
  return `Possible non-compliant TPMS (FMVSS 138): ${rows}`;
}

/**
 * One row per VIN given, in the order given, repeats included (a sheet's rows stay where they were).
 * A VIN that is not 17 letters and digits with a check digit that holds is not decoded: its row says so.
 */
export async function checkVins(vins: readonly string[], decode: DecodeVin): Promise<VehicleCheckRow[]> {
  const decoded = new Map<string, Promise<VinDecodeResult>>();
  const rows: VehicleCheckRow[] = [];
  for (const raw of vins) {
    const vin = cleanVin(raw);
    const validVin = /^[A-Z0-9]{17}$/.test(vin) && isValidVin(vin);
    if (!validVin) {
      rows.push({ vin, validVin, tpmsCheck: 'Not checked: the VIN is not valid', gstCheck: dutyCheck(vin, false) });
      continue;
    }
    if (!decoded.has(vin)) decoded.set(vin, decode(vin));
    rows.push({ vin, validVin, tpmsCheck: tpmsCheck(await decoded.get(vin)!), gstCheck: dutyCheck(vin, true) });
  }
  return rows;
}
