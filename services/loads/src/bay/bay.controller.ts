import { Controller, Inject } from '@nestjs/common';
import {
  bayDocuments,
  bayVehicleInfo,
  checkBayShipment,
  checkBayShipmentSingle,
  createBayShipment,
  createBayShipmentSingle,
  fixBayVehicle,
  updateBayShipment,
  updateBayShipmentSingle,
  watchLoadBayChanges,
  type CallMessage,
  type Principal,
} from '@portal/contracts';
import { Handles } from '@portal/server-kit';
import { BayShipments } from './bay-shipments.js';

/** The bay calls of document 2 §7; each reads the caller's load within its scope first. */
@Controller()
export class BayController {
  constructor(@Inject(BayShipments) private readonly bay: BayShipments) {}

  @Handles(createBayShipment)
  create(m: CallMessage<typeof createBayShipment>, principal: Principal) {
    return this.bay.createMultiple(principal, m.params.id);
  }

  @Handles(updateBayShipment)
  update(m: CallMessage<typeof updateBayShipment>, principal: Principal) {
    return this.bay.updateMultiple(principal, m.params.id, m.query.photos);
  }

  @Handles(checkBayShipment)
  check(m: CallMessage<typeof checkBayShipment>, principal: Principal) {
    return this.bay.checkMultiple(principal, m.params.id);
  }

  @Handles(createBayShipmentSingle)
  createSingle(m: CallMessage<typeof createBayShipmentSingle>, principal: Principal) {
    return this.bay.createSingle(principal, m.params.id);
  }

  @Handles(updateBayShipmentSingle)
  updateSingle(m: CallMessage<typeof updateBayShipmentSingle>, principal: Principal) {
    return this.bay.updateSingle(principal, m.params.id, m.query.photos);
  }

  @Handles(checkBayShipmentSingle)
  checkSingle(m: CallMessage<typeof checkBayShipmentSingle>, principal: Principal) {
    return this.bay.checkSingle(principal, m.params.id);
  }

  @Handles(bayDocuments)
  documents(m: CallMessage<typeof bayDocuments>, principal: Principal) {
    return this.bay.documents(principal, m.params.id);
  }

  /** The gateway asks before it opens a load's live stream: a load the caller may not see is a 404. */
  @Handles(watchLoadBayChanges)
  watchable(m: CallMessage<typeof watchLoadBayChanges>, principal: Principal) {
    return this.bay.watchable(principal, m.params.id);
  }

  @Handles(bayVehicleInfo)
  vehicleInfo(m: CallMessage<typeof bayVehicleInfo>, principal: Principal) {
    return this.bay.vehicleInfo(principal, m.params.id);
  }

  @Handles(fixBayVehicle)
  fixVehicle(m: CallMessage<typeof fixBayVehicle>, principal: Principal) {
    return this.bay.fixVehicle(principal, m.params.id);
  }
}
