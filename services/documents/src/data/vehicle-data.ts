import { Injectable } from '@nestjs/common';
import { SUBJECT, SERVICE, readConformance, readPdfFormMapping, readUser, isStaff } from '@portal/contracts';
import { NotFoundError, RpcClient, ValidationError, type Caller } from '@portal/server-kit';
import type { MappingRow } from '../mapping/fill-form.js';
import type { ConformityStandard, Row } from './form-context.js';

/** How many vehicles one list call reads (within the list's page limit). */
const VEHICLES_PER_LIST = 500;

/**
 * What the forms are filled from, asked of the services that own it, always for the caller: the
 * vehicles service answers a client user's request for another client's vehicle with a 404, and the
 * staff-only records (the conformance inspection, the Blackbook data) with a 403, exactly as it would
 * answer that person's browser.
 */
@Injectable()
export class VehicleData {
  constructor(private readonly rpc: RpcClient) {}

  vehicle(caller: Caller, vehicleid: number, relations: string[]): Promise<Row> {
    const query = relations.length ? { 'with[]': relations } : {};
    return this.rpc.call<Row>(caller, SUBJECT.resource(SERVICE.VEHICLES, 'read'), { resource: 'vehicles', id: String(vehicleid), query }, SERVICE.VEHICLES);
  }

  /**
   * Many vehicles in a few list calls, in the order asked: a load of a thousand is read in two calls
   * rather than a thousand. A vehicle the caller may not see is a 404, as it would be read alone.
   */
  async vehicles(caller: Caller, ids: readonly number[], relations: string[]): Promise<Row[]> {
    const found = new Map<number, Row>();
    for (let i = 0; i < ids.length; i += VEHICLES_PER_LIST) {
      const chunk = ids.slice(i, i + VEHICLES_PER_LIST);
      const query = { per_page: String(chunk.length), 'filters[]': [`vehicleid|in|${chunk.join(',')}`], ...(relations.length ? { 'with[]': relations } : {}) };
      const answer = await this.rpc.call<{ data: Row[] }>(
        caller,
        SUBJECT.resource(SERVICE.VEHICLES, 'list'),
        { resource: 'vehicles', query },
        SERVICE.VEHICLES,
      );
      for (const row of answer.data) found.set(Number(row.vehicleid), row);
    }
    return ids.map((id) => {
      const row = found.get(id);
      if (!row) throw new NotFoundError(`Vehicle ${id} was not found`);
      return row;
    });
  }

  /** The vehicles the caller may see with one of these VINs (a client user's own only). */
  async vehiclesByVin(caller: Caller, vins: readonly string[]): Promise<Row[]> {
    const answer = await this.rpc.call<{ data: Row[] }>(
      caller,
      SUBJECT.resource(SERVICE.VEHICLES, 'list'),
      { resource: 'vehicles', query: { per_page: '500', 'filters[]': [`vehiclevin|in|${vins.join(',')}`] } },
      SERVICE.VEHICLES,
    );
    return answer.data;
  }

  /** The vehicle's client with its state; null for a vehicle without one. */
  async client(caller: Caller, clientid: unknown): Promise<Row | null> {
    if (typeof clientid !== 'number' || clientid <= 0) return null;
    return this.rpc.call<Row>(caller, SUBJECT.resource(SERVICE.ADMIN, 'read'), { resource: 'clients', id: String(clientid) }, SERVICE.ADMIN);
  }

  async conformance(caller: Caller, vehicleid: number): Promise<Row | null> {
    const answer = await this.rpc.call<{ conformance: Row | null }>(caller, readConformance.name, { params: { id: String(vehicleid) } }, SERVICE.VEHICLES);
    return answer.conformance;
  }

  async conformityItems(caller: Caller): Promise<ConformityStandard[]> {
    const answer = await this.rpc.call<{ data: ConformityStandard[] }>(
      caller,
      SUBJECT.resource(SERVICE.VEHICLES, 'list'),
      { resource: 'nhtsa_conformity_items', query: { per_page: '1000' } },
      SERVICE.VEHICLES,
    );
    return answer.data;
  }

  /** The form's current mapping: read at every render, so a change on the PDF form fields screen prints at once. */
  async mapping(caller: Caller, n: number): Promise<MappingRow[]> {
    const answer = await this.rpc.call<{ fields: MappingRow[] }>(caller, readPdfFormMapping.name, { params: { id: String(n) } }, SERVICE.ADMIN);
    return answer.fields;
  }

  /**
   * Who signs: the caller, or the user named by `?user_id` (staff only). Staff are read from the
   * identity service with their stored signature; a client user's own name comes from its token.
   */
  async signer(caller: Caller, userId: number | undefined): Promise<Row> {
    const { principal } = caller;
    if (!isStaff(principal)) {
      if (userId !== undefined && userId !== principal.userid) throw ValidationError.field('user_id', 'only staff print a form signed by another user');
      return { userid: principal.userid, name: principal.name ?? principal.username, signature: null };
    }
    const id = String(userId ?? principal.userid);
    return this.rpc.call<Row>(caller, readUser.name, { params: { id }, query: { 'with[]': ['signature'] } }, SERVICE.IDENTITY);
  }
}
