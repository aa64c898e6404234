import { Inject, Injectable } from '@nestjs/common';
import { printedForm } from '@portal/contracts/constants';
import { isStaff } from '@portal/contracts';
import { ForbiddenError, ValidationError, type Caller, type StoragePort } from '@portal/server-kit';
import { PDFDocument } from 'pdf-lib';
import { businessToday, type FormContext, type RenderOptions, type Row } from '../data/form-context.js';
import { VehicleData } from '../data/vehicle-data.js';
import type { FormDefinition, FormNeed } from '../forms/form-definition.js';
import { FORMS } from '../forms/registry.js';
import { fillForm, type MappingRow, type SignatureImages } from '../mapping/fill-form.js';
import { templateOf } from '../templates/template-cache.js';

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

/** The forms asked for, each known; an unknown number is a 422 on the field that named it. */
export function formsNamed(numbers: readonly number[], field: string): FormDefinition[] {
  const unknown = numbers.filter((n) => !FORMS.has(n));
  if (unknown.length) throw ValidationError.field(field, `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a form' : 'are not forms'} the portal prints`);
  return numbers.map((n) => FORMS.get(n)!);
}

/** Staff-only forms read staff-only records: anyone else is told so before anything is asked. */
export function assertMayPrint(caller: Caller, forms: readonly FormDefinition[]): void {
  const refused = forms.filter((form) => printedForm(form.n)?.staffOnly && !isStaff(caller.principal));
  if (refused.length) throw new ForbiddenError(`Only staff print ${refused.map((form) => printedForm(form.n)?.name).join(', ')}`);
}

/** What one request reads once, whatever the number of vehicles: the mappings, the standards, the signer. */
export class RenderSession {
  private readonly mappings = new Map<number, Promise<MappingRow[]>>();
  private standards?: ReturnType<VehicleData['conformityItems']>;
  private signerRow?: Promise<Row>;

  constructor(
    readonly caller: Caller,
    private readonly data: VehicleData,
    readonly options: RenderOptions,
  ) {}

  mapping(n: number): Promise<MappingRow[]> {
    let mapping = this.mappings.get(n);
    if (!mapping) this.mappings.set(n, (mapping = this.data.mapping(this.caller, n)));
    return mapping;
  }

  /** Everything the forms need about one vehicle, asked in parallel once the vehicle is known. */
  async context(vehicleid: number, forms: readonly FormDefinition[]): Promise<FormContext> {
    const needs = new Set<FormNeed>(forms.flatMap((form) => form.needs ?? []));
    const relations = ['document_signatures', ...(needs.has('blackbook') ? ['blackbook_info'] : [])];
    const vehicle = await this.data.vehicle(this.caller, vehicleid, relations);
    const [client, conformance, conformityItems, signer] = await Promise.all([
      this.data.client(this.caller, vehicle.clientid),
      needs.has('conformance') ? this.data.conformance(this.caller, vehicleid) : null,
      needs.has('conformityItems') ? (this.standards ??= this.data.conformityItems(this.caller)) : [],
      needs.has('signer') ? (this.signerRow ??= this.data.signer(this.caller, this.options.userId)) : null,
    ]);
    const signatures = (vehicle.document_signatures as { document_type: string; url: string }[] | undefined) ?? [];
    return {
      vehicle,
      client,
      signer,
      conformance,
      conformityItems,
      blackbook: (vehicle.blackbook_info as Row | null | undefined) ?? null,
      options: this.options,
      today: businessToday(),
      signatureKeys: {
        physicalInspection: signatures.find((s) => s.document_type === 'physicalInspection')?.url ?? null,
        signer: ((signer?.signature as Row | null | undefined)?.cloud_url as string | undefined) ?? null,
      },
    };
  }
}

/** Fills forms into PDF documents; packages and single forms are both made of these. */
@Injectable()
export class FormRenderer {
  constructor(
    readonly data: VehicleData,
    @Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort,
  ) {}

  session(caller: Caller, options: RenderOptions): RenderSession {
    return new RenderSession(caller, this.data, options);
  }

  /** The signature images a form places, read from the storage (a missing file leaves the box empty). */
  async images(definition: FormDefinition, context: FormContext): Promise<SignatureImages> {
    const images: SignatureImages = {};
    for (const source of new Set(Object.values(definition.signatures ?? {}))) {
      const key = context.signatureKeys[source];
      images[source] = key ? await this.storage.get(key).catch(() => null) : null;
    }
    return images;
  }

  async fill(definition: FormDefinition, context: FormContext, mapping: readonly MappingRow[]): Promise<PDFDocument> {
    const [template, images] = await Promise.all([templateOf(definition, context), this.images(definition, context)]);
    return fillForm(template, definition, mapping, context, images);
  }
}
