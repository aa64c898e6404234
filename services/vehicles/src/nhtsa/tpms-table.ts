import type { TpmsWarning } from '@portal/contracts';

/** One row: a make and model whose vehicles of these model years might lack a compliant TPMS. */
export interface TpmsRow {
  make: string;
  model: string;
  from: number;
  to: number;
}

/**
 * Vehicles that might not comply with FMVSS No. 138 (tyre pressure monitoring, 49 CFR 571.138).
 *
 * Where the rows come from: FMVSS No. 138 was phased in for vehicles of 10,000 lb GVWR or less built
 * for the US market (S7: 20% of a maker's production from 2005-10-05, 70% from 2006-09-01, every vehicle
 * from 2007-09-01, i.e. model year 2008). Canada had no TPMS requirement, so Canadian-market vehicles
 * built before the rule covered all of US production could leave the factory without a monitor. The
 * rows are the high-volume Canadian-market cars, minivans and small SUVs this business imports,
 * over the model years (from 2000, the oldest it imports, to 2007, the last before the full requirement)
 * in which their Canadian versions could lack one. A row is a warning ("might not comply") that
 * inspection confirms or clears, not a finding; add, narrow or remove rows as inspections show.
 */
export const TPMS_TABLE: readonly TpmsRow[] = [
  { make: 'HONDA', model: 'Accord', from: 2000, to: 2007 },
  { make: 'HONDA', model: 'Civic', from: 2000, to: 2007 },
  { make: 'HONDA', model: 'CR-V', from: 2000, to: 2007 },
  { make: 'HONDA', model: 'Odyssey', from: 2000, to: 2004 },
  { make: 'ACURA', model: 'EL', from: 2000, to: 2005 },
  { make: 'ACURA', model: 'CSX', from: 2006, to: 2007 },
  { make: 'TOYOTA', model: 'Corolla', from: 2000, to: 2007 },
  { make: 'TOYOTA', model: 'Camry', from: 2000, to: 2006 },
  { make: 'TOYOTA', model: 'Matrix', from: 2003, to: 2007 },
  { make: 'TOYOTA', model: 'RAV4', from: 2000, to: 2005 },
  { make: 'TOYOTA', model: 'Echo', from: 2000, to: 2005 },
  { make: 'TOYOTA', model: 'Yaris', from: 2006, to: 2007 },
  { make: 'PONTIAC', model: 'Vibe', from: 2003, to: 2007 },
  { make: 'PONTIAC', model: 'Pursuit', from: 2005, to: 2006 },
  { make: 'PONTIAC', model: 'Wave', from: 2005, to: 2007 },
  { make: 'CHEVROLET', model: 'Cobalt', from: 2005, to: 2007 },
  { make: 'CHEVROLET', model: 'Aveo', from: 2004, to: 2007 },
  { make: 'CHEVROLET', model: 'Optra', from: 2004, to: 2007 },
  { make: 'CHEVROLET', model: 'Uplander', from: 2005, to: 2007 },
  { make: 'MAZDA', model: 'Mazda3', from: 2004, to: 2007 },
  { make: 'MAZDA', model: 'Protege', from: 2000, to: 2003 },
  { make: 'MAZDA', model: 'Mazda5', from: 2006, to: 2007 },
  { make: 'HYUNDAI', model: 'Accent', from: 2000, to: 2007 },
  { make: 'HYUNDAI', model: 'Elantra', from: 2000, to: 2006 },
  { make: 'KIA', model: 'Rio', from: 2001, to: 2007 },
  { make: 'KIA', model: 'Spectra', from: 2004, to: 2007 },
  { make: 'NISSAN', model: 'Sentra', from: 2000, to: 2006 },
  { make: 'NISSAN', model: 'X-Trail', from: 2005, to: 2006 },
  { make: 'FORD', model: 'Focus', from: 2000, to: 2007 },
  { make: 'DODGE', model: 'SX 2.0', from: 2003, to: 2005 },
  { make: 'VOLKSWAGEN', model: 'Golf', from: 2000, to: 2006 },
  { make: 'VOLKSWAGEN', model: 'Jetta', from: 2000, to: 2005 },
  { make: 'SUBARU', model: 'Impreza', from: 2000, to: 2007 },
];

/** Case, spaces and dashes do not matter ("CR-V", "crv", "Mazda 3"). */
function key(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The rows matching a decoded vehicle, as the decoder result lists them. */
export function tpmsWarnings(make: string, model: string, year: number | 'UNKNOWN', table: readonly TpmsRow[] = TPMS_TABLE): TpmsWarning[] {
  if (typeof year !== 'number') return [];
  return table
    .filter((row) => key(row.make) === key(make) && key(row.model) === key(model) && year >= row.from && year <= row.to)
    .map((row) => ({ make: row.make, model: row.model, years: `${row.from}-${row.to}` }));
}
