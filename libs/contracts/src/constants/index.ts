/**
 * Business constants of document 1 §9 shared by the browser and the services. This entry has no
 * runtime dependencies, so the browser imports it alone (`@portal/contracts/constants`) without
 * bundling the schemas of the catalog.
 */

/** A VIN is 17 characters; six characters typed in the search mean the last 6 (document 1 §2.6, §9). */
export const VIN_LENGTH = 17;
export const LAST6_LENGTH = 6;

/** The top-bar search fetches two vehicles: enough to tell one hit from several. */
export const VEHICLE_SEARCH_PAGE_SIZE = 2;

/** Days from the DOT submission to the final inspection when a client sets nothing else. */
export const DEFAULT_VEHICLE_RELEASE_DAYS = 21;

/** The title status that means the vehicle is cancelled (document 3 §2.2). */
export const CANCELLED_TITLE_STATUS = 5;
/** Title status ids the rules name (document 2 §4): 5 cancelled, 6 completed. */
export const TITLE_STATUS = { CANCELLED: 5, COMPLETED: 6 } as const;

/** The vehicle screens' and the register dialog's banner for an RI client without its documents (document 1 §2.6, document 3 §2.2). */
export const RI_DOCS_INCOMPLETE = 'RI Client has not completed registration documents';

/** The refusal of a vehicle save that leaves a required field empty; the 422 names each field. */
export const REQUIRED_FIELDS_MESSAGE = 'Unable to save, required fields';

/** The fields the vehicle save rule of document 3 §5 can ask for (client, application type, cancel reason, DOT and bond dates). */
export const VEHICLE_SAVE_REQUIRED_FIELDS = ['clientid', 'titleprocessingtype', 'cancelledreason', 'submitteddotdate', 'bondreleasedate'] as const;

// Role ids and error codes have no runtime dependencies either; the browser reads them from here.
export { ROLE, isStaffRole, type RoleId } from '../roles.js';
export { ERROR_CODE, HTTP_STATUS_OF, type ErrorCode, type ErrorBody } from '../errors.js';

// Registration and password reset texts (document 3 §5, §8).
export { ACCOUNT_TEXT, RESET_TOKEN_TTL_MINUTES } from './accounts.js';
export * from './loads.js';
export * from './mass-update.js';
export * from './documents.js';
export * from './reports.js';
export * from './invoicing.js';
export * from './photos.js';
export * from './ivr.js';
