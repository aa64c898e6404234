import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { INVOICE_TEXT } from '@portal/contracts/constants';
import { ApiError, ApiProvider, type ApiClient } from '@portal/web-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddVehicleDialog } from './add-vehicle-dialog.js';

const row = (vehicleid: number, vin: string, invoiced: boolean) => ({
  vehicleid,
  vehiclevin: vin,
  yr: 2020,
  make: 'HONDA',
  model: 'CIVIC',
  processing_type: { titleprocesstype: 'Indiana Title Only' },
  app_fee_total: 90,
  plates_fee_total: 0,
  other_fee_total: 0,
  fees_total: 90,
  fees_breakdown: { state: 15, dvs: 75, other: 0 },
  invoiceid: invoiced ? 3 : 0,
  invoiced,
  client: { clientname: 'Alpha Motors' },
});

function renderDialog(answer: (method: string, path: string, body: unknown) => unknown) {
  const writes: Array<[string, string, unknown]> = [];
  const api = {
    request: async ({ method, path, body }: { method: string; path: string; body?: unknown }) => {
      if (method !== 'GET') writes.push([method, path, body]);
      return answer(method, path, body);
    },
  } as unknown as ApiClient;
  const onAdded = jest.fn(async () => undefined);
  render(
    <ApiProvider api={api}>
      <AddVehicleDialog batchId={7} open onClose={() => undefined} onAdded={onAdded} />
    </ApiProvider>,
  );
  return { writes, onAdded };
}

async function search(text: string) {
  fireEvent.change(screen.getByLabelText('VIN'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('Add Vehicle to Batch', () => {
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  const found = { data: [row(1, '1HGCM82633A000001', false), row(2, '1HGCM82633A000002', true)], total: 2 };

  it('shows "N results", the fee columns, and a distinct Add for a vehicle invoiced before', async () => {
    renderDialog((method) => (method === 'GET' ? found : { invoiceid: 7, invoice_count: 1, invoice_total: 90 }));
    await search('A00000');
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add 1HGCM82633A000001' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add again 1HGCM82633A000002' })).toBeTruthy();
    expect(screen.getAllByText('$90.00').length).toBeGreaterThan(1);
  });

  it('asks before adding an invoiced vehicle, sends nothing when refused and confirm=true when accepted', async () => {
    const { writes } = renderDialog((method) => (method === 'GET' ? found : { invoiceid: 7, invoice_count: 1, invoice_total: 90 }));
    await search('A00000');
    const again = await screen.findByRole('button', { name: 'Add again 1HGCM82633A000002' });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(again);
    expect(confirm).toHaveBeenCalledWith(INVOICE_TEXT.ALREADY_INVOICED);
    expect(writes).toEqual([]);
    fireEvent.click(again);
    await waitFor(() => expect(writes).toEqual([['POST', '/api/invoice_batches/7/add/2', { confirm: true }]]));
    expect(await screen.findByText('Added')).toBeTruthy();
  });

  it("shows the service's refusal in the dialog", async () => {
    renderDialog((method) => {
      if (method === 'GET') return found;
      throw new ApiError('vehicleId: a cancelled vehicle is never invoiced', 422, 'vehicleId: a cancelled vehicle is never invoiced');
    });
    await search('A00000');
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1HGCM82633A000001' }));
    expect((await screen.findByRole('alert')).textContent).toContain('a cancelled vehicle is never invoiced');
  });
});
