import { Controller, Inject } from '@nestjs/common';
import { checkImport, isStaff, readImportFile, runImport, undoImport, type CallMessage, type Principal } from '@portal/contracts';
import type { PrismaClient } from '@portal/db';
import { ForbiddenError, Handles, PRISMA, RESOURCE_ENGINE, type ResourceEngine } from '@portal/server-kit';
import { VinDecodeService } from '../nhtsa/vin-decode.service.js';
import { checkSize, processImport } from './import-check.js';
import { runImport as createFromRows, undoImport as undoRun } from './vehicle-import.js';

/** /management/vehicleFileUpload (document 2 §2, §7): read a file, check its rows, create the checked ones, undo. */
@Controller()
export class ImportsController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(RESOURCE_ENGINE) private readonly engine: ResourceEngine,
    private readonly decoder: VinDecodeService,
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

  @Handles(runImport)
  run(message: CallMessage<typeof runImport>, principal: Principal) {
    return createFromRows(this.prisma, this.engine, this.decode, principal, message.body);
  }

  @Handles(undoImport)
  undo(message: CallMessage<typeof undoImport>, principal: Principal) {
    return undoRun(this.prisma, this.engine, principal, Number(message.params.id));
  }
}
