// The hand-written statements that answer each benchmarked question directly: what a careful person
// would send PostgreSQL for the same rows, relations and total. Totals of the whole list and of one
// client's list are summed from vehicle_counts, as the engine reads them; a VIN or Last6 search is counted.

const CLIENT_VIEW = `json_build_object('clientid', c.clientid, 'clientname', c.clientname, 'clientactive', c.clientactive,
  'is_ri', c.is_ri, 'ri_reg_docs_complete', c.ri_reg_docs_complete`;

/** The client as the vehicle screens show it, with the two client defaults and the agents the engine nests. */
const CLIENT_WITH_NESTED = `(SELECT ${CLIENT_VIEW},
    'defaults', (SELECT json_build_object('vehicle_release_days', d.vehicle_release_days, 'lotvision_domain', d.lotvision_domain)
                 FROM client_defaults d WHERE d.clientid = c.clientid),
    'client_agents', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name), '[]')
                      FROM client_agents a WHERE a.client_id = c.clientid))
  FROM clients c WHERE c.clientid = v.clientid) AS client`;

const TITLE_STATUS = '(SELECT row_to_json(t) FROM title_statuses t WHERE t.statusid = v.titlestatusid) AS title_status';

/** A page of the vehicle list with its client and title status, newest first, and the list's total. */
export function vehiclePage({ where = 'TRUE', total, limit = 10 }) {
  return `SELECT v.*, ${CLIENT_WITH_NESTED}, ${TITLE_STATUS}, (${total}) AS total
FROM vehicles v WHERE ${where} ORDER BY v.vehicleid DESC LIMIT ${limit}`;
}

export const TOTAL_FROM_COUNTS = 'SELECT coalesce(sum(n), 0) FROM vehicle_counts';

/** One vehicle with every relation its detail page loads (readWith) and the appends it asks for. */
export const VEHICLE_DETAIL = `SELECT v.*, ${CLIENT_WITH_NESTED},
  (SELECT ${CLIENT_VIEW}) FROM clients c WHERE c.clientid = v.billtoclientid) AS billto_client,
  (SELECT ${CLIENT_VIEW}, 'client_agents', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name), '[]')
     FROM client_agents a WHERE a.client_id = c.clientid)) FROM clients c WHERE c.clientid = v.purchaseclientid) AS purchase_client,
  ${TITLE_STATUS},
  (SELECT row_to_json(s) FROM vehicle_statuses s WHERE s.statusid = v.statusid) AS vehicle_status,
  (SELECT json_build_object('titleapplicationid', a.titleapplicationid, 'titleapplicationtype', a.titleapplicationtype,
     'has_conforming_requirement', a.has_conforming_requirement, 'stateid', a.stateid)
   FROM title_application_types a WHERE a.titleapplicationid = v.titleprocessingtype) AS application_type,
  (SELECT json_build_object('auctionid', a.auctionid, 'auctionname', a.auctionname) FROM auctions a WHERE a.auctionid = v.auctionid) AS auction,
  (SELECT row_to_json(s) FROM us_states s WHERE s.stateid = v.processstate) AS state,
  (SELECT json_build_object('id', l.id, 'name', l.name, 'load_type', l.load_type, 'client_id', l.client_id)
   FROM client_loads l WHERE l.id = v.client_load_id) AS client_load,
  (SELECT json_build_object('id', a.id, 'name', a.name) FROM client_agents a WHERE a.id = v.client_agent_id) AS client_agent,
  (SELECT json_build_object('userid', u.userid, 'name', u.name) FROM web_users u WHERE u.userid = v.enteredby) AS entered_by_user,
  (SELECT coalesce(json_agg(t ORDER BY t.date), '[]') FROM vehicle_timers t WHERE t.vehicle_id = v.vehicleid) AS dot_timers,
  (SELECT row_to_json(n) FROM nhtsa_conformance_locations n WHERE n.id = v.nhtsa_conformance_location_id) AS nhtsa_conformance_location,
  (SELECT count(*) FROM vehicle_images i WHERE i.vehicleid = v.vehicleid AND i.deleted = 0) AS images_count
FROM vehicles v WHERE v.vehicleid = $1`;

/** The rows of the CSV export: the exported columns only, newest first. */
export const EXPORT_ROWS = `SELECT v.vehicleid, v.vehiclevin, v.yr, v.make, v.model, v.recordcreateddate, c.clientname, t.statusname
FROM vehicles v LEFT JOIN clients c ON c.clientid = v.clientid LEFT JOIN title_statuses t ON t.statusid = v.titlestatusid
ORDER BY v.vehicleid DESC LIMIT $1`;

/**
 * The first page of /titles/pending with the relations the report shows, and its exact total: summed from
 * the counts the database keeps of the rows meeting the report's condition (migration 0022), as counting
 * most of the register is not the fastest exact answer.
 */
const PENDING_WHERE = 'v.titlestatusid NOT IN (5, 6) AND v.titlesenttoauctiondate IS NULL AND v.processstate IS NOT NULL';
export const PENDING_TITLES = `SELECT v.*,
  (SELECT json_build_object('clientid', c.clientid, 'clientname', c.clientname, 'is_ri', c.is_ri) FROM clients c WHERE c.clientid = v.clientid) AS client,
  (SELECT json_build_object('statusid', t.statusid, 'statuscode', t.statuscode, 'statusname', t.statusname)
   FROM title_statuses t WHERE t.statusid = v.titlestatusid) AS title_status,
  (SELECT json_build_object('titleapplicationid', a.titleapplicationid, 'titleapplicationtype', a.titleapplicationtype)
   FROM title_application_types a WHERE a.titleapplicationid = v.titleprocessingtype) AS application_type,
  (SELECT json_build_object('stateid', s.stateid, 'stateabbreviation', s.stateabbreviation, 'statefull', s.statefull)
   FROM us_states s WHERE s.stateid = v.processstate) AS state,
  (SELECT coalesce(sum(n), 0) FROM vehicle_pending_title_counts) AS total
FROM vehicles v WHERE ${PENDING_WHERE} ORDER BY v.recordcreateddate ASC LIMIT 10`;

/** The registered vehicles among an import's VINs. */
export const IMPORT_DUPLICATES = 'SELECT vehicleid, vehiclevin FROM vehicles WHERE vehiclevin = ANY($1::text[])';
