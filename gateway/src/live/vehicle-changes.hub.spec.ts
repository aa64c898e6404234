import { describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import type { Principal, VehicleChanges } from '@portal/contracts';
import { Subject } from 'rxjs';
import { aboutLoad, concerns } from './live.controller.js';
import { LoadBayChangesHub } from './load-bay-changes.hub.js';
import { MAX_STREAMS_PER_USER, VehicleChangesHub } from './vehicle-changes.hub.js';

/** The bus as the hub sees it: `publish` delivers to the subscription the hub holds, if any. */
function setup() {
  let deliver: ((data: string) => void) | undefined;
  let subscriptions = 0;
  const status = new Subject<string>();
  const connection = {
    subscribe(_subject: string, options: { callback: (error: unknown, message: { string(): string }) => void }) {
      subscriptions += 1;
      deliver = (data) => options.callback(null, { string: () => data });
      return { unsubscribe: () => (deliver = undefined) };
    },
  };
  const proxy = { status, connect: async () => undefined, unwrap: () => connection } as unknown as ClientProxy;
  const hub = new VehicleChangesHub(proxy);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    hub,
    status,
    settle,
    publish: (data: string) => deliver?.(data),
    get subscribed() {
      return deliver !== undefined;
    },
    get subscriptions() {
      return subscriptions;
    },
  };
}

const staff: Principal = { userid: 1, username: 'admin', roleid: 2, clientid: null, clientIds: [] };
const alpha: Principal = { userid: 2, username: 'alpha.user', roleid: 1, clientid: 10, clientIds: [10] };
const group: Principal = { userid: 3, username: 'group.user', roleid: 1, clientid: 20, clientIds: [20, 21] };

describe('which changes concern a caller', () => {
  it('every change for staff; a client user only its clients, or a change of "any client"', () => {
    const of = (clientIds: number[] | null): VehicleChanges => ({ clientIds });
    expect(concerns(staff, of([99]))).toBe(true);
    expect(concerns(alpha, of([10, 11]))).toBe(true);
    expect(concerns(alpha, of([11, 0]))).toBe(false);
    expect(concerns(group, of([21]))).toBe(true);
    expect(concerns(alpha, of(null))).toBe(true);
  });
});

describe('which bay changes concern a load page', () => {
  it('its own load, or any load after the bus was away', () => {
    expect(aboutLoad(7, { loadId: 7, clientId: 10 })).toBe(true);
    expect(aboutLoad(7, { loadId: 8, clientId: 10 })).toBe(false);
    expect(aboutLoad(7, { loadId: null, clientId: null })).toBe(true);
  });

  it('the loads hub tells its streams "any load" after a reconnect', async () => {
    const status = new Subject<string>();
    const proxy = { status, connect: async () => undefined, unwrap: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) } as unknown as ClientProxy;
    const hub = new LoadBayChangesHub(proxy);
    const heard: unknown[] = [];
    hub.watch(
      1,
      (c) => heard.push(c),
      () => undefined,
    );
    status.next('connected');
    expect(heard).toEqual([{ loadId: null, clientId: null }]);
  });
});

describe('VehicleChangesHub', () => {
  it('subscribes once for all streams, forwards valid events only, and lets go when the last stream closes', async () => {
    const bus = setup();
    const heardA: VehicleChanges[] = [];
    const heardB: VehicleChanges[] = [];
    const stopA = bus.hub.watch(
      1,
      (c) => heardA.push(c),
      () => undefined,
    );
    const stopB = bus.hub.watch(
      2,
      (c) => heardB.push(c),
      () => undefined,
    );
    await bus.settle();
    expect(bus.subscriptions).toBe(1);
    bus.publish('{"clientIds":[4]}');
    bus.publish('garbage');
    bus.publish('{"clientIds":"all"}');
    expect(heardA).toEqual([{ clientIds: [4] }]);
    expect(heardB).toEqual([{ clientIds: [4] }]);
    stopA();
    expect(bus.subscribed).toBe(true);
    stopB();
    expect(bus.subscribed).toBe(false);
  });

  it('tells every stream that anything may have changed after the bus reconnected', async () => {
    const bus = setup();
    const heard: VehicleChanges[] = [];
    bus.hub.watch(
      1,
      (c) => heard.push(c),
      () => undefined,
    );
    await bus.settle();
    bus.status.next('disconnected');
    bus.status.next('connected');
    expect(heard).toEqual([{ clientIds: null }]);
  });

  it("ends a user's oldest stream past the limit, and every stream at shutdown", async () => {
    const bus = setup();
    const closed: number[] = [];
    const stops = Array.from({ length: MAX_STREAMS_PER_USER }, (_, i) =>
      bus.hub.watch(
        7,
        () => undefined,
        () => closed.push(i),
      ),
    );
    bus.hub.watch(
      8,
      () => undefined,
      () => closed.push(100),
    );
    expect(closed).toEqual([]);
    // The controller's close stops its watch, as here.
    bus.hub.watch(
      7,
      () => undefined,
      () => closed.push(MAX_STREAMS_PER_USER),
    );
    expect(closed).toEqual([0]);
    stops[0]();
    bus.hub.onApplicationShutdown();
    expect(closed.sort((a, b) => a - b)).toEqual([0, ...Array.from({ length: MAX_STREAMS_PER_USER }, (_, i) => i + 1), 100]);
  });
});
