/** The register dialog's texts (document 1 §2.7, §4, §8): a contract, kept word for word. */
export const REGISTER_VEHICLE = 'Register Vehicle';
export const REGISTER_INVALID_VIN = 'Register Invalid VIN';
export const REGISTER_DUPLICATE = 'Register DUPLICATE';
export const REQUIRED = 'Required';
export { RI_DOCS_INCOMPLETE } from '@portal/contracts/constants';
export const TPMS_WARNING = 'Vehicle might not comply with Federal Motor Vehicle Safety Standard No. 138';
export const TPMS_REGULATION_URL = 'https://www.ecfr.gov/current/title-49/subtitle-B/chapter-V/part-571/subpart-B/section-571.138';
export const CONFORMANCE_NOTICE = 'This type of vehicle has not been previously imported and will require additional NHTSA processing if importing vehicle';
export const NHTSA_ERROR = 'NHTSA Error:';
export const NHTSA_DOWN = 'NHTSA might be down';
export const VEHICLE_REGISTERED = 'Vehicle Registered';
