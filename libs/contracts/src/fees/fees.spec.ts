import { describe, expect, it } from '@jest/globals';
import { feeReadKeys, feeTablesFrom, feesFor } from './fees.js';

// The rules themselves are run against real tables in services/invoicing (fees.spec.ts) and services/reports
// (unbilled-fees.spec.ts); here, what the rows read become and how the amounts add up.
describe('the fee tables from the rows a service reads', () => {
  it('takes database decimals as numbers and an override without a client as no client', () => {
    const decimal = (text: string) => ({ toString: () => text });
    const tables = feeTablesFrom({
      rates: [{ id: 1, charge_amount: decimal('21.35'), every_vehicle: false, bucket_id: 1, title_application_types: [{ vehiclechargetypeid: 7 }] }],
      overrides: [{ id: 4, rack_rate_id: 1, clientid: null, charge_amount: '9.99', every_vehicle: true }],
      applicationTypes: [{ titleapplicationid: 7, titleapplicationcost: decimal('15.00'), costs: [{ cost: '1.10' }, { cost: 2.2 }] }],
    });
    expect(tables.rates).toEqual([{ id: 1, charge_amount: 21.35, every_vehicle: false, bucket_id: 1, application_types: [7] }]);
    expect(tables.overrides[0]).toMatchObject({ clientid: 0, charge_amount: 9.99 });
    expect(tables.applicationTypes.get(7)).toEqual({ titleapplicationid: 7, titleapplicationcost: 15, costs: [1.1, 2.2] });
  });

  it('asks for the clients and application types of the vehicles, each once', () => {
    expect(
      feeReadKeys([
        { clientid: 3, titleprocessingtype: 7 },
        { clientid: 3, titleprocessingtype: null },
        { clientid: null, titleprocessingtype: 7 },
        { clientid: 5, titleprocessingtype: 8 },
      ]),
    ).toEqual({ clientIds: [3, 5], applicationTypeIds: [7, 8] });
  });

  it('adds in cents, so amounts of many rates do not drift', () => {
    const rates = [0.1, 0.2].map((amount, i) => ({ id: i + 1, charge_amount: amount, every_vehicle: true, bucket_id: 3, application_types: [] }));
    const fees = feesFor({ clientid: 1, titleprocessingtype: null }, { rates, overrides: [], applicationTypes: new Map() });
    expect(fees.fees_total).toBe(0.3);
    expect(fees.other_fee_total).toBe(0.3);
  });
});
