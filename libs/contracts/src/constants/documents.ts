/**
 * The printed forms of a vehicle (document 3 §7, `GET /api/vehicles/{id}/forms/{n}`) and the packages
 * of `multipleForms` (IVR, Hudson, bond release). The number is the spec's; it is also the id of the
 * form's row in `pdf_forms`, whose `pdf_form_fields` say where each field takes its value from.
 */
export interface PrintedForm {
  readonly n: number;
  readonly name: string;
  /** Only staff print it: it reads staff-only records (the conformance inspection). */
  readonly staffOnly: boolean;
  /** Printed alone from the vehicle's Documents tab (package parts are printed in their packages). */
  readonly single: boolean;
}

export const PRINTED_FORMS = [
  { n: 1, name: 'Physical Inspection', staffOnly: false, single: true },
  { n: 3, name: 'Odometer Statement', staffOnly: false, single: true },
  { n: 4, name: 'ST108 Exemption', staffOnly: false, single: true },
  { n: 5, name: 'Certificate of Repossession', staffOnly: false, single: true },
  { n: 7, name: 'Title Application', staffOnly: false, single: true },
  { n: 8, name: 'Foreign Shipper Declaration', staffOnly: false, single: true },
  { n: 9, name: 'Importer Declaration', staffOnly: false, single: true },
  { n: 11, name: 'Odometer Statement (Import)', staffOnly: false, single: true },
  { n: 12, name: 'Bill of Sale', staffOnly: false, single: false },
  { n: 15, name: 'HS-7 Declaration', staffOnly: false, single: false },
  { n: 16, name: 'Statement of Conformity', staffOnly: true, single: false },
  { n: 17, name: 'Entry Summary Vehicle Details (CBP 7501)', staffOnly: false, single: false },
  { n: 18, name: 'Conformity Document', staffOnly: true, single: true },
  { n: 21, name: 'Power of Attorney', staffOnly: false, single: false },
  { n: 24, name: 'DOT Conformance Bond (HS-474)', staffOnly: false, single: false },
  { n: 25, name: 'Conformity Photographs Index', staffOnly: true, single: false },
  { n: 26, name: 'RI Label', staffOnly: false, single: true },
  { n: 27, name: 'Airbag Passenger Compliance', staffOnly: false, single: true },
  { n: 28, name: 'USMCA Certification of Origin (Truck)', staffOnly: false, single: true },
  { n: 29, name: 'USMCA Certification of Origin', staffOnly: false, single: true },
  { n: 30, name: 'Bond Release Individual', staffOnly: false, single: false },
] as const satisfies readonly PrintedForm[];

export type PrintedFormNumber = (typeof PRINTED_FORMS)[number]['n'];

export function printedForm(n: number): PrintedForm | undefined {
  return PRINTED_FORMS.find((form) => form.n === n);
}

/** The RI label takes many vehicles in one request, their ids joined by commas. */
export const RI_LABEL_FORM = 26;
/** The conformity document's vehicle classes (document 3 §9: GVW above 10000 is a heavy truck, a pickup a truck). */
export const CONFORMITY_TYPES = ['car', 'truck', 'truck_heavy'] as const;
export type ConformityType = (typeof CONFORMITY_TYPES)[number];

/** An FMVSS standard (document 3 §3 NHTSA conformity item): which classes it applies to (1) and each class's default choice. */
export interface ConformityStandard {
  id: number;
  fmvss_number: string;
  fmvss_name: string;
  car: number;
  truck: number;
  truck_heavy: number;
  car_default: string | null;
  truck_default: string | null;
  truck_heavy_default: string | null;
}

/** The standards that apply to a class, or all of them when no class is given. */
export function standardsOfClass<T extends ConformityStandard>(items: readonly T[], cls: ConformityType | null): T[] {
  return cls ? items.filter((item) => item[cls] === 1) : [...items];
}

/** A vehicle's conformity class from its Blackbook info: GVW above 10000 a heavy truck, class pickup a truck, anything else a car. */
export function conformityClassOf(blackbook: { gvw?: number | null; class_name?: string | null } | null | undefined): ConformityType {
  if ((blackbook?.gvw ?? 0) > 10000) return 'truck_heavy';
  if ((blackbook?.class_name ?? '').toLowerCase().includes('pickup')) return 'truck';
  return 'car';
}

/** The packages of `multipleForms` (document 3 §7), in the order their parts are printed. */
export const DOCUMENT_PACKAGES = {
  ivr: { name: 'IVR package', docs: [15, 17, 16, 25, 24, 9] },
  hudson: { name: 'Hudson package', docs: [21, 12, 24, 15] },
  bondRelease: { name: 'Bond release individual form', docs: [30] },
} as const;

/** The title paperwork of a vehicle (a load's Title Paperwork, a paperwork batch's forms): 7 title application, 3 odometer statement. */
export const TITLE_PAPERWORK_DOCS: readonly number[] = [7, 3];

/** A package of more vehicles than this is rendered as a background job with progress. */
export const DIRECT_PACKAGE_MAX_VEHICLES = 10;
/** The most vehicles one background package takes. */
export const PACKAGE_JOB_MAX_VEHICLES = 500;

/** The path of a vehicle's package (`docs` in the order given), as the IVR page and the Hudson page link it. */
export function packagePath(vehicleIds: ReadonlyArray<number | string>, docs: readonly number[], download = false): string {
  const ids = vehicleIds.map((id) => encodeURIComponent(String(id))).join(',');
  return `/api/vehicles/${ids}/multipleForms/0?docs=${docs.join(',')}${download ? '&download=1' : ''}`;
}

/** The path of one printed form of a vehicle. */
export function formPath(vehicleIds: ReadonlyArray<number | string>, n: number, query: Record<string, string> = {}): string {
  const ids = vehicleIds.map((id) => encodeURIComponent(String(id))).join(',');
  const search = new URLSearchParams(query).toString();
  return `/api/vehicles/${ids}/forms/${n}${search ? `?${search}` : ''}`;
}

/** The four forms of /registration-documents (document 3 §2.6), in the order the page lists them, with their links' texts. */
export const REGISTRATION_DOCUMENTS = ['power-of-attorney', 'customs-power-of-attorney', 'cbp-5106', 'customer-information'] as const;
export type RegistrationDocument = (typeof REGISTRATION_DOCUMENTS)[number];

export const REGISTRATION_DOCUMENT_TITLE: Record<RegistrationDocument, string> = {
  'power-of-attorney': 'Power of Attorney',
  'customs-power-of-attorney': 'Customs and Export Power of Attorney',
  'cbp-5106': 'Importer Identity Form (CBP 5106)',
  'customer-information': 'Customer Information',
};

/** Where a registration form is downloaded (public: the person registering is not signed in yet). */
export const registrationDocumentPath = (form: RegistrationDocument) => `/api/registration_documents/${form}`;

/** The media type of an xlsx workbook, as every spreadsheet the portal sends is labelled. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
