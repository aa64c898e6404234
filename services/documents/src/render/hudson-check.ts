import { DOCUMENT_PACKAGES, HUDSON_MAX_VINS, HUDSON_TEXT, printedForm, vinsOfText, type CallAnswer, type hudsonCheck } from '@portal/contracts';
import { ValidationError } from '@portal/server-kit';
import type { FormContext, Row } from '../data/form-context.js';
import type { FormDefinition } from '../forms/form-definition.js';
import { formsNamed } from './form-renderer.js';

type HudsonResult = CallAnswer<typeof hudsonCheck>[number];

/** What the check reads, for the caller: the vehicles of some VINs, and one vehicle's form data. */
export interface HudsonLookup {
  vehiclesByVin(vins: readonly string[]): Promise<Row[]>;
  context(vehicleid: number, forms: readonly FormDefinition[]): Promise<FormContext>;
}

/** The Hudson package's forms (document 3 §7: 21, 12, 24, 15), in its order. */
export function hudsonForms(): FormDefinition[] {
  return formsNamed(DOCUMENT_PACKAGES.hudson.docs, 'docs');
}

/**
 * Hudson Paperwork Download (document 3 §2.8, §3): for each pasted VIN, whether it names one vehicle the
 * caller may see, and for each form of the Hudson package whether that vehicle can have it yet (a success)
 * or why not (an error), by the very rule the package applies when it leaves a form out of a partial one.
 */
export async function hudsonCheckResults(lookup: HudsonLookup, text: string): Promise<HudsonResult[]> {
  const vins = vinsOfText(text);
  if (vins.length === 0) throw ValidationError.field('text', 'has no VIN');
  if (vins.length > HUDSON_MAX_VINS) throw ValidationError.field('text', `at most ${HUDSON_MAX_VINS} VINs at a time`);
  const forms = hudsonForms();
  const found = await lookup.vehiclesByVin(vins);
  const results: HudsonResult[] = [];
  for (const vin of vins) {
    const matches = found.filter((v) => v.vehiclevin === vin);
    if (matches.length !== 1) {
      const why = matches.length === 0 ? HUDSON_TEXT.VIN_INVALID : `${matches.length} vehicles have this VIN`;
      results.push({ vin, validVin: false, vehicle: null, errors: [why], successes: [] });
      continue;
    }
    const [vehicle] = matches;
    const context = await lookup.context(Number(vehicle.vehicleid), forms);
    const errors: string[] = [];
    const successes: string[] = [];
    for (const form of forms) {
      const name = printedForm(form.n)?.name ?? String(form.n);
      const reason = form.missing?.(context) ?? null;
      if (reason) errors.push(`${name}: ${reason}`);
      else successes.push(name);
    }
    results.push({
      vin,
      validVin: true,
      vehicle: { vehicleid: Number(vehicle.vehicleid), vehiclevin: vin, yr: vehicle.yr ?? null, make: vehicle.make ?? null, model: vehicle.model ?? null },
      errors,
      successes,
    });
  }
  return results;
}
