import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { SERVICE, SUBJECT, type RawQuery } from '@portal/contracts';
import { RpcClient, type Caller } from '@portal/server-kit';
import { CurrentCaller } from '../rpc/caller.decorator.js';

/** Vehicle calls beyond the generic resources; the vehicles service checks the caller may see the vehicle. */
@Controller('api/vehicles')
export class VehiclesController {
  constructor(private readonly rpc: RpcClient) {}

  /** The change history of one vehicle (Dates & Activity tab): `{data, current_page, per_page, total}`. */
  @Get(':id/history')
  history(@CurrentCaller() caller: Caller, @Param('id') vehicleid: string, @Query() query: RawQuery) {
    return this.rpc.call(caller, SUBJECT.vehicleHistory, { vehicleid, query: { page: query.page, per_page: query.per_page } }, SERVICE.VEHICLES);
  }

  /** Conformance Plus and its items (document 3 §2.3): `{vehicle, conformance}`; conformance is null before an inspection starts. */
  @Get(':id/conformance')
  conformance(@CurrentCaller() caller: Caller, @Param('id') vehicleid: string) {
    return this.rpc.call(caller, SUBJECT.vehicleConformanceRead, { vehicleid }, SERVICE.VEHICLES);
  }

  /** Staff start an inspection: one item per standard of the vehicle's class. */
  @Post(':id/conformance')
  startConformance(@CurrentCaller() caller: Caller, @Param('id') vehicleid: string) {
    return this.rpc.call(caller, SUBJECT.vehicleConformanceStart, { vehicleid }, SERVICE.VEHICLES);
  }

  /** Staff save choices and notes: body `{items: [{id, is_remediated, remedy_notes}]}`. */
  @Put(':id/conformance')
  saveConformance(@CurrentCaller() caller: Caller, @Param('id') vehicleid: string, @Body() body: unknown) {
    const items = (body as { items?: unknown } | null)?.items;
    return this.rpc.call(caller, SUBJECT.vehicleConformanceSave, { vehicleid, items }, SERVICE.VEHICLES);
  }
}
