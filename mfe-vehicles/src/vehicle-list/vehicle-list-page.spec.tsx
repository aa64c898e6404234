import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider, csvColumns } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

function renderList(path = '/vehicles', vehicles: unknown[] = [vehicle]) {
  const fake = fakeApi({
    lists: {
      vehicles,
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

const second = { ...vehicle, vehicleid: 43, vehiclevin: '2T1BURHE0JC000043' };

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
    expect(vehicleRequests(requests)[0]).toBe(
      'vehicles?per_page=10&page=1&filters[]=clientid|eq|7&with[]=client&with[]=title_status&order_by[]=vehicleid|desc',
    );
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
    expect(vehicleRequests(requests)[0]).toContain('filters[]=last6|eq|004352');
  });

  it('asks for last6 by equality on the indexed column as soon as six characters are typed, upper-cased', async () => {
    signInAs(2);
    const requests = renderList();
    await screen.findByRole('link', { name: '1HGCM82633A004352' });
    const last6 = screen.getByLabelText('Last6');
    fireEvent.change(last6, { target: { value: 'a0043' } });
    expect(await screen.findByText('Provide at least 6 numbers/letters')).toBeTruthy();
    fireEvent.change(last6, { target: { value: 'a00435' } });
    // Complete, so sent without the typing delay.
    await waitFor(() => expect(vehicleRequests(requests).at(-1)).toContain('filters[]=last6|eq|A00435'), { timeout: 100 });
    expect(requests.some((r) => r.includes('last6|like'))).toBe(false);
    expect(requests.some((r) => r.includes('A0043&') || r.endsWith('A0043'))).toBe(false);
  });

  it('asks for a whole VIN by equality at once, and a part of one as contains from three characters', async () => {
    signInAs(2);
    const requests = renderList();
    await screen.findByRole('link', { name: '1HGCM82633A004352' });
    const vin = screen.getByLabelText('VIN');
    fireEvent.change(vin, { target: { value: '1h' } });
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    fireEvent.change(vin, { target: { value: '1hgcm' } });
    await waitFor(() => expect(vehicleRequests(requests).at(-1)).toContain('filters[]=vehiclevin|like|1HGCM'));
    fireEvent.change(vin, { target: { value: '1hgcm82633a004352' } });
    await waitFor(() => expect(vehicleRequests(requests).at(-1)).toContain('filters[]=vehiclevin|eq|1HGCM82633A004352'), { timeout: 100 });
    expect(requests.some((r) => r.includes('vehiclevin|like|1H&') || r.endsWith('vehiclevin|like|1H'))).toBe(false);
  });

  it('selects rows or the whole page, and asks for their RI labels in one request (form 26, ids joined by commas)', async () => {
    signInAs(2);
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      fetched.push(url);
      // A refusal as the gateway sends it (jsdom has no Response: only what the download reads).
      return { ok: false, status: 422, headers: new Map(), json: async () => ({ message: 'Vehicle 43 has no RI label to print' }) };
    }) as unknown as typeof fetch;
    renderList('/vehicles', [vehicle, second]);
    await screen.findByRole('link', { name: '1HGCM82633A004352' });
    const labels = screen.getByRole('button', { name: 'RI Labels (0)' }) as HTMLButtonElement;
    expect(labels.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 2T1BURHE0JC000043' }));
    expect(screen.getByRole('button', { name: 'RI Labels (1)' })).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate || all.getAttribute('aria-checked') === 'mixed').toBe(true);
    fireEvent.click(all);
    expect((screen.getByRole('checkbox', { name: 'Select 1HGCM82633A004352' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'RI Labels (2)' }));
    // A refusal of the documents service is told as it gave it.
    expect(await screen.findByText('Unable to get RI labels: Vehicle 43 has no RI label to print')).toBeTruthy();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/\/api\/vehicles\/43,42\/forms\/26$/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('button', { name: 'RI Labels (0)' })).toBeTruthy();
    globalThis.fetch = realFetch;
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
