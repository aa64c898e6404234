import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider, subscribeAlerts, type AlertEvent, type ApiClient, type ListQuery } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, signInAs, type FakeApiOptions } from '../testing/fake-api.js';
import { PhotoVehicleFields } from './photo-vehicle-fields.js';

const caravan = { id: 40, name: 'C-40', load_type: 'single', client_id: 7 };
const carrier = { id: 41, name: 'M-41', load_type: 'multiple', client_id: 7 };
const vehicle = {
  vehicleid: 42,
  vehiclevin: '1HGCM82633A004352',
  clientid: 7,
  mileage: 5000,
  cs_km: 8047,
  client_load_id: 40,
  client_load: caravan,
  client: { clientid: 7, clientname: 'Acme Motors', defaults: { lotvision_domain: null } },
};

let alerts: string[] = [];
let unsubscribe: () => void = () => undefined;

function renderFields(options: FakeApiOptions, wrap: (api: ApiClient) => ApiClient = (api) => api) {
  const fake = fakeApi({
    lists: { client_loads: [carrier, caravan], client_drivers_full: [{ id: 3, first_name: 'Ann', last_name: 'Road' }] },
    ...options,
  });
  render(
    <ApiProvider api={wrap(fake.api)}>
      <PhotoVehicleFields vehicleId="42" />
    </ApiProvider>,
  );
  return fake;
}

describe('the photo screen fields', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(1, 7);
    alerts = [];
    unsubscribe = subscribeAlerts((event: AlertEvent) => {
      if (event.kind === 'show') alerts.push(event.alert.text);
    });
  });
  afterEach(() => unsubscribe());

  it('says why when the vehicle cannot be read', async () => {
    renderFields({ get: async () => Promise.reject(new Error('the service is down')) });
    expect(await screen.findByText('Unable to load the mileage and load: the service is down')).toBeTruthy();
  });

  it("offers a single load's transit number and the client's drivers, and saves them with the recall", async () => {
    const fake = renderFields({ get: async () => vehicle, update: async () => vehicle });
    fireEvent.change(await screen.findByLabelText('Transit number'), { target: { value: 'T-9' } });
    const driver = screen.getByLabelText('Driver');
    await screen.findByRole('option', { name: 'Ann Road' });
    fireEvent.change(driver, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Has recall'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Mileage and Load' }));
    await waitFor(() => expect(fake.writes).toEqual([['PUT', 'vehicles/42', { transit_number: 'T-9', client_driver_id: 3, has_recall: 1 }]]));
    // The client's loads, 25 at a time; the client's drivers.
    expect(fake.requests).toContain('client_loads?per_page=25&filters[]=client_id|eq|7&order_by[]=created_at|desc');
    expect(fake.requests.some((line) => line.startsWith('client_drivers_full?') && line.includes('client_id|eq|7'))).toBe(true);
  });

  it("keeps the load of a vehicle sent to the bay: the choice is locked and says 'Sent to Bay'", async () => {
    renderFields({ get: async () => ({ ...vehicle, sent_to_bay: true }) });
    const load = (await screen.findByLabelText('Load')) as HTMLSelectElement;
    expect(load.disabled).toBe(true);
    expect(screen.getByText('Sent to Bay')).toBeTruthy();
  });

  it('drops transit number and driver for a carrier load', async () => {
    renderFields({ get: async () => vehicle });
    await screen.findByLabelText('Transit number');
    fireEvent.change(screen.getByLabelText('Load'), { target: { value: '41' } });
    await waitFor(() => expect(screen.queryByLabelText('Transit number')).toBeNull());
  });

  it('needs a number for a single load, then creates it and selects it', async () => {
    const fake = renderFields({
      get: async () => ({ ...vehicle, client_load_id: null, client_load: null }),
      request: async () => ({ outcome: 'created', message: null, load: { id: 50, name: 'S-50', load_type: 'single', client_id: 7 } }),
    });
    const create = await screen.findByRole('button', { name: 'Create Single Load' });
    fireEvent.click(create);
    expect(await screen.findByText('Load Number is required')).toBeTruthy();
    expect(fake.writes).toEqual([]);
    fireEvent.change(screen.getByLabelText('New load number'), { target: { value: 'S-50' } });
    fireEvent.click(create);
    await screen.findByLabelText('Transit number');
    expect(fake.writes).toEqual([['POST', '/api/client_loads/quickAdd', { name: 'S-50', client_id: 7, load_type: 'single' }]]);
    expect((screen.getByLabelText('Load') as HTMLSelectElement).value).toBe('50');
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  it('selects nothing when several loads have that number, and says so', async () => {
    renderFields({
      get: async () => ({ ...vehicle, client_load_id: null, client_load: null }),
      request: async () => ({ outcome: 'ambiguous', message: 'More than one load with that name, please use dropdown', load: null }),
    });
    fireEvent.change(await screen.findByLabelText('New load number'), { target: { value: 'M-41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Quick Add Load' }));
    await waitFor(() => expect(alerts).toContain('More than one load with that name, please use dropdown'));
    expect((screen.getByLabelText('Load') as HTMLSelectElement).value).toBe('');
  });

  it('lists the loads 25 at a time, and 25 more when asked', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, name: `L-${100 + i}`, load_type: 'multiple', client_id: 7 }));
    const paged = (api: ApiClient): ApiClient => ({
      ...api,
      listResource: (async (resource: string, query: ListQuery = {}) => {
        if (resource !== 'client_loads') return api.listResource(resource, query);
        const data = many.slice(0, query.per_page ?? 10);
        return { data, total: many.length, current_page: 1, per_page: query.per_page ?? 10 };
      }) as ApiClient['listResource'],
    });
    renderFields({ get: async () => ({ ...vehicle, client_load_id: null, client_load: null }) }, paged);
    await screen.findByRole('option', { name: 'L-124 (multiple)' });
    expect(screen.queryByRole('option', { name: 'L-125 (multiple)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 25 more loads' }));
    await screen.findByRole('option', { name: 'L-129 (multiple)' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show 25 more loads' })).toBeNull());
  });
});
