// Reference data of the portal (lookups whose ids the spec and the code rely on).

export const ROLES = [
  { roleid: 1, name: 'Client' },
  { roleid: 2, name: 'Admin' },
  { roleid: 11, name: 'Client Admin' },
] as const;

/** 50 states and DC, ids in alphabetical order of the full name. */
export const US_STATES: ReadonlyArray<{ stateid: number; stateabbreviation: string; statefull: string }> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([stateabbreviation, statefull], i) => ({ stateid: i + 1, stateabbreviation: stateabbreviation!, statefull: statefull! }));

export function stateId(abbreviation: string): number {
  const state = US_STATES.find((s) => s.stateabbreviation === abbreviation);
  if (!state) throw new Error(`Unknown state ${abbreviation}`);
  return state.stateid;
}

export const CLIENT_TYPES = [
  { clienttypeid: 1, clienttype: 'Dealer' },
  { clienttypeid: 2, clienttype: 'Auction' },
  { clienttypeid: 3, clienttype: 'Registered Importer' },
  { clienttypeid: 4, clienttype: 'Finance Company' },
  { clienttypeid: 5, clienttype: 'Individual' },
] as const;

export const PAYMENT_TYPES = [
  { paymenttypeid: 1, paymenttype: 'Check' },
  { paymenttypeid: 2, paymenttype: 'ACH' },
  { paymenttypeid: 3, paymenttype: 'Credit Card' },
  { paymenttypeid: 4, paymenttype: 'Wire Transfer' },
  { paymenttypeid: 5, paymenttype: 'Net 30' },
] as const;

/** Rack-rate buckets: 1 STATE, 2 DVS, 3 OTHER. */
export const CHARGE_BUCKETS = [
  { id: 1, chargebucketname: 'STATE' },
  { id: 2, chargebucketname: 'DVS' },
  { id: 3, chargebucketname: 'OTHER' },
] as const;

const bucketName = (id: number): string => CHARGE_BUCKETS.find((b) => b.id === id)!.chargebucketname;

export const VEHICLE_CHARGE_TYPES = (
  [
    [1, 'Title Fee', 1],
    [2, 'Registration Fee', 1],
    [3, 'Plate Fee', 1],
    [4, 'DVS Service Fee', 2],
    [5, 'Overnight Shipping', 3],
    [6, 'Late Fee', 1],
    [7, 'Lien Search', 3],
    [8, 'Convenience Fee', 2],
    [9, 'RI Processing Fee', 2],
    [10, 'DOT Bond Fee', 3],
    [11, 'Transport', 3],
    [12, 'Miscellaneous', 3],
  ] as const
).map(([vehiclechargetypeid, vehiclechargetype, chargebucket]) => ({
  vehiclechargetypeid,
  vehiclechargetype,
  active: 1,
  chargebucket,
  chargebucketname: bucketName(chargebucket),
}));

/** vehicles.statusid. New client-registered vehicles start at 1. */
export const VEHICLE_STATUSES = [
  { statusid: 1, statusname: 'Received - Waiting Upon Load', statuscode: 'RCVD' },
  { statusid: 2, statusname: 'Assigned to Load', statuscode: 'LOAD' },
  { statusid: 3, statusname: 'In Transit', statuscode: 'TRNS' },
  { statusid: 4, statusname: 'At Border', statuscode: 'BRDR' },
  { statusid: 5, statusname: 'Delivered', statuscode: 'DLVD' },
  { statusid: 6, statusname: 'Released', statuscode: 'RLSD' },
] as const;

/**
 * vehicles.titlestatusid. Ids fixed by the spec: 2 the starting status, 5 Cancelled, 6 Completed,
 * 14 and 19 (RI problem choices), 21 Rejected DOT, 23 Remedy Received.
 */
export const TITLE_STATUSES = [
  { statusid: 1, statusname: 'Pending Paperwork', statuscode: 'PEND' },
  { statusid: 2, statusname: 'Received', statuscode: 'RCVD' },
  { statusid: 3, statusname: 'Title Applied For', statuscode: 'TAPP' },
  { statusid: 4, statusname: 'On Hold', statuscode: 'HOLD' },
  { statusid: 5, statusname: 'Cancelled', statuscode: 'CANC' },
  { statusid: 6, statusname: 'Completed', statuscode: 'COMP' },
  { statusid: 7, statusname: 'Sent to BMV', statuscode: 'SBMV' },
  { statusid: 8, statusname: 'White Copy Received', statuscode: 'WCRV' },
  { statusid: 9, statusname: 'Title Sent to Customer', statuscode: 'TSNT' },
  { statusid: 10, statusname: 'Awaiting Lien Release', statuscode: 'LIEN' },
  { statusid: 11, statusname: 'Missing Documents', statuscode: 'MISS' },
  { statusid: 12, statusname: 'Submitted to Customs', statuscode: 'CUST' },
  { statusid: 13, statusname: 'Crossed Border', statuscode: 'XBRD' },
  { statusid: 14, statusname: 'RI Problem - Documents', statuscode: 'RIPD' },
  { statusid: 15, statusname: 'Submitted to DOT', statuscode: 'DOTS' },
  { statusid: 16, statusname: 'In Vault', statuscode: 'VALT' },
  { statusid: 17, statusname: 'Bond Released', statuscode: 'BOND' },
  { statusid: 18, statusname: 'Out of State Processing', statuscode: 'OOSP' },
  { statusid: 19, statusname: 'RI Problem - Recall Open', statuscode: 'RIPR' },
  { statusid: 20, statusname: 'Awaiting Inspection', statuscode: 'INSP' },
  { statusid: 21, statusname: 'Rejected DOT', statuscode: 'RDOT' },
  { statusid: 22, statusname: 'Ownership Received', statuscode: 'OWNR' },
  { statusid: 23, statusname: 'Remedy Received', statuscode: 'RMRC' },
] as const;

export const TITLE_STATUS = {
  RECEIVED: 2,
  CANCELLED: 5,
  COMPLETED: 6,
} as const;

/** Image types; 8 (odometer) and 17 (airbag indicator) are special to the photo screens; 0 is a plain file upload. */
export const VEHICLE_IMAGE_TYPES = [
  { id: 0, name: 'Document', display_order: 99 },
  { id: 1, name: 'Front', display_order: 1 },
  { id: 2, name: 'Rear', display_order: 2 },
  { id: 3, name: 'Driver Side', display_order: 3 },
  { id: 4, name: 'Passenger Side', display_order: 4 },
  { id: 5, name: 'VIN Plate', display_order: 5 },
  { id: 6, name: 'Door Jamb Label', display_order: 6 },
  { id: 7, name: 'Tire Placard', display_order: 7 },
  { id: 8, name: 'Odometer', display_order: 8 },
  { id: 9, name: 'Engine Compartment', display_order: 9 },
  { id: 10, name: 'Interior', display_order: 10 },
  { id: 11, name: 'Speedometer Cluster', display_order: 11 },
  { id: 12, name: 'Exit Photo', display_order: 20 },
  { id: 13, name: 'Entry Photo', display_order: 12 },
  { id: 14, name: 'RI Certification Label', display_order: 13 },
  { id: 15, name: 'Emissions Label', display_order: 14 },
  { id: 16, name: 'TPMS Sensor', display_order: 15 },
  { id: 17, name: 'Airbag Indicator', display_order: 16 },
  { id: 18, name: 'Recall Remedy Proof', display_order: 17 },
] as const;

/** Title application types; 18, 19 and 27 are the RI (DOT) types with a conforming requirement. */
export const TITLE_APPLICATION_TYPES = [
  { titleapplicationid: 1, titleapplicationtype: 'Indiana Title Only', state: 'IN', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: 31 },
  { titleapplicationid: 2, titleapplicationtype: 'Indiana Title and Registration', state: 'IN', titleapplicationcost: '36.35', titleapplicationconvenience: '5.00', late_fee_in_days: 31 },
  { titleapplicationid: 3, titleapplicationtype: 'Indiana Duplicate Title', state: 'IN', titleapplicationcost: '8.00', titleapplicationconvenience: '0.00', late_fee_in_days: null },
  { titleapplicationid: 4, titleapplicationtype: 'Indiana Lien Release', state: 'IN', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: null },
  { titleapplicationid: 5, titleapplicationtype: 'Ohio Title', state: 'OH', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: 30 },
  { titleapplicationid: 6, titleapplicationtype: 'Michigan Title', state: 'MI', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: 15 },
  { titleapplicationid: 7, titleapplicationtype: 'Illinois Title', state: 'IL', titleapplicationcost: '165.00', titleapplicationconvenience: '0.00', late_fee_in_days: 20 },
  { titleapplicationid: 8, titleapplicationtype: 'Kentucky Title', state: 'KY', titleapplicationcost: '9.00', titleapplicationconvenience: '0.00', late_fee_in_days: 15 },
  { titleapplicationid: 9, titleapplicationtype: 'Out of State Title (Other)', state: 'IN', titleapplicationcost: '25.00', titleapplicationconvenience: '0.00', late_fee_in_days: null },
  { titleapplicationid: 10, titleapplicationtype: 'Salvage Title', state: 'IN', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: null },
  { titleapplicationid: 18, titleapplicationtype: 'RI Canadian Import - Passenger Car (DOT)', state: 'IN', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: null, has_conforming_requirement: true },
  { titleapplicationid: 19, titleapplicationtype: 'RI Canadian Import - Truck/MPV (DOT)', state: 'IN', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: null, has_conforming_requirement: true },
  { titleapplicationid: 27, titleapplicationtype: 'RI Canadian Import - Heavy Truck (DOT)', state: 'IN', titleapplicationcost: '15.00', titleapplicationconvenience: '0.00', late_fee_in_days: null, has_conforming_requirement: true },
].map((t) => ({ exemption_number: t.state === 'IN' ? 'ST108-0042117' : null, has_conforming_requirement: false, ...t }));

export const RI_APPLICATION_TYPES = [18, 19, 27] as const;

export const TITLE_APPLICATION_TYPE_COSTS = [
  { id: 1, titleapplicationid: 1, name: 'BMV Title Fee', cost: '15.00' },
  { id: 2, titleapplicationid: 2, name: 'BMV Title Fee', cost: '15.00' },
  { id: 3, titleapplicationid: 2, name: 'BMV Registration Fee', cost: '21.35' },
  { id: 4, titleapplicationid: 3, name: 'BMV Duplicate Fee', cost: '8.00' },
  { id: 5, titleapplicationid: 5, name: 'Ohio Clerk Fee', cost: '15.00' },
  { id: 6, titleapplicationid: 6, name: 'Michigan SOS Fee', cost: '15.00' },
  { id: 7, titleapplicationid: 7, name: 'Illinois SOS Fee', cost: '165.00' },
  { id: 8, titleapplicationid: 8, name: 'Kentucky County Clerk Fee', cost: '9.00' },
  { id: 9, titleapplicationid: 18, name: 'BMV Title Fee', cost: '15.00' },
  { id: 10, titleapplicationid: 18, name: 'DOT Bond Premium', cost: '120.00' },
  { id: 11, titleapplicationid: 19, name: 'BMV Title Fee', cost: '15.00' },
  { id: 12, titleapplicationid: 19, name: 'DOT Bond Premium', cost: '140.00' },
  { id: 13, titleapplicationid: 27, name: 'BMV Title Fee', cost: '15.00' },
  { id: 14, titleapplicationid: 27, name: 'DOT Bond Premium', cost: '180.00' },
] as const;

/** Rack rates; bucket_id 1 STATE, 2 DVS, 3 OTHER. */
export const RACK_RATES = [
  { id: 1, name: 'BMV Title Fee', charge_amount: '15.00', every_vehicle: true, bucket_id: 1 },
  { id: 2, name: 'BMV Registration and Plate', charge_amount: '21.35', every_vehicle: false, bucket_id: 1 },
  { id: 3, name: 'DVS Title Service', charge_amount: '75.00', every_vehicle: true, bucket_id: 2 },
  { id: 4, name: 'Out of State Handling', charge_amount: '35.00', every_vehicle: false, bucket_id: 2 },
  { id: 5, name: 'RI Conformance Processing', charge_amount: '450.00', every_vehicle: true, bucket_id: 2 },
  { id: 6, name: 'DOT Bond', charge_amount: '150.00', every_vehicle: true, bucket_id: 3 },
  { id: 7, name: 'Overnight Courier', charge_amount: '25.00', every_vehicle: false, bucket_id: 3 },
  { id: 8, name: 'Heavy Truck Conformance Surcharge', charge_amount: '200.00', every_vehicle: false, bucket_id: 2 },
  { id: 9, name: 'Out of State Title Fee', charge_amount: '25.00', every_vehicle: true, bucket_id: 1 },
] as const;

/** Rack rate <-> title application type links (vehiclechargetypeid holds the application type id). */
export const RACK_RATE_TITLE_APP_TYPES: ReadonlyArray<{ id: number; rack_rate_id: number; vehiclechargetypeid: number }> = [
  [1, 1], [1, 2], [1, 3], [1, 18], [1, 19], [1, 27],
  [2, 2],
  [3, 1], [3, 2], [3, 3], [3, 4], [3, 5], [3, 6], [3, 7], [3, 8], [3, 9], [3, 10],
  [4, 5], [4, 6], [4, 7], [4, 8], [4, 9],
  [5, 18], [5, 19], [5, 27],
  [6, 18], [6, 19], [6, 27],
  [8, 27],
  [9, 5], [9, 6], [9, 7], [9, 8], [9, 9],
].map(([rack_rate_id, vehiclechargetypeid], i) => ({ id: i + 1, rack_rate_id: rack_rate_id!, vehiclechargetypeid: vehiclechargetypeid! }));

/** Legacy title rack rates (read-only screen). */
export const TITLE_RACK_RATES = [
  { id: 1, chargename: 'Title Fee', chargecost: '15.00', chargetype: 1, everyvehicle: 1, clientid: null, chargebucket: 1, dvsrackrateid: 1, titleapptype: 1 },
  { id: 2, chargename: 'Registration', chargecost: '21.35', chargetype: 2, everyvehicle: 0, clientid: null, chargebucket: 1, dvsrackrateid: 2, titleapptype: 2 },
  { id: 3, chargename: 'DVS Service', chargecost: '75.00', chargetype: 4, everyvehicle: 1, clientid: null, chargebucket: 2, dvsrackrateid: 3, titleapptype: null },
  { id: 4, chargename: 'Overnight', chargecost: '25.00', chargetype: 5, everyvehicle: 0, clientid: null, chargebucket: 3, dvsrackrateid: 7, titleapptype: null },
  { id: 5, chargename: 'RI Processing', chargecost: '450.00', chargetype: 9, everyvehicle: 1, clientid: null, chargebucket: 2, dvsrackrateid: 5, titleapptype: 18 },
] as const;

export const AUCTIONS = [
  { auctionid: 1, auctionname: 'Indianapolis Auto Auction', auctioncity: 'Indianapolis', state: 'IN', auctionzip: '46241', country: 1, auctionphonenumber: '317-555-0140', auctioncontactname: 'Dana Whitfield', auctionstreetaddress: '2950 E Main St' },
  { auctionid: 2, auctionname: 'Greater Chicago Auto Auction', auctioncity: 'Matteson', state: 'IL', auctionzip: '60443', country: 1, auctionphonenumber: '708-555-0182', auctioncontactname: 'Luis Ortega', auctionstreetaddress: '20401 Cox Ave' },
  { auctionid: 3, auctionname: 'Columbus Fair Auto Auction', auctioncity: 'Columbus', state: 'OH', auctionzip: '43207', country: 1, auctionphonenumber: '614-555-0117', auctioncontactname: 'Megan Price', auctionstreetaddress: '4700 S High St' },
  { auctionid: 4, auctionname: 'Detroit Metro Auto Auction', auctioncity: 'Flat Rock', state: 'MI', auctionzip: '48134', country: 1, auctionphonenumber: '734-555-0163', auctioncontactname: 'Tom Kowalski', auctionstreetaddress: '29500 Telegraph Rd' },
  { auctionid: 5, auctionname: 'Louisville Auto Auction', auctioncity: 'Louisville', state: 'KY', auctionzip: '40218', country: 1, auctionphonenumber: '502-555-0191', auctioncontactname: 'Ray Booker', auctionstreetaddress: '5425 Poplar Level Rd' },
  { auctionid: 6, auctionname: 'Toronto Dealer Auction', auctioncity: 'Milton', state: null, auctionzip: 'L9T 2X5', country: 2, auctionphonenumber: '905-555-0125', auctioncontactname: 'Priya Singh', auctionstreetaddress: '8277 Lawson Rd' },
] as const;

export const NHTSA_CONFORMITY_ITEMS = [
  { id: 1, fmvss_number: '101', fmvss_name: 'Controls and Displays', car: 1, truck: 1, truck_heavy: 1, car_default: 'M', truck_default: 'M', truck_heavy_default: 'M' },
  { id: 2, fmvss_number: '102', fmvss_name: 'Transmission Shift Position Sequence', car: 1, truck: 1, truck_heavy: 1, car_default: 'O', truck_default: 'O', truck_heavy_default: 'O' },
  { id: 3, fmvss_number: '108', fmvss_name: 'Lamps, Reflective Devices, and Associated Equipment', car: 1, truck: 1, truck_heavy: 1, car_default: 'O', truck_default: 'O', truck_heavy_default: 'O' },
  { id: 4, fmvss_number: '110', fmvss_name: 'Tire Selection and Rims', car: 1, truck: 0, truck_heavy: 0, car_default: 'M', truck_default: 'N', truck_heavy_default: 'N' },
  { id: 5, fmvss_number: '111', fmvss_name: 'Rear Visibility', car: 1, truck: 1, truck_heavy: 1, car_default: 'O', truck_default: 'O', truck_heavy_default: 'O' },
  { id: 6, fmvss_number: '114', fmvss_name: 'Theft Protection and Rollaway Prevention', car: 1, truck: 1, truck_heavy: 0, car_default: 'O', truck_default: 'O', truck_heavy_default: 'N' },
  { id: 7, fmvss_number: '120', fmvss_name: 'Tire Selection and Rims (other than passenger cars)', car: 0, truck: 1, truck_heavy: 1, car_default: 'N', truck_default: 'M', truck_heavy_default: 'M' },
  { id: 8, fmvss_number: '138', fmvss_name: 'Tire Pressure Monitoring Systems', car: 1, truck: 1, truck_heavy: 0, car_default: 'O', truck_default: 'O', truck_heavy_default: 'N' },
  { id: 9, fmvss_number: '208', fmvss_name: 'Occupant Crash Protection', car: 1, truck: 1, truck_heavy: 0, car_default: 'M', truck_default: 'M', truck_heavy_default: 'N' },
  { id: 10, fmvss_number: '225', fmvss_name: 'Child Restraint Anchorage Systems', car: 1, truck: 1, truck_heavy: 0, car_default: 'O', truck_default: 'O', truck_heavy_default: 'N' },
] as const;

export const NHTSA_CONFORMANCE_LOCATIONS = [
  { id: 1, name: 'DVS RI Facility - Indianapolis', street: '7120 Intech Blvd', city: 'Indianapolis', state: 'IN', zip: '46278' },
  { id: 2, name: 'DVS RI Facility - Detroit', street: '1500 W Fort St', city: 'Detroit', state: 'MI', zip: '48216' },
] as const;

export const PDF_FORMS = [
  { id: 1, name: 'Physical Inspection', path: 'forms/physical-inspection.pdf' },
  { id: 3, name: 'Odometer Statement', path: 'forms/odometer-statement.pdf' },
  { id: 4, name: 'ST108 Exemption', path: 'forms/st108.pdf' },
  { id: 7, name: 'Title Application', path: 'forms/title-application.pdf' },
  { id: 26, name: 'RI Label', path: 'forms/ri-label.pdf' },
] as const;

export const PDF_FORM_FIELDS = [
  { id: 1, pdf_form_id: 7, form_field: 'VIN', is_static: false, static_value: null, object_name: 'vehicle', object_value: 'vehiclevin', regex_pattern: null },
  { id: 2, pdf_form_id: 7, form_field: 'YEAR', is_static: false, static_value: null, object_name: 'vehicle', object_value: 'yr', regex_pattern: null },
  { id: 3, pdf_form_id: 7, form_field: 'MAKE', is_static: false, static_value: null, object_name: 'vehicle', object_value: 'make', regex_pattern: null },
  { id: 4, pdf_form_id: 7, form_field: 'OWNER_NAME', is_static: false, static_value: null, object_name: 'client', object_value: 'legal_name', regex_pattern: null },
  { id: 5, pdf_form_id: 7, form_field: 'DEALER_NO', is_static: true, static_value: 'DVS-4471', object_name: null, object_value: null, regex_pattern: null },
  { id: 6, pdf_form_id: 3, form_field: 'ODOMETER', is_static: false, static_value: null, object_name: 'vehicle', object_value: 'mileage', regex_pattern: '^\\d+$' },
  { id: 7, pdf_form_id: 26, form_field: 'LAST6', is_static: false, static_value: null, object_name: 'vehicle', object_value: 'last6', regex_pattern: null },
] as const;
