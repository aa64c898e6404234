import { Controller, Inject } from '@nestjs/common';
import {
  DIRECT_PACKAGE_MAX_VEHICLES,
  hudsonCheck,
  packageJobFile,
  packageJobStatus,
  queueVehiclePackage,
  renderVehicleForm,
  renderVehiclePackage,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import { Handles, ValidationError, type Caller, type StoragePort } from '@portal/server-kit';
import { PackageJobs } from './jobs/package-jobs.js';
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
    private readonly jobs: PackageJobs,
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
    const forms = formsNamed(docs, 'docs');
    assertMayPrint(caller, forms);
    const ids = [...new Set(vehicleIds)];
    const { parts, leftOut } = await collectParts(this.renderer.session(caller, { printedName }), ids, forms, partial ?? false);
    if (parts.length === 0) throw ValidationError.field('docs', 'none of the forms can be printed for these vehicles yet');
    const name = downloadName?.trim() || `forms-${docs.join('-')}-${ids.length}-vehicles`;
    return this.jobs.add(principal, { parts, leftOut, filename: name.endsWith('.pdf') ? name : `${name}.pdf` });
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
