/** The registration form's fields (document 3 §2.6, §3 "Registration") in the order the page shows them. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  cbp: string;
  username: string;
  password: string;
  phone: string;
  businessName: string;
  country: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  cbp: '',
  username: '',
  password: '',
  phone: '',
  businessName: '',
  country: 'United States',
  street: '',
  city: '',
  state: '',
  zip: '',
};

/** Every field but the CBP number must be filled before "Request an Account" is enabled (document 3 §5). */
export const REQUIRED_REGISTRATION_FIELDS: ReadonlyArray<keyof RegistrationValues> = [
  'firstName',
  'lastName',
  'username',
  'password',
  'phone',
  'businessName',
  'country',
  'street',
  'city',
  'state',
  'zip',
];

export function registrationComplete(values: RegistrationValues): boolean {
  return REQUIRED_REGISTRATION_FIELDS.every((field) => values[field].trim() !== '');
}

export const SERVICES = [
  { key: 'ri', label: 'Registered Importation (RI)' },
  { key: 'titles', label: 'Titles' },
  { key: 'odo', label: 'Odometer statements' },
  { key: 'transportation', label: 'Transportation' },
] as const;

export type ServiceKey = (typeof SERVICES)[number]['key'];

/** The acuity variant is chosen when the path contains "acuity" (document 3 §2.6). */
export function isAcuityPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('acuity');
}
