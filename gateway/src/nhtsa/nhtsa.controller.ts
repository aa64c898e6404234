import { Controller, Get, Param, Query } from '@nestjs/common';
import { SERVICE, SUBJECT, type RawQuery, type VinDecodeRequest, type VinDecodeResult } from '@portal/contracts';
import { RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import { CurrentCaller } from '../rpc/caller.decorator.js';

/** The VIN decoder of the register dialog (document 1 §7.4), for every signed-in user. */
@Controller('api/nhtsa')
export class NhtsaController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('vin/:vin')
  async decode(@CurrentCaller() caller: Caller, @Param('vin') vin: string, @Query() query: RawQuery): Promise<VinDecodeResult> {
    const request: VinDecodeRequest = {
      vin,
      recall: flag(query, 'recall'),
      conformanceCheck: flag(query, 'conformanceCheck'),
    };
    return this.rpc.call<VinDecodeResult>(caller, SUBJECT.nhtsaDecode, request, SERVICE.VEHICLES);
  }
}

/** `?conformanceCheck`, `=1` and `=true` ask for it; absent, `=0` and `=false` do not; anything else is a 422. */
export function flag(query: RawQuery, name: string): boolean {
  const raw = query[name];
  const value = (Array.isArray(raw) ? raw[raw.length - 1] : raw)?.trim().toLowerCase();
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '' || value === '1' || value === 'true') return true;
  throw ValidationError.field(name, 'must be 1, 0, true or false');
}
