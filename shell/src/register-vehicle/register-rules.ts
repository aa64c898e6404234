import { NHTSA_DOWN, REGISTER_DUPLICATE, REGISTER_INVALID_VIN, REGISTER_VEHICLE } from './register-wording.js';

export const VIN_LENGTH = 17;

/** What the dialog reads of GET /api/nhtsa/vin/{vin} (document 1 §3 "Decoder result"). */
export interface DecoderResult {
  vin: string;
  modelyear: number | string;
  make: string;
  model: string;
  bodyclass?: string;
  vehicletype?: string;
  errorcode: number | string;
  errortext: string;
  source?: string;
  tpms?: Array<{ make: string; model: string; years: string }>;
  conformanceCheck?: { requiresConformancePlus: boolean };
}

/** An active client as the dialog needs it (clients_active). */
export interface ClientChoice {
  clientid: number;
  clientname: string;
  is_ri: number;
  ri_reg_docs_complete: number;
}

/** The record used when the decoder cannot be reached (document 1 §4). */
export function placeholderResult(vin: string): DecoderResult {
  return {
    vin,
    modelyear: 'UNKNOWN',
    make: 'UNKNOWN',
    model: 'UNKNOWN',
    bodyclass: '',
    vehicletype: '',
    errorcode: -1,
    errortext: NHTSA_DOWN,
    source: 'placeholder',
    tpms: [],
  };
}

export function isCleanDecode(result: DecoderResult): boolean {
  return Number(result.errorcode) === 0;
}

/** A duplicate outranks an invalid VIN: registering it twice is the bigger mistake to flag. */
export function registerLabel(result: DecoderResult, duplicate: boolean): string {
  if (duplicate) return REGISTER_DUPLICATE;
  return isCleanDecode(result) ? REGISTER_VEHICLE : REGISTER_INVALID_VIN;
}

/** An RI client (is_ri 1) may register only once its registration documents are complete. */
export function riDocsIncomplete(client: ClientChoice | undefined): boolean {
  return !!client && Number(client.is_ri) === 1 && Number(client.ri_reg_docs_complete) !== 1;
}

/** Letters and digits, upper case, at most 17: what the lookup sends. */
export function cleanVin(text: string): string {
  return text
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, VIN_LENGTH);
}

export interface RegistrationInput {
  result: DecoderResult;
  clientid: number;
  titleprocessingtype: number;
  enteredby: number | undefined;
  recordcreateddate: string;
}

/** The body of POST /api/vehicles (document 1 §7.5). An undecoded year is sent empty, stored as none. */
export function registrationBody({ result, clientid, titleprocessingtype, enteredby, recordcreateddate }: RegistrationInput): Record<string, unknown> {
  const year = Number(result.modelyear);
  return {
    enteredby,
    vehiclevin: result.vin,
    yr: Number.isInteger(year) && year > 0 ? year : null,
    make: result.make,
    model: result.model,
    vehicletype: result.vehicletype ?? '',
    clientid,
    billtoclientid: clientid,
    titleprocessingtype,
    processtype: 1,
    recordcreateddate,
  };
}
