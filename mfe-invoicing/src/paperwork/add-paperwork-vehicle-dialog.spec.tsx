import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, ApiProvider, type ApiClient, type ListQuery } from '@portal/web-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddPaperworkVehicleDialog } from './add-paperwork-vehicle-dialog.js';

const row = (vehicleid: number, vin: string) => ({
  vehicleid,
  vehiclevin: vin,
  yr: 2024,
  make: 'HONDA',
  model: 'CIVIC',
  printtitledocuments: 0,
  titlesenttobmvdate: null,
  recordcreateddate: '2026-11-20T15:00:00.000Z',
  client: { clientname: 'Alpha Motors' },
  auction: null,
});

function renderDialog(add: (path: string) => unknown = () => ({ printtitledocsid: 4, vehicles_count: 1 })) {
  const lists: Array<[string, ListQuery]> = [];
  const writes: Array<[string, string]> = [];
  const api = {
    listResource: async (resource: string, query: ListQuery) => {
      lists.push([resource, query]);
      return { data: [row(1, 'PW00000000000001'), row(2, 'PW00000000000002')], current_page: 1, per_page: query.per_page, total: 2 };
    },
    request: async ({ method, path }: { method: string; path: string }) => {
      writes.push([method, path]);
      return add(path);
    },
  } as unknown as ApiClient;
  const onAdded = jest.fn(async () => undefined);
  render(
    <ApiProvider api={api}>
      <AddPaperworkVehicleDialog batchId={4} open onClose={() => undefined} onAdded={onAdded} />
    </ApiProvider>,
  );
  return { lists, writes, onAdded };
}

describe('Add Vehicle to Paperwork', () => {
  afterEach(() => cleanup());

  it('asks the offered vehicles 10 a page, and 1000 a page once a client name is filtered', async () => {
    const { lists } = renderDialog();
    await screen.findByText('PW00000000000001');
    expect(lists.at(-1)).toEqual(['paperwork_vehicles', expect.objectContaining({ per_page: 10, page: 1, filters: [] })]);
    fireEvent.change(screen.getByLabelText('Client Name'), { target: { value: 'Alpha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lists.at(-1)).toEqual([
        'paperwork_vehicles',
        expect.objectContaining({ per_page: 1000, filters: [{ field: 'client.clientname', op: 'like', value: 'Alpha' }] }),
      ]),
    );
  });

  it('adds one vehicle at a time and shows it as "Added"', async () => {
    const { writes, onAdded } = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Add PW00000000000002' }));
    expect(await screen.findByText('Added')).toBeTruthy();
    expect(writes).toEqual([['POST', '/api/paperwork_batches/4/add/2']]);
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add PW00000000000001' })).toBeTruthy();
  });

  it("shows the service's refusal in the dialog", async () => {
    renderDialog(() => {
      throw new ApiError('the vehicle is already in paperwork batch 3', 409, 'the vehicle is already in paperwork batch 3');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add PW00000000000001' }));
    expect((await screen.findByRole('alert')).textContent).toContain('the vehicle is already in paperwork batch 3');
    expect(screen.queryByText('Added')).toBeNull();
  });
});
