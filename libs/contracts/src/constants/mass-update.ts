/** Mass Update (document 2 §2, §5, §8): what the screen and the service both know. */

/** How many vehicles one mass update takes: each is its own transaction, all within the gateway's deadline. */
export const MASS_UPDATE_MAX_VEHICLES = 200;

/**
 * The fields Choose Updates offers (document 2 §7): auction, title-sent date, every vehicle date,
 * title status, mileage, load and tyre data. Anything else is a 422 naming it.
 */
export const MASS_UPDATE_FIELDS = [
  'auctionid',
  'titlestatusid',
  'mileage',
  'client_load_id',
  'front_size',
  'front_kpa',
  'front_psi',
  'rear_size',
  'rear_kpa',
  'rear_psi',
  'titleregownershipdate',
  'title_reg_ownership_scan_date',
  'scanned_7501_date',
  'sent_7501_date',
  'titlesenttobmvdate',
  'state_white_copy_date',
  'titlebackfrombmvdate',
  'titlesenttoauctiondate',
  'submittedtocustomsdate',
  'crossedborderdate',
  'confirmedladeddate',
  'dot_inspection_date',
  'submitteddotdate',
  'vehicleinspectiondate',
  'vaultreleasedate',
  'bondreleasedate',
  'speedo_pulled_date',
  'speedo_shipped_date',
  'speedo_received_date',
  'speedo_placed_date',
] as const;

export type MassUpdateField = (typeof MASS_UPDATE_FIELDS)[number];

/** Asked when the person leaves the page while vehicles are listed. */
export const MASS_UPDATE_LEAVE_WARNING = 'You have items in Mass Update, are you sure you want to leave?';
