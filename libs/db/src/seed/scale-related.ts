import type pg from 'pg';

/**
 * The rows around the scale seed's vehicles, in the proportions of a working register: every vehicle
 * travels in a load of eight, carries notes, images and field history, and once it is a month old
 * it is billed on an invoice batch of fifty. One note in fifty is a client user's, still open. Each kind is one `INSERT ... SELECT` per chunk.
 */
export const RELATED_PER_VEHICLE = { notes: 2, images: 3, history: 4 } as const;
export const VEHICLES_PER_LOAD = 8;
export const VEHICLES_PER_INVOICE_BATCH = 50;

/** Adds the loads a chunk of `vehicles` vehicles travels in; answers the first load's id (the ids follow on). */
export async function insertLoads(client: pg.Client, vehicles: number, userId: number | null): Promise<number> {
  const loads = Math.ceil(vehicles / VEHICLES_PER_LOAD);
  const res = await client.query<{ first: number }>(
    `WITH ins AS (
       INSERT INTO client_loads (name, load_type, port, date_departure, created_by)
       SELECT 'L' || lpad(g::text, 7, '0'), CASE WHEN g % 4 = 0 THEN 'single' ELSE 'multiple' END, 'Laredo',
              (now() - make_interval(days => floor(random() * 2900)::int))::date, $2::int
       FROM generate_series(1, $1::int) g ORDER BY g RETURNING id)
     SELECT min(id) AS first FROM ins`,
    [loads, userId],
  );
  return res.rows[0]!.first;
}

/** The notes, images, history and invoices of the vehicles with ids first..last. */
export async function insertVehicleRelatedRows(client: pg.Client, first: number, last: number, userId: number | null): Promise<void> {
  const range = [first, last, userId];
  await client.query(
    `INSERT INTO vehicle_notes (notedate, vehicleid, userid, roleid, complete, note)
     SELECT v.recordcreateddate + make_interval(days => g), v.vehicleid, $3::int, CASE WHEN (v.vehicleid + g) % 50 = 0 THEN 1 ELSE 2 END,
            (v.vehicleid + g) % 50 <> 0,
            (ARRAY['Title received', 'Waiting on client paperwork', 'Called the auction', 'Bond released'])[1 + (v.vehicleid + g) % 4]
     FROM vehicles v CROSS JOIN generate_series(1, $4::int) g WHERE v.vehicleid BETWEEN $1 AND $2`,
    [...range, RELATED_PER_VEHICLE.notes],
  );
  await client.query(
    `INSERT INTO vehicle_images (vehicleid, imagename, imagetype, imageextension, cloud_url_orig, cloud_url_thumb, dateuploaded, userid, deleted)
     SELECT v.vehicleid, 'photo-' || g, t.ids[1 + (v.vehicleid + g) % array_length(t.ids, 1)], 'jpg',
            'https://images.example.com/' || v.vehicleid || '/' || g || '.jpg', 'https://images.example.com/' || v.vehicleid || '/' || g || '-thumb.jpg',
            v.recordcreateddate + make_interval(hours => g), $3::int, CASE WHEN (v.vehicleid + g) % 20 = 0 THEN 1 ELSE 0 END
     FROM vehicles v CROSS JOIN generate_series(1, $4::int) g CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM vehicle_image_types) t
     WHERE v.vehicleid BETWEEN $1 AND $2`,
    [...range, RELATED_PER_VEHICLE.images],
  );
  await client.query(
    `INSERT INTO history_items (created_at, target_field, value, old_value, userid, object_type, object_type_id)
     SELECT v.recordcreateddate + make_interval(days => g), (ARRAY['titlestatusid', 'statusid', 'mileage', 'processstate'])[1 + g % 4],
            (v.titlestatusid + g)::text, (v.titlestatusid + g - 1)::text, $3::int, 'vehicle', v.vehicleid
     FROM vehicles v CROSS JOIN generate_series(1, $4::int) g WHERE v.vehicleid BETWEEN $1 AND $2`,
    [...range, RELATED_PER_VEHICLE.history],
  );
  // One batch per fifty vehicles of the chunk; only vehicles older than a month are billed yet.
  const batches = await client.query<{ first: number }>(
    `WITH ins AS (
       INSERT INTO invoice_batches (invoicedate, userid)
       SELECT (now() - make_interval(days => g))::date, $2::int FROM generate_series(1, $1::int) g ORDER BY g RETURNING invoiceid)
     SELECT min(invoiceid) AS first FROM ins`,
    [Math.ceil((last - first + 1) / VEHICLES_PER_INVOICE_BATCH), userId],
  );
  await client.query(
    `INSERT INTO invoices (invoicebatchid, clientid, invoicedate, vehicleid, serialnumber, date_added_to_batch, totalcost)
     SELECT $3::int + (v.vehicleid - $1) / $4::int, v.clientid, (v.recordcreateddate + interval '30 days')::date, v.vehicleid, v.vehiclevin,
            v.recordcreateddate + interval '30 days', 250 + (v.vehicleid % 7) * 25
     FROM vehicles v WHERE v.vehicleid BETWEEN $1 AND $2 AND v.recordcreateddate < now() - interval '30 days'`,
    [first, last, batches.rows[0]!.first, VEHICLES_PER_INVOICE_BATCH],
  );
}
