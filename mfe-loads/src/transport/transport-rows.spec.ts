import { describe, expect, it } from '@jest/globals';
import { transportLines, type TransportVehicle } from './transport-rows.js';

const base: TransportVehicle = { vehicleid: 1, vehiclevin: 'VIN1', yr: 2018, make: 'Toyota', model: 'Corolla', has_recall: 0, recordcreateddate: null };

describe('a transport list card', () => {
  it("shows the load's route and the transport record's pickup, dropoff and flags", () => {
    const lines = Object.fromEntries(
      transportLines({
        ...base,
        has_recall: 1,
        client: { clientname: 'Alpha Motors' },
        client_load: {
          id: 3,
          name: 'L-3',
          date_departure: null,
          transporter: { name: 'Road Co' },
          from: { name: 'Yard', city: null },
          to: { name: 'Dock', city: null },
        },
        vehicle_transport: {
          transporter: null,
          driver: 'Dana',
          notes: null,
          location_pickup: 'Lot 4',
          location_dropoff: 'Dock 2',
          is_ready_pickup: 1,
          has_vehicle_arrived: 0,
          is_recall_completed: 0,
        },
      }),
    );
    expect(lines).toMatchObject({
      Client: 'Alpha Motors',
      Transporter: 'Road Co',
      Route: 'Yard → Dock',
      Driver: 'Dana',
      Pickup: 'Lot 4',
      Dropoff: 'Dock 2',
      'Ready for Pickup': 'Yes',
      Arrived: 'No',
      'Recall Completed': 'No',
    });
    expect(lines).not.toHaveProperty('Notes');
  });

  it('says when the vehicle has no load nor transport record', () => {
    const lines = Object.fromEntries(transportLines(base));
    expect(lines).toMatchObject({ Client: 'Unassigned', Route: '—', Transport: 'No transport record' });
    expect(lines).not.toHaveProperty('Recall Completed');
  });
});
