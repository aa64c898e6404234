import type { ClientLoad } from '../load-detail/load-types.js';

/** The signers of statements of conformity (document 2 §6): active staff users (active 0; 1 is disabled) with can_sign_soc = 1. */
export const SOC_SIGNER_QUERY = {
  per_page: 1000,
  filters: [
    { field: 'can_sign_soc', op: 'eq', value: 1 },
    { field: 'roleid', op: 'eq', value: 2 },
    { field: 'active', op: 'eq', value: 0 },
  ],
  order_by: [{ field: 'name', direction: 'asc' }],
} as const;

export interface SigningChoice {
  signer: number | null;
  name: string;
  date: string;
  designation: string;
}

/** What the Signing Name dialog must have before it signs: a signer, a name, a date as MM/DD/YYYY and a designation. */
export function signingProblems(choice: SigningChoice): Partial<Record<keyof SigningChoice, string>> {
  const problems: Partial<Record<keyof SigningChoice, string>> = {};
  if (!choice.signer) problems.signer = 'Choose who signs';
  if (!choice.name.trim()) problems.name = 'Enter the name';
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(choice.date.trim())) problems.date = 'Enter the date as MM/DD/YYYY';
  if (!choice.designation.trim()) problems.designation = 'Enter the designation';
  return problems;
}

/** The vehicles the bay holds for this load: all of a carrier load sent as one shipment, else each vehicle sent on its own. */
export function bayVehicleIds(load: ClientLoad): number[] {
  const vehicles = load.vehicles ?? [];
  if (load.bay_shipment) return vehicles.map((v) => v.vehicleid);
  return vehicles.filter((v) => v.bay_vehicle?.bay_shipment).map((v) => v.vehicleid);
}

/** The body of the Statements of Conformity call. */
export function socBody(choice: SigningChoice, vehicles: readonly number[], socBay: boolean) {
  return {
    replacements: { name: choice.name.trim(), date: choice.date.trim(), designation: choice.designation.trim() },
    soc_signer: choice.signer as number,
    socBay,
    ...(socBay ? { title: 'Statement of Conformity', subtitle: 'From the bay shipment of the load' } : {}),
    vehicles: [...vehicles],
  };
}
