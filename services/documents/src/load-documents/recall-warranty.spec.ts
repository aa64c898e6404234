import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import type { Row } from '../data/form-context.js';
import { RECALL_STATUS_TEXT, recallStatusOf, renderRecallWarranties, warrantyText } from './recall-warranty.js';

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();

const vehicle = (vehicleid: number, extra: Row = {}): Row => ({
  vehicleid,
  vehiclevin: `2T1BURHE0JC0${String(vehicleid).padStart(5, '0')}`,
  yr: 2018,
  make: 'Toyota',
  model: 'Corolla',
  has_recall: 0,
  client: { clientid: 3, clientname: 'Alpha Motors' },
  client_load: { id: 9, name: 'LOAD-77' },
  vehicle_transport: null,
  ...extra,
});

describe('the recall status of a vehicle', () => {
  it("is the vehicle's own Has Recall; a recall is completed when its transport record says so", () => {
    expect(recallStatusOf(vehicle(1, { has_recall: 0 }))).toBe('none');
    expect(recallStatusOf(vehicle(1, { has_recall: 1 }))).toBe('open');
    expect(recallStatusOf(vehicle(1, { has_recall: 1, vehicle_transport: { has_recall: 1, is_recall_completed: 0 } }))).toBe('open');
    expect(recallStatusOf(vehicle(1, { has_recall: 1, vehicle_transport: { has_recall: 1, is_recall_completed: 1 } }))).toBe('completed');
    // The vehicle's own 0 wins over its transport record.
    expect(recallStatusOf(vehicle(1, { has_recall: 0, vehicle_transport: { has_recall: 1, is_recall_completed: 0 } }))).toBe('none');
  });

  it('falls back on the transport record when the vehicle has none, and is unknown without either', () => {
    expect(recallStatusOf(vehicle(1, { has_recall: null, vehicle_transport: { has_recall: 1, is_recall_completed: 1 } }))).toBe('completed');
    expect(recallStatusOf(vehicle(1, { has_recall: null, vehicle_transport: { has_recall: 0, is_recall_completed: 0 } }))).toBe('none');
    expect(recallStatusOf(vehicle(1, { has_recall: null, vehicle_transport: { has_recall: null, is_recall_completed: 0 } }))).toBe('unknown');
    expect(recallStatusOf(vehicle(1, { has_recall: null }))).toBe('unknown');
  });

  it('warrants only what the status supports', () => {
    const v = vehicle(4);
    expect(warrantyText(v, 'none')).toContain('has no open safety recall');
    expect(warrantyText(v, 'completed')).toContain('has been completed');
    expect(warrantyText(v, 'open')).toContain('will be completed before the vehicle is sold or registered');
    expect(warrantyText(v, 'unknown')).toContain('gives no warranty');
    for (const status of ['none', 'completed', 'open', 'unknown'] as const) expect(warrantyText(v, status)).toContain(String(v.vehiclevin));
  });
});

describe('the recall warranties PDF', () => {
  it('is one letter a page, in the order asked, with the vehicle, its client and load, its status and the signer', async () => {
    const vehicles = [
      vehicle(11, { has_recall: 0 }),
      vehicle(12, { has_recall: 1, make: 'Honda', model: 'Civic', vehicle_transport: { has_recall: 1, is_recall_completed: 1 } }),
      vehicle(13, { has_recall: null, client: null, client_load: null }),
    ];
    const rendered = await renderRecallWarranties(vehicles, { today: '2026-11-25', signer: 'Ada Admin' });
    expect(rendered.pages).toBe(3);
    const pages = pdfText(rendered.bytes).split('\f');
    expect(pages[0]).toContain('RECALL WARRANTY');
    expect(pages[0]).toContain('11/25/2026');
    expect(pages[0]).toContain(String(vehicles[0]!.vehiclevin));
    expect(pages[0]).toContain('Alpha Motors');
    expect(pages[0]).toContain('LOAD-77');
    expect(pages[0]).toContain(RECALL_STATUS_TEXT.none);
    expect(pages[0]).toContain('Ada Admin');
    expect(pages[1]).toContain('Honda');
    expect(pages[1]).toContain(RECALL_STATUS_TEXT.completed);
    expect(pages[2]).toContain(String(vehicles[2]!.vehiclevin));
    expect(pages[2]).toContain('No Client');
    expect(pages[2]).toContain('No Load');
    expect(pages[2]).toContain(RECALL_STATUS_TEXT.unknown);
  });
});
