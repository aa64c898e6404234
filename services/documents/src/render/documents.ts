import { RI_LABEL_FORM, printedForm } from '@portal/contracts/constants';
import { ValidationError, type StoragePort } from '@portal/server-kit';
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { FormContext } from '../data/form-context.js';
import type { FormDefinition } from '../forms/form-definition.js';
import type { MappingRow } from '../mapping/fill-form.js';
import { FormRenderer, assertMayPrint, formsNamed, type RenderSession } from './form-renderer.js';

/** One form of one vehicle, ready to fill. */
export interface PackagePart {
  n: number;
  context: FormContext;
  mapping: MappingRow[];
}

export interface RenderedFile {
  bytes: Uint8Array;
  filename: string;
  pages: number;
  /** Parts a partial package left out, and why (`VIN: form: reason`). */
  leftOut: string[];
}

export type Progress = (done: number, total: number) => Promise<void> | void;

function vinOf(context: FormContext): string {
  return String(context.vehicle.vehiclevin ?? context.vehicle.vehicleid).replace(/[^A-Za-z0-9]/g, '');
}

/**
 * Reads everything the parts of a package need, vehicle by vehicle, in the order asked. A part the
 * vehicle cannot fill yet (no conformance, no DOT date ...) refuses the whole package, every reason
 * named, unless the package is partial: then it is left out and listed.
 */
export async function collectParts(session: RenderSession, vehicleIds: readonly number[], forms: readonly FormDefinition[], partial: boolean) {
  const parts: PackagePart[] = [];
  const refusals: string[] = [];
  const mappings = await Promise.all(forms.map((form) => session.mapping(form.n)));
  for (const vehicleid of vehicleIds) {
    const context = await session.context(vehicleid, forms);
    forms.forEach((form, i) => {
      const reason = form.missing?.(context) ?? null;
      if (reason) refusals.push(`${vinOf(context)}: ${printedForm(form.n)?.name ?? form.n}: ${reason}`);
      else parts.push({ n: form.n, context, mapping: mappings[i] });
    });
  }
  if (refusals.length && !partial) throw new ValidationError({ docs: refusals });
  return { parts, leftOut: refusals };
}

/** Fills every part and merges them, flattened, into one PDF (a package is printed, not edited). */
export async function assemble(renderer: FormRenderer, parts: readonly PackagePart[], progress?: Progress): Promise<PDFDocument> {
  if (parts.length === 0) throw ValidationError.field('docs', 'none of the forms can be printed for these vehicles yet');
  const merged = await PDFDocument.create();
  let done = 0;
  for (const part of parts) {
    const filled = await renderer.fill(formsNamed([part.n], 'docs')[0], part.context, part.mapping);
    filled.getForm().flatten();
    for (const page of await merged.copyPages(filled, filled.getPageIndices())) merged.addPage(page);
    done += 1;
    await progress?.(done, parts.length);
  }
  return merged;
}

/**
 * One printed form of a vehicle, fillable; the RI label of several vehicles (ids joined by commas)
 * prints one label page per vehicle.
 */
export async function renderVehicleForm(renderer: FormRenderer, session: RenderSession, vehicleIds: readonly number[], n: number): Promise<RenderedFile> {
  const [form] = formsNamed([n], 'n');
  assertMayPrint(session.caller, [form]);
  if (vehicleIds.length > 1 && n !== RI_LABEL_FORM) throw ValidationError.field('id', `only the RI label (form ${RI_LABEL_FORM}) takes several vehicles`);
  const mapping = await session.mapping(n);
  if (vehicleIds.length === 1) {
    const context = await session.context(vehicleIds[0], [form]);
    const doc = await renderer.fill(form, context, mapping);
    return { bytes: await doc.save(), filename: `${vinOf(context)}-form-${n}.pdf`, pages: doc.getPageCount(), leftOut: [] };
  }
  const parts: PackagePart[] = [];
  for (const vehicleid of vehicleIds) parts.push({ n, context: await session.context(vehicleid, [form]), mapping });
  const doc = await assemble(renderer, parts);
  return { bytes: await doc.save(), filename: 'ri-labels.pdf', pages: doc.getPageCount(), leftOut: [] };
}

/** Several forms of one or more vehicles in one PDF (`multipleForms`). */
export async function renderVehiclePackage(
  renderer: FormRenderer,
  session: RenderSession,
  vehicleIds: readonly number[],
  docs: readonly number[],
  options: { partial: boolean; downloadName?: string },
  progress?: Progress,
): Promise<RenderedFile> {
  const forms = formsNamed(docs, 'docs');
  assertMayPrint(session.caller, forms);
  const { parts, leftOut } = await collectParts(session, vehicleIds, forms, options.partial);
  const doc = await assemble(renderer, parts, progress);
  const first = parts[0].context;
  const name =
    options.downloadName?.trim() ||
    (vehicleIds.length === 1 ? `${vinOf(first)}-forms-${docs.join('-')}` : `forms-${docs.join('-')}-${vehicleIds.length}-vehicles`);
  return { bytes: await doc.save(), filename: name.endsWith('.pdf') ? name : `${name}.pdf`, pages: doc.getPageCount(), leftOut };
}

/** Puts a rendered file where the gateway sends it from; a direct render is removed once sent. */
export async function storeRendered(storage: StoragePort, file: RenderedFile, key = `documents/renders/${randomUUID()}.pdf`, temporary = true) {
  await storage.put(key, Buffer.from(file.bytes), 'application/pdf');
  return { key, filename: file.filename, contentType: 'application/pdf', pages: file.pages, temporary, leftOut: file.leftOut };
}
