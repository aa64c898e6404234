import { Controller } from '@nestjs/common';
import { checkVehicleVins, checkVehicleVinsFile, type CallMessage } from '@portal/contracts';
import { Handles } from '@portal/server-kit';
import { VinDecodeService } from '../nhtsa/vin-decode.service.js';
import { checkVins } from './vehicle-check.js';

/** /NonCompliantVehicleCheck (document 3 §2.6): public, and it reads no vehicle of the register, only the decoder. */
@Controller()
export class VehicleChecksController {
  constructor(private readonly decoder: VinDecodeService) {}

  private readonly decode = (vin: string) => this.decoder.decode(vin);

  @Handles(checkVehicleVins)
  check(message: CallMessage<typeof checkVehicleVins>) {
    return checkVins(message.body.vins, this.decode);
  }

  @Handles(checkVehicleVinsFile)
  checkForFile(message: CallMessage<typeof checkVehicleVinsFile>) {
    return checkVins(message.body.vins, this.decode);
  }
}
