// Which rows the measured calls ask for: vehicles chosen at random across the loaded register, and
// the client of the client user the benchmark signs in as.

import { VIN_PATTERNS, buildVin } from '@portal/db';
import { IMPORT_ROW_COUNT } from './scenarios.mjs';

const SAMPLE_SIZE = 64;

export async function chooseSample(sql, clientUsername) {
  const vehicles = (await sql.query('SELECT vehicleid, vehiclevin FROM vehicles TABLESAMPLE SYSTEM (1) ORDER BY random() LIMIT $1', [SAMPLE_SIZE])).rows;
  if (vehicles.length < SAMPLE_SIZE) {
    // A small register has too few pages for a 1% block sample.
    vehicles.splice(0, vehicles.length, ...(await sql.query('SELECT vehicleid, vehiclevin FROM vehicles ORDER BY random() LIMIT $1', [SAMPLE_SIZE])).rows);
  }
  const clientId = (await sql.query('SELECT clientid FROM web_users WHERE username = $1', [clientUsername])).rows[0]?.clientid;
  if (!clientId) throw new Error(`bench: ${clientUsername} has no client`);
  // An import file of registered VINs (found as already there) and new ones, half and half.
  const half = IMPORT_ROW_COUNT / 2;
  const registered = (await sql.query('SELECT vehiclevin FROM vehicles ORDER BY vehicleid DESC LIMIT $1', [half])).rows.map((r) => r.vehiclevin);
  const fresh = Array.from({ length: IMPORT_ROW_COUNT - registered.length }, (_, i) => buildVin(VIN_PATTERNS[i % VIN_PATTERNS.length], 999_999 - i));
  const titleType = (await sql.query('SELECT titleapplicationid FROM title_application_types ORDER BY titleapplicationid LIMIT 1')).rows[0]?.titleapplicationid;
  const vehicleCount = (await sql.query('SELECT count(*)::int AS n FROM vehicles')).rows[0].n;
  return { vehicles, clientId, titleType, importVins: [...registered, ...fresh], vehicleCount };
}
