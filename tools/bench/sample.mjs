// Which rows the measured calls ask for: vehicles chosen at random across the loaded register, and
// the client of the client user the benchmark signs in as.

const SAMPLE_SIZE = 64;

export async function chooseSample(sql, clientUsername) {
  const vehicles = (await sql.query('SELECT vehicleid, vehiclevin FROM vehicles TABLESAMPLE SYSTEM (1) ORDER BY random() LIMIT $1', [SAMPLE_SIZE])).rows;
  if (vehicles.length < SAMPLE_SIZE) {
    // A small register has too few pages for a 1% block sample.
    vehicles.splice(0, vehicles.length, ...(await sql.query('SELECT vehicleid, vehiclevin FROM vehicles ORDER BY random() LIMIT $1', [SAMPLE_SIZE])).rows);
  }
  const clientId = (await sql.query('SELECT clientid FROM web_users WHERE username = $1', [clientUsername])).rows[0]?.clientid;
  if (!clientId) throw new Error(`bench: ${clientUsername} has no client`);
  return { vehicles, clientId };
}
