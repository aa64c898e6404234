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
