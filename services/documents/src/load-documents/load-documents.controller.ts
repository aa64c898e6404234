import { Controller, Inject } from '@nestjs/common';
import {
  ROLE,
  isStaff,
  renderConformityInspection as inspectionCall,
  renderRecallWarranty as recallWarrantyCall,
  renderStatementOfConformity as socCall,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import { ForbiddenError, Handles, ValidationError, type Caller, type StoragePort } from '@portal/server-kit';
import { businessToday, type Row } from '../data/form-context.js';
import { VehicleData } from '../data/vehicle-data.js';
import { DocumentJobs } from '../jobs/document-jobs.js';
import { storeRendered } from '../render/documents.js';
import { DOCUMENT_STORAGE } from '../render/form-renderer.js';
import { RECALL_WARRANTY_RELATIONS, renderRecallWarranties } from './recall-warranty.js';
import { inspectionRefusals, socRefusals, type InspectedVehicle } from './conformity-documents.js';

/** Reads many vehicles a few at a time: a load of 1000 neither waits on each in turn nor floods the vehicles service. */
async function inBatches<I, T>(items: readonly I[], read: (item: I) => Promise<T>, size = 16): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(read))));
  return out;
}

/** Who may sign a statement of conformity (document 2 §6): an active staff user (web users' active 0) with can_sign_soc = 1. */
export function maySignSoc(user: Row): boolean {
  return Number(user.can_sign_soc) === 1 && Number(user.roleid) === ROLE.ADMIN && Number(user.active ?? 0) === 0;
}

/**
 * The staff-only documents of a load's vehicles (document 2 §2, §7): the Statements of Conformity, the
 * conformity inspection and the Bay Recall Warranties. Every vehicle is read for the caller; a refusal names the vehicles that
 * hold it up and renders nothing. The statements and the inspection cover a whole load, so they are
 * queued as document jobs once their data is read and checked; the recall warranties answer at once.
 */
@Controller()
export class LoadDocumentsController {
  constructor(
    private readonly data: VehicleData,
    private readonly jobs: DocumentJobs,
    @Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort,
  ) {}

  @Handles(socCall)
  async statementOfConformity(message: CallMessage<typeof socCall>, principal: Principal, caller: Caller) {
    const { replacements, socBay, title, subtitle, soc_signer, vehicles: ids } = message.body;
    const signer = await this.data.signer(caller, soc_signer).catch((error: unknown) => {
      throw (error as { code?: string }).code === 'NOT_FOUND' ? ValidationError.field('soc_signer', 'is not a user of the portal') : error;
    });
    if (!maySignSoc(signer)) throw ValidationError.field('soc_signer', 'may not sign statements of conformity');
    const vehicles = await this.data.vehicles(caller, [...new Set(ids)], ['blackbook_info']);
    const refusals = socRefusals(vehicles);
    if (refusals.length) throw new ValidationError({ vehicles: refusals }, refusals[0]);
    const signatureKey = ((signer.signature as Row | null | undefined)?.cloud_url as string | undefined) ?? null;
    const bay = socBay === true || socBay === 1;
    const filename = bay ? 'statements-of-conformity-bay.pdf' : 'statements-of-conformity.pdf';
    return this.jobs.add(principal, { kind: 'soc', vehicles, options: { ...replacements, title, subtitle, socBay: bay }, signatureKey, filename });
  }

  @Handles(inspectionCall)
  async conformityInspection(message: CallMessage<typeof inspectionCall>, principal: Principal, caller: Caller) {
    const { vehicles: ids, replacements } = message.body;
    const vehicles = await this.data.vehicles(caller, [...new Set(ids)], []);
    const inspected = await inBatches<Row, InspectedVehicle>(vehicles, async (vehicle) => ({
      vehicle,
      conformance: await this.data.conformance(caller, Number(vehicle.vehicleid)),
    }));
    const refusals = inspectionRefusals(inspected);
    if (refusals.length) throw new ValidationError({ vehicles: refusals }, refusals[0]);
    const designation = replacements?.designation ?? '';
    return this.jobs.add(principal, { kind: 'inspection', inspected, designation, today: businessToday().date, filename: 'conformity-inspection.pdf' });
  }

  @Handles(recallWarrantyCall)
  async recallWarranty(message: CallMessage<typeof recallWarrantyCall>, principal: Principal, caller: Caller) {
    if (!isStaff(principal)) throw new ForbiddenError('Recall warranties are for staff only');
    const vehicles = await inBatches([...new Set(message.body.vehicles)], (id) => this.data.vehicle(caller, id, RECALL_WARRANTY_RELATIONS));
    const rendered = await renderRecallWarranties(vehicles, { today: businessToday().iso, signer: principal.name || principal.username });
    return storeRendered(this.storage, { bytes: rendered.bytes, filename: 'recall-warranties.pdf', pages: rendered.pages, leftOut: [] });
  }
}
