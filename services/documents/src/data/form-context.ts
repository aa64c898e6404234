import type { ConformityStandard, ConformityType } from '@portal/contracts/constants';

export type Row = Record<string, unknown>;

/** An FMVSS standard as the conformity document prints it. */
export type { ConformityStandard };

export interface RenderOptions {
  uvc?: string;
  type?: ConformityType;
  printedName?: string;
  userId?: number;
}

/**
 * Everything a form of one vehicle is filled from. The mapping's `object_name` picks one of the named
 * objects (vehicle, client, signer, conformance, blackbook, location, options, today, form) and
 * `object_value` a field of it, with dots into relations (`state.stateabbreviation`).
 */
export interface FormContext {
  vehicle: Row;
  client: Row | null;
  signer: Row | null;
  conformance: Row | null;
  conformityItems: ConformityStandard[];
  blackbook: Row | null;
  options: RenderOptions;
  today: { date: string; iso: string; year: number };
  /** Storage keys of the signature images a form may place. */
  signatureKeys: { physicalInspection: string | null; signer: string | null };
}

/** Today in the business's zone (America/Indianapolis), as forms print it. */
export function businessToday(now = new Date()): FormContext['today'] {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Indianapolis', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('month')}/${part('day')}/${part('year')}`, iso: `${part('year')}-${part('month')}-${part('day')}`, year: Number(part('year')) };
}

/** The conformity class of document 3 §9: GVW above 10000 is a heavy truck, class 'pickup' a truck, anything else a car. */
export function conformityTypeOf(blackbook: Row | null): ConformityType {
  if (Number(blackbook?.gvw ?? 0) > 10000) return 'truck_heavy';
  if (
    String(blackbook?.class_name ?? '')
      .toLowerCase()
      .includes('pickup')
  )
    return 'truck';
  return 'car';
}

const IS_EXEMPT = ['Actual mileage', 'Exempt', 'Not actual mileage', 'Exceeds mechanical limits'];

function withSeparators(value: unknown): string {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? '' : Math.round(n).toLocaleString('en-US');
}

/**
 * Values the forms print that no single record holds: the mileage with thousands separators, the
 * odometer's brand as words and as the boxes to tick, the owner as titled, the conformity class.
 */
export function derivedValues(context: FormContext): Row {
  const { vehicle, client, signer, options } = context;
  const exempt = vehicle.is_exempt === null || vehicle.is_exempt === undefined ? 0 : Number(vehicle.is_exempt);
  const state = (client?.state as Row | undefined)?.stateabbreviation ?? '';
  // "100 Main St, Indianapolis, IN 46204"
  const cityLine = [client?.clientcity, [state, client?.clientzip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [client?.clientstreetaddress, cityLine].filter(Boolean).join(', ');
  const type = options.type ?? conformityTypeOf(context.blackbook);
  return {
    mileage: withSeparators(vehicle.mileage),
    kilometers: withSeparators(vehicle.cs_km ?? (vehicle.mileage === null || vehicle.mileage === undefined ? null : Number(vehicle.mileage) * 1.60934)),
    odometer_brand: IS_EXEMPT[exempt] ?? IS_EXEMPT[0],
    odometer_actual: exempt === 0,
    odometer_exempt: exempt === 1,
    odometer_not_actual: exempt === 2,
    odometer_exceeds: exempt === 3,
    owner_name: client?.legal_name || client?.clientname || '',
    owner_address: client?.legal_address || address,
    client_address: address,
    airbag_modified: vehicle.is_pass_airbag_modified === true,
    airbag_not_modified: vehicle.is_pass_airbag_modified === false,
    conformity_type: { car: 'Passenger car', truck: 'Truck / MPV', truck_heavy: 'Heavy truck (GVWR over 10,000 lb)' }[type],
    is_car: type === 'car',
    is_truck: type === 'truck',
    is_truck_heavy: type === 'truck_heavy',
    uvc: options.uvc ?? context.blackbook?.uvc ?? '',
    printed_name: options.printedName || signer?.name || '',
    year_make_model: [vehicle.yr, vehicle.make, vehicle.model].filter((v) => v !== null && v !== undefined && v !== '').join(' '),
    gvwr: vehicle.gvwr_lbs ? `${withSeparators(vehicle.gvwr_lbs)} lb (${withSeparators(vehicle.gvwr_kg)} kg)` : '',
    value_usd: vehicle.value_us_dollars === null || vehicle.value_us_dollars === undefined ? '' : `$${withSeparators(vehicle.value_us_dollars)}`,
    new_or_used: Number(vehicle.neworusedid) === 1 ? 'New' : 'Used',
    // The DOT conformance bond is 150% of the dutiable value (49 CFR 591 Appendix A).
    bond_amount: vehicle.value_us_dollars ? `$${withSeparators(Number(vehicle.value_us_dollars) * 1.5)}` : '',
  };
}

/** The named objects a mapping row may read. */
export function mappingObjects(context: FormContext): Record<string, Row | null> {
  return {
    vehicle: context.vehicle,
    client: context.client,
    signer: context.signer,
    conformance: context.conformance,
    blackbook: context.blackbook,
    location: (context.vehicle.nhtsa_conformance_location as Row | null) ?? null,
    options: context.options as Row,
    today: context.today,
    form: derivedValues(context),
  };
}
