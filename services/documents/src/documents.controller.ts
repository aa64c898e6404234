import { Controller, Inject } from '@nestjs/common';
import {
  DIRECT_PACKAGE_MAX_VEHICLES,
  SERVICE,
  SUBJECT,
  TITLE_PAPERWORK_DOCS,
  hudsonCheck,
  packageJobFile,
  packageJobStatus,
  queueTitleDocs,
  queueVehiclePackage,
  renderPaperworkBatchForms,
  renderVehicleForm,
  renderVehiclePackage,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import { Handles, RpcClient, ValidationError, type Caller, type StoragePort } from '@portal/server-kit';
import { DocumentJobs } from './jobs/document-jobs.js';
import { collectParts, renderVehicleForm as renderForm, renderVehiclePackage as renderPackage, storeRendered } from './render/documents.js';
import { DOCUMENT_STORAGE, FormRenderer, assertMayPrint, formsNamed } from './render/form-renderer.js';
import { hudsonCheckResults, hudsonForms } from './render/hudson-check.js';

/**
 * The documents calls (document 3 §7): the service renders, keeps the file in the storage and answers
 * where it is; the gateway sends the bytes. Every vehicle is read for the caller, so a document about
 * a vehicle the caller may not see is a 404 and no file is made.
 */
@Controller()
export class DocumentsController {
  constructor(
    private readonly renderer: FormRenderer,
    private readonly jobs: DocumentJobs,
    private readonly rpc: RpcClient,
    @Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort,
  ) {}

  @Handles(renderVehicleForm)
  async form(message: CallMessage<typeof renderVehicleForm>, _principal: Principal, caller: Caller) {
    const { user_id, uvc, type } = message.query;
    const session = this.renderer.session(caller, { uvc, type, userId: user_id === undefined ? undefined : Number(user_id) });
    return storeRendered(this.storage, await renderForm(this.renderer, session, message.params.id, Number(message.params.n)));
  }

  @Handles(renderVehiclePackage)
  async package(message: CallMessage<typeof renderVehiclePackage>, _principal: Principal, caller: Caller) {
    const ids = message.params.id;
    if (ids.length > DIRECT_PACKAGE_MAX_VEHICLES)
      throw ValidationError.field(
        'id',
        `a package of more than ${DIRECT_PACKAGE_MAX_VEHICLES} vehicles is rendered as a document job (POST /api/document_jobs)`,
      );
    const { docs, partial, downloadName, printedName } = message.query;
    const session = this.renderer.session(caller, { printedName });
    return storeRendered(this.storage, await renderPackage(this.renderer, session, ids, docs, { partial, downloadName }));
  }

  @Handles(queueVehiclePackage)
  async queue(message: CallMessage<typeof queueVehiclePackage>, principal: Principal, caller: Caller) {
    const { vehicleIds, docs, partial, downloadName, printedName } = message.body;
    return this.queueForms(principal, caller, { vehicleIds, docs, partial: partial ?? false, downloadName, printedName });
  }

  /** A load's Title Paperwork (document 2 §7 titleDocs): the title forms of its vehicles, those a vehicle cannot have yet left out. */
  @Handles(queueTitleDocs)
  async titleDocs(message: CallMessage<typeof queueTitleDocs>, principal: Principal, caller: Caller) {
    const { vehicles, printedName, downloadName } = message.body;
    return this.queueForms(principal, caller, {
      vehicleIds: vehicles,
      docs: TITLE_PAPERWORK_DOCS,
      partial: true,
      downloadName: downloadName?.trim() || `title-paperwork-${new Set(vehicles).size}-vehicles`,
      printedName,
    });
  }

  /** A paperwork batch's forms: the title paperwork of its vehicles, printed in the name of its person signing. */
  @Handles(renderPaperworkBatchForms)
  async paperworkForms(message: CallMessage<typeof renderPaperworkBatchForms>, _principal: Principal, caller: Caller) {
    const id = message.params.id;
    const batch = await this.rpc.call<{ person_signing?: string | null; vehicles_paperwork?: { vehicleid: number }[] }>(
      caller,
      SUBJECT.resource(SERVICE.INVOICING, 'read'),
      { resource: 'paperwork_batches', id: String(id) },
      SERVICE.INVOICING,
    );
    const ids = (batch.vehicles_paperwork ?? []).map((v) => v.vehicleid);
    if (ids.length === 0) throw ValidationError.field('id', 'the paperwork batch has no vehicles');
    if (ids.length > DIRECT_PACKAGE_MAX_VEHICLES)
      throw ValidationError.field(
        'id',
        `a batch of more than ${DIRECT_PACKAGE_MAX_VEHICLES} vehicles is printed as a document job (POST /api/reports/management/bay/titleDocs)`,
      );
    const session = this.renderer.session(caller, { printedName: batch.person_signing?.trim() || undefined });
    return storeRendered(
      this.storage,
      await renderPackage(this.renderer, session, ids, TITLE_PAPERWORK_DOCS, { partial: true, downloadName: `paperwork-batch-${id}` }),
    );
  }

  private async queueForms(
    principal: Principal,
    caller: Caller,
    choice: { vehicleIds: readonly number[]; docs: readonly number[]; partial: boolean; downloadName?: string; printedName?: string },
  ) {
    const forms = formsNamed(choice.docs, 'docs');
    assertMayPrint(caller, forms);
    const ids = [...new Set(choice.vehicleIds)];
    const { parts, leftOut } = await collectParts(this.renderer.session(caller, { printedName: choice.printedName }), ids, forms, choice.partial);
    if (parts.length === 0) throw ValidationError.field('docs', 'none of the forms can be printed for these vehicles yet');
    const name = choice.downloadName?.trim() || `forms-${choice.docs.join('-')}-${ids.length}-vehicles`;
    return this.jobs.add(principal, { kind: 'forms', parts, leftOut, filename: name.endsWith('.pdf') ? name : `${name}.pdf` });
  }

  @Handles(packageJobStatus)
  status(message: CallMessage<typeof packageJobStatus>, principal: Principal) {
    return this.jobs.status(principal, message.params.id);
  }

  @Handles(packageJobFile)
  file(message: CallMessage<typeof packageJobFile>, principal: Principal) {
    return this.jobs.file(principal, message.params.id);
  }

  @Handles(hudsonCheck)
  hudson(message: CallMessage<typeof hudsonCheck>, _principal: Principal, caller: Caller) {
    assertMayPrint(caller, hudsonForms());
    const session = this.renderer.session(caller, {});
    return hudsonCheckResults(
      { vehiclesByVin: (vins) => this.renderer.data.vehiclesByVin(caller, vins), context: (id, forms) => session.context(id, forms) },
      message.body.text,
    );
  }
}
