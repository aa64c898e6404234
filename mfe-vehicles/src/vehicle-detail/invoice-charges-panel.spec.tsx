import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { INVOICE_TEXT } from '@portal/contracts/constants';
import { ApiProvider } from '@portal/web-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi } from '../testing/fake-api.js';
import type { Vehicle } from '../vehicle-shared/vehicle.js';
import { InvoiceChargesPanel } from './invoice-charges-panel.js';

const CHARGES = [
  {
    vehiclechargeid: 11,
    chargedate: '2026-11-02',
    chargetype: 1,
    chargeamt: '15.00',
    chargenote: 'Title',
    vehicleid: 5,
    invoiceid: 3,
    type: { vehiclechargetype: 'Title Fee' },
  },
  {
    vehiclechargeid: 12,
    chargedate: '2026-11-20',
    chargetype: 12,
    chargeamt: '9.99',
    chargenote: 'Open one',
    vehicleid: 5,
    invoiceid: 0,
    type: { vehiclechargetype: 'Miscellaneous' },
  },
];

function renderPanel(invoiceid: number) {
  const fake = fakeApi({ lists: { vehicle_charges: CHARGES, vehicle_charge_types: [] }, create: async () => ({ vehiclechargeid: 13 }) });
  render(
    <MemoryRouter>
      <ApiProvider api={fake.api}>
        <InvoiceChargesPanel vehicle={{ vehicleid: 5, invoiceid } as unknown as Vehicle} />
      </ApiProvider>
    </MemoryRouter>,
  );
  return fake;
}

describe('the Invoice & Charges tab', () => {
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it("lists the vehicle's charges with their batch (or Open) and links its invoice batch", async () => {
    const fake = renderPanel(3);
    expect(await screen.findByText('Title Fee')).toBeTruthy();
    expect(screen.getByText('$9.99')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'invoice batch 3' })).toBeTruthy();
    expect(fake.requests[0]).toContain('vehicle_charges?');
    expect(fake.requests[0]).toContain('filters[]=vehicleid|eq|5');
  });

  it('deletes a charge only after the confirmation', async () => {
    const fake = renderPanel(3);
    await screen.findByText('Title Fee');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(confirm).toHaveBeenCalledWith(INVOICE_TEXT.DELETE_CHARGE);
    expect(fake.writes).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(fake.writes).toEqual([['DELETE', 'vehicle_charges/11', null]]));
  });

  it("adds a charge on the vehicle's batch, asking for the amount and the note first", async () => {
    const fake = renderPanel(3);
    await screen.findByText('Title Fee');
    fireEvent.click(screen.getByRole('button', { name: 'Add Charge' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await screen.findByText('Charge Amount is required')).toBeTruthy();
    expect(screen.getByText('Charge Note is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Charge Amount/), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/Charge Note/), { target: { value: 'Courier' } });
    fireEvent.click(save);
    await waitFor(() => expect(fake.writes[0]?.[0]).toBe('POST'));
    expect(fake.writes[0]?.[1]).toBe('vehicle_charges');
    expect(fake.writes[0]?.[2]).toMatchObject({ vehicleid: 5, invoiceid: 3, chargeamt: '20', chargenote: 'Courier' });
  });
});
