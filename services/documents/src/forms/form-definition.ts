import type { PrintedFormNumber } from '@portal/contracts/constants';
import type { FormLayout, LayoutRow } from '../templates/layout.js';
import { text } from '../templates/layout.js';
import type { FormContext } from '../data/form-context.js';

/** Where a field takes its value from, as a `pdf_form_fields` row says it (document 3 §3). */
export interface FieldSource {
  is_static: boolean;
  static_value: string | null;
  object_name: string | null;
  object_value: string | null;
  regex_pattern: string | null;
}

/** What a form reads beyond the vehicle and its client. */
export type FormNeed = 'conformance' | 'conformityItems' | 'signer' | 'blackbook';

/** Where a signature box takes its image from: the vehicle's signed physical inspection, or the signing user's stored signature. */
export type SignatureSource = 'physicalInspection' | 'signer';

export interface FormDefinition {
  n: PrintedFormNumber;
  /** The blank form; a function when rows depend on the vehicle (the conformity document's FMVSS standards). */
  layout: FormLayout | ((context: FormContext) => FormLayout);
  /** The mapping the portal ships (migration 0006); staff change it on the PDF form fields screen. */
  mapping: Record<string, FieldSource>;
  needs?: readonly FormNeed[];
  signatures?: Record<string, SignatureSource>;
  /** Fields filled from the vehicle's records rather than the mapping (one row per FMVSS standard). */
  rows?: (context: FormContext) => Record<string, string | boolean>;
  /** Why a vehicle cannot have this form yet (a Hudson partial package leaves it out); null when it can. */
  missing?: (context: FormContext) => string | null;
}

/** The vehicle's own value `field` (a dotted path reaches a relation: `client.clientname`). */
export const fromVehicle = (field: string, regex: string | null = null): FieldSource => from('vehicle', field, regex);
export const fromClient = (field: string, regex: string | null = null): FieldSource => from('client', field, regex);
export const from = (object: string, field: string, regex: string | null = null): FieldSource => ({
  is_static: false,
  static_value: null,
  object_name: object,
  object_value: field,
  regex_pattern: regex,
});
export const fixed = (value: string): FieldSource => ({ is_static: true, static_value: value, object_name: null, object_value: null, regex_pattern: null });

/** The vehicle identification rows most forms open with, and their mapping. */
export function vehicleIdentification(): { rows: LayoutRow[]; mapping: Record<string, FieldSource> } {
  return {
    rows: [
      [text('VIN', 'Vehicle identification number (VIN)', 2), text('YEAR', 'Model year'), text('MAKE', 'Make')],
      [text('MODEL', 'Model', 2), text('BODY', 'Body type / class'), text('COLOR', 'Color')],
    ],
    mapping: {
      VIN: fromVehicle('vehiclevin'),
      YEAR: fromVehicle('yr'),
      MAKE: fromVehicle('make'),
      MODEL: fromVehicle('model'),
      BODY: fromVehicle('vehicletype'),
      COLOR: fromVehicle('color'),
    },
  };
}

/** The registered importer's identity, printed on the import forms: static values staff keep in the mapping. */
export const IMPORTER = {
  rows: [[text('RI_NAME', 'Registered importer (name)', 2), text('RI_NUMBER', 'RI registration number')], [text('RI_ADDRESS', 'Address', 3)]] as LayoutRow[],
  mapping: {
    RI_NAME: fixed('DVS Registered Importer LLC'),
    RI_NUMBER: fixed('R-04-301'),
    RI_ADDRESS: fixed('7120 Intech Blvd, Indianapolis, IN 46278'),
  },
};
