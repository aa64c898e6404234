import { Injectable } from '@nestjs/common';
import { SERVICE, SUBJECT } from '@portal/contracts';
import { RpcClient, type Caller } from '@portal/server-kit';
import type { Row } from '../data/form-context.js';

/** The relations a load sheet prints (document 2 §7: the detail relations of a load). */
export const LOAD_SHEET_RELATIONS = ['vehicles', 'client', 'transporter', 'from', 'to', 'pickup'];

/**
 * A load as its owner, the loads service, answers it to the caller: a client user asking for another
 * client's load gets the loads service's 404, and the load's vehicles come scoped to the caller's clients.
 */
@Injectable()
export class LoadData {
  constructor(private readonly rpc: RpcClient) {}

  load(caller: Caller, id: number): Promise<Row> {
    return this.rpc.call<Row>(
      caller,
      SUBJECT.resource(SERVICE.LOADS, 'read'),
      { resource: 'client_loads', id: String(id), query: { 'with[]': LOAD_SHEET_RELATIONS } },
      SERVICE.LOADS,
    );
  }
}
