import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider, csvColumns } from '@portal/web-kit';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAs } from '../testing/fake-api.js';
import { VEHICLE_COLUMNS } from './vehicle-list-config.js';
import { VehicleListPage } from './vehicle-list-page.js';

const vehicle = {
  vehicleid: 42,
  vehiclevin: '1HGCM82633A004352',
  yr: 2019,
  make: 'HONDA',
  model: 'ACCORD',
  processtype: 2,
  recordcreateddate: '2024-03-05T15:00:00.000Z',
  client: { clientid: 7, clientname: 'Acme Motors' },
  title_status: { statusid: 3, statusname: 'Waiting on Title' },
};

function renderList(path = '/vehicles') {
  const fake = fakeApi({
    lists: {
      vehicles: [vehicle],
      title_statuses: [{ statusid: 3, statusname: 'Waiting on Title' }],
      clients_active: [{ clientid: 7, clientname: 'Acme Motors' }],
    },
  });
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/vehicles" element={<VehicleListPage />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake.requests;
}

const vehicleRequests = (requests: string[]) => requests.filter((r) => r.startsWith('vehicles?'));

describe("vehicle list (Assignments Rec'd)", () => {
  beforeEach(() => localStorage.clear());

  it('shows staff every client, with a Client filter, newest first', async () => {
    signInAs(2);
    const requests = renderList();
    expect(await screen.findByRole('link', { name: '1HGCM82633A004352' })).toBeTruthy();
    expect(vehicleRequests(requests)[0]).toBe('vehicles?per_page=10&page=1&with[]=client&with[]=title_status&order_by[]=vehicleid|desc');
    expect(screen.getByLabelText('Client')).toBeTruthy();
    await waitFor(() => expect(requests).toContain('clients_active?per_page=1000'));
    expect(requests).toContain('title_statuses?per_page=1000');
  });

  it('fixes the client of a client user and hides the Client filter', async () => {
    signInAs(1, 7);
    const requests = renderList();
    await screen.findByRole('link', { name: '1HGCM82633A004352' });
    expect(vehicleRequests(requests)[0]).toBe('vehicles?per_page=10&page=1&filters[]=clientid|eq|7&with[]=client&with[]=title_status&order_by[]=vehicleid|desc');
    expect(screen.queryByLabelText('Client')).toBeNull();
    expect(requests).not.toContain('clients_active?per_page=1000');
  });

  it('shows the columns and links the VIN to the vehicle', async () => {
    signInAs(2);
    renderList();
    const link = await screen.findByRole('link', { name: '1HGCM82633A004352' });
    expect(link.getAttribute('href')).toBe('/vehicles/42');
    for (const header of ['VIN', 'Year', 'Make', 'Model', 'Client', 'Title Status', 'Created', 'Process type']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('03/05/2024')).toBeTruthy();
    expect(screen.getByText('Out of State')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('fills the VIN filter from ?vin= and saves the filters under vehicleFilters', async () => {
    signInAs(2);
    const requests = renderList('/vehicles?vin=1HGCM');
    await screen.findByRole('link', { name: '1HGCM82633A004352' });
    expect(vehicleRequests(requests)[0]).toContain('filters[]=vehiclevin|like|1HGCM');
    expect((screen.getByLabelText('VIN') as HTMLInputElement).value).toBe('1HGCM');
    expect(JSON.parse(localStorage.getItem('vehicleFilters')!)).toEqual({ vin: '1HGCM' });
  });

  it('starts from the saved filters', async () => {
    signInAs(2);
    localStorage.setItem('vehicleFilters', JSON.stringify({ last6: '004352' }));
    const requests = renderList();
    await screen.findByRole('link', { name: '1HGCM82633A004352' });
    expect(vehicleRequests(requests)[0]).toContain('filters[]=last6|like|004352');
  });

  it('writes the CSV as the table shows it: relation names, US dates, process type labels', () => {
    expect(csvColumns(VEHICLE_COLUMNS).map((c) => [c.header, c.fields.join(','), c.format.kind])).toEqual([
      ['VIN', 'vehiclevin', 'text'],
      ['Year', 'yr', 'text'],
      ['Make', 'make', 'text'],
      ['Model', 'model', 'text'],
      ['Client', 'client.clientname', 'text'],
      ['Title Status', 'title_status.statusname', 'text'],
      ['Created', 'recordcreateddate', 'usDate'],
      ['Process type', 'processtype', 'labels'],
    ]);
  });
});
