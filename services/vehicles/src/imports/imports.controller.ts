import { Controller, Inject } from '@nestjs/common';
import {
  checkGstImport,
  checkImport,
  importCheckJob,
  importJob,
  isStaff,
  queueImportCheck,
  readImportFile,
  runImport,
  undoImport,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { ForbiddenError, Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { VinDecodeService } from '../nhtsa/vin-decode.service.js';
import { processGstSheet } from './gst-check.js';
import { checkSize, processImport } from './import-check.js';
import { ImportJobs } from './import-jobs.js';
import { undoImport as undoRun } from './vehicle-import.js';

/**
 * /management/vehicleFileUpload (document 2 §2, §7): read a file, check its rows, create the checked ones,
 * undo; and /management/gst-report, which reads its sheet through the same upload.
 */
@Controller()
export class ImportsController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    private readonly decoder: VinDecodeService,
    private readonly jobs: ImportJobs,
  ) {}

  private readonly decode = (vin: string) => this.decoder.decode(vin);

  /** The gateway read the workbook; the rows come back as text, once the caller is known to be staff. */
  @Handles(readImportFile)
  read(message: CallMessage<typeof readImportFile>, principal: Principal) {
    if (!isStaff(principal)) throw new ForbiddenError('Vehicle import is for staff only');
    checkSize(message.body.rows);
    return message.body;
  }

  @Handles(checkImport)
  check(message: CallMessage<typeof checkImport>, principal: Principal) {
    return processImport(this.prisma, this.decode, principal, message.body);
  }

  /** The screen's check: queued, so a file of thousands of VINs is not bound by the gateway's deadline. */
  @Handles(queueImportCheck)
  queueCheck(message: CallMessage<typeof queueImportCheck>, principal: Principal) {
    return this.jobs.addCheck(principal, message.body);
  }

  @Handles(importCheckJob)
  checkJob(message: CallMessage<typeof importCheckJob>, principal: Principal) {
    return this.jobs.checkStatus(principal, message.params.id, message.query.page ? Number(message.query.page) : 1);
  }

  @Handles(runImport)
  run(message: CallMessage<typeof runImport>, principal: Principal) {
    return this.jobs.add(principal, message.body);
  }

  @Handles(importJob)
  job(message: CallMessage<typeof importJob>, principal: Principal) {
    return this.jobs.status(principal, message.params.id);
  }

  @Handles(undoImport)
  undo(message: CallMessage<typeof undoImport>, principal: Principal) {
    return undoRun(this.prisma, this.engine, principal, Number(message.params.id));
  }

  @Handles(checkGstImport)
  checkGst(message: CallMessage<typeof checkGstImport>, principal: Principal) {
    return processGstSheet(this.decode, principal, message.body);
  }
}
