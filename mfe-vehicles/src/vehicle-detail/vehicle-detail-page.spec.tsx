import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError, ApiProvider, subscribeAlerts, type AlertEvent } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAs, type FakeApiOptions } from '../testing/fake-api.js';
import { RI_DOCS_INCOMPLETE } from './vehicle-banners.js';
import { VEHICLE_NOT_FOUND, VehicleDetailPage } from './vehicle-detail-page.js';

const STAFF_FIELDS = [
  'titlestatusid',
  'clientid',
  'billtoclientid',
  'purchaseclientid',
  'client_agent_id',
  'titleprocessingtype',
  'processtype',
  'processstate',
  'mileage',
  'make',
  'submitteddotdate',
  'debtorname',
];
const CLIENT_FIELDS = ['mileage', 'titlestatusid', 'cancelled', 'cancelledreason'];

const vehicle = {
  vehicleid: 42,
  vehiclevin: '1HGCM82633A004352',
  last6: '004352',
  yr: 2019,
  make: 'HONDA',
  model: 'ACCORD',
  vehicletype: 'PASSENGER CAR',
  processtype: 1,
  mileage: 5000,
  titlestatusid: 3,
  titleprocessingtype: 18,
  clientid: 7,
  cancelled: 0,
  submitteddotdate: '2024-03-02',
  images_count: 0,
  client: { clientid: 7, clientname: 'Acme Motors', is_ri: 1, ri_reg_docs_complete: 0, defaults: { lotvision_domain: null } },
  billto_client: { clientid: 8, clientname: 'Maple Imports' },
  title_status: { statusid: 3, statusname: 'Waiting on Title' },
  application_type: { titleapplicationid: 18, titleapplicationtype: 'RI Title' },
  editable_fields: STAFF_FIELDS,
};

let alerts: string[] = [];
let unsubscribe: () => void = () => undefined;

function renderDetail(options: FakeApiOptions) {
  const fake = fakeApi(options);
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={['/vehicles/42']}>
        <Routes>
          <Route path="/vehicles/:vehicleId" element={<VehicleDetailPage />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake;
}

// Fluent renders an unselected tab's label twice (once hidden, to reserve the bold width).
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.querySelector('.fui-Tab__content')?.textContent);

describe('vehicle details', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(2);
    alerts = [];
    unsubscribe = subscribeAlerts((event: AlertEvent) => {
      if (event.kind === 'show') alerts.push(event.alert.text);
    });
  });
  afterEach(() => unsubscribe());

  it('shows Loading... with a Logout link while it loads', () => {
    renderDetail({ get: () => new Promise(() => undefined) });
    expect(screen.getByRole('heading', { name: 'Vehicle Details' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/login');
  });

  it('shows staff all seven tabs, the buttons, and the RI banner', async () => {
    renderDetail({ get: async () => vehicle });
    expect(await screen.findByText(RI_DOCS_INCOMPLETE)).toBeTruthy();
    expect(tabNames()).toEqual(['Title', 'Vehicle', 'Debtor', 'Documents', 'Dates & Activity', 'Invoice & Charges', 'Other']);
    for (const name of ['Update Vehicle', 'Upload File', 'Add Note', 'Photo Upload Page', 'Conformance Report', 'NHTSA IVR'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'View Files/Images' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel Vehicle' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lot Vision' })).toBeNull();
    // Process state only for Out of State.
    expect(screen.queryByLabelText('Process State')).toBeNull();
  });

  it('asks for each lookup once, however many fields offer it', async () => {
    const fake = renderDetail({ get: async () => vehicle });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    await waitFor(() => expect(fake.requests.filter((r) => r.startsWith('title_statuses?'))).toHaveLength(1));
    expect(fake.requests.filter((r) => r.startsWith('clients?'))).toHaveLength(1);
    expect(fake.requests.filter((r) => r.startsWith('auctions?'))).toHaveLength(1);
  });

  it('shows a client user four tabs, Cancel Vehicle, Lot Vision, and read-only Title fields', async () => {
    signInAs(1, 7);
    renderDetail({
      get: async () => ({
        ...vehicle,
        processtype: 2,
        editable_fields: CLIENT_FIELDS,
        client: { ...vehicle.client, defaults: { lotvision_domain: 'acme.lotvision.example' } },
      }),
    });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    expect(tabNames()).toEqual(['Title', 'Vehicle', 'Documents', 'Dates & Activity']);
    expect(screen.getByRole('button', { name: 'Cancel Vehicle' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lot Vision' }).getAttribute('href')).toBe('https://acme.lotvision.example/?vin=1HGCM82633A004352');
    const client = screen.getByLabelText(/^Client\s*\*?$/) as HTMLInputElement;
    expect([client.readOnly, client.value]).toEqual([true, 'Acme Motors']);
    // Empty choices read as their inputs offer them, not as a blank.
    for (const label of ['Title-to Client', 'Client Agent', 'Auction', 'New or Used']) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      expect([label, input.readOnly, input.value]).toEqual([label, true, 'None']);
    }
    expect(screen.getByLabelText('Process State')).toBeTruthy();
  });

  it("saves only what changed and says 'Vehicle Updated'", async () => {
    const fake = renderDetail({ get: async () => vehicle, update: async () => ({ ...vehicle, mileage: 6100 }) });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    fireEvent.click(screen.getByRole('tab', { name: 'Vehicle' }));
    fireEvent.change(screen.getByLabelText('Mileage (mi)'), { target: { value: '6100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(alerts).toContain('Vehicle Updated'));
    expect(fake.writes).toEqual([['PUT', 'vehicles/42', { mileage: '6100', cs_km: 9817 }]]);
  });

  it('applies pending DOT timers on Update Vehicle with no field changed, and shows the stored vault date', async () => {
    const pending = { ...vehicle, vaultreleasedate: '2024-04-01', dot_vault_date: { status: 'extended', extended_days: 5, date: '2024-04-06', pending: true } };
    const saved = { ...vehicle, vaultreleasedate: '2024-04-06', dot_vault_date: { status: 'extended', extended_days: 5, date: '2024-04-06', pending: false } };
    let current: unknown = pending;
    const fake = renderDetail({ get: async () => current, update: async () => (current = saved) });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    fireEvent.click(screen.getByRole('tab', { name: 'Dates & Activity' }));
    expect(screen.getByText(/Vault release 2024-04-01 until saved.*extended by 5 days, vault release 2024-04-06/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(alerts).toContain('Vehicle Updated'));
    expect(fake.writes).toEqual([['PUT', 'vehicles/42', {}]]);
    expect(await screen.findByText('Vault timer: Extended by 5 days')).toBeTruthy();
  });

  it('says there is nothing to save when no field changed and no timer is pending', async () => {
    const fake = renderDetail({
      get: async () => ({ ...vehicle, dot_vault_date: { status: 'standard', extended_days: 0, date: '2024-04-01', pending: false } }),
    });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(alerts).toContain('Nothing to save: no field was changed'));
    expect(fake.writes).toEqual([]);
  });

  it("clears the client agent when the title-to client changes, and offers the new client's agents", async () => {
    const withAgent = {
      ...vehicle,
      purchaseclientid: 7,
      client_agent_id: 2,
      purchase_client: { clientid: 7, clientname: 'Acme Motors', client_agents: [{ id: 2, name: 'Agent Two' }] },
    };
    const fake = renderDetail({
      get: async () => withAgent,
      update: async () => withAgent,
      lists: {
        clients: [
          { clientid: 7, clientname: 'Acme Motors' },
          { clientid: 8, clientname: 'Maple Imports' },
        ],
        client_agents: [{ id: 5, name: 'Maple Agent' }],
      },
    });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    const agent = screen.getByLabelText('Client Agent') as HTMLSelectElement;
    expect(agent.selectedOptions[0]?.textContent).toBe('Agent Two');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Maple Imports' }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Title-to Client'), { target: { value: '8' } });
    await waitFor(() => expect(within(agent).getByRole('option', { name: 'Maple Agent' })).toBeTruthy());
    expect(agent.value).toBe('');
    expect(fake.requests).toContain('client_agents?per_page=1000&filters[]=client_id|eq|8');
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(alerts).toContain('Vehicle Updated'));
    expect(fake.writes).toEqual([['PUT', 'vehicles/42', { purchaseclientid: 8, client_agent_id: null }]]);
  });

  it('keeps miles and kilometres in sync, shows the pounds of the kilograms, and sends the value in whole dollars', async () => {
    const editable = { ...vehicle, editable_fields: [...STAFF_FIELDS, 'cs_km', 'gvwr_kg', 'value_us_dollars'] };
    const fake = renderDetail({ get: async () => editable, update: async () => editable });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    fireEvent.click(screen.getByRole('tab', { name: 'Vehicle' }));
    const miles = screen.getByLabelText('Mileage (mi)') as HTMLInputElement;
    const km = screen.getByLabelText('Kilometers') as HTMLInputElement;
    fireEvent.change(miles, { target: { value: '850' } });
    expect(km.value).toBe('1368');
    fireEvent.change(km, { target: { value: '100' } });
    expect(miles.value).toBe('62');
    fireEvent.change(screen.getByLabelText('GVWR (kg)'), { target: { value: '1000' } });
    expect((screen.getByLabelText('GVWR (lb)') as HTMLInputElement).value).toBe('2204');
    expect((screen.getByLabelText('GVWR (lb)') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Value \(USD\)/), { target: { value: '12345.67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(alerts).toContain('Vehicle Updated'));
    expect(fake.writes).toEqual([['PUT', 'vehicles/42', { mileage: 62, cs_km: '100', gvwr_kg: '1000', gvwr_lbs: 2204, value_us_dollars: 12346 }]]);
  });

  it("lists the service's required-field messages in the 'Unable to save, required fields' dialog", async () => {
    renderDetail({
      get: async () => vehicle,
      update: async () => {
        throw new ApiError('Unable to save, required fields', 422, 'Unable to save, required fields', {
          clientid: ['Client ID and Title Application Type are required'],
          titleprocessingtype: ['Client ID and Title Application Type are required'],
        });
      },
    });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    fireEvent.click(screen.getByRole('tab', { name: 'Vehicle' }));
    fireEvent.change(screen.getByLabelText('Mileage (mi)'), { target: { value: '7000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unable to save, required fields')).toBeTruthy();
    expect(within(dialog).getAllByText('Client ID and Title Application Type are required')).toHaveLength(1);
  });

  it('mirrors the rule in the browser: clearing the application type opens the dialog without a call', async () => {
    const fake = renderDetail({ get: async () => vehicle });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    fireEvent.change(screen.getByLabelText(/^Title Application Type/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Client ID and Title Application Type are required')).toBeTruthy();
    expect(fake.writes).toEqual([]);
  });

  it("says 'Unable to update: {error}' for any other refusal, naming the field by its label", async () => {
    renderDetail({
      get: async () => vehicle,
      update: async () => {
        throw new ApiError('make: cannot be changed by your role', 422, 'make: cannot be changed by your role', { make: ['cannot be changed by your role'] });
      },
    });
    await screen.findByText(RI_DOCS_INCOMPLETE);
    fireEvent.click(screen.getByRole('tab', { name: 'Vehicle' }));
    fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'BMW' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(alerts).toContain('Unable to update: Make: cannot be changed by your role'));
    expect(await screen.findByText('cannot be changed by your role')).toBeTruthy();
  });

  it('cancels for a client user with a reason', async () => {
    signInAs(1, 7);
    const fake = renderDetail({
      get: async () => ({ ...vehicle, editable_fields: CLIENT_FIELDS }),
      update: async () => ({ ...vehicle, titlestatusid: 5, cancelled: 1 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Vehicle' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Cancel Vehicle' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Sold at home' } });
    fireEvent.click(send);
    await waitFor(() => expect(alerts).toContain('Vehicle Updated'));
    expect(fake.writes).toEqual([['PUT', 'vehicles/42', { titlestatusid: 5, cancelled: 1, cancelledreason: 'Sold at home' }]]);
  });

  it("adds a note: 'Note Saved', or 'Unable to save note'", async () => {
    const fake = renderDetail({ get: async () => vehicle, create: async () => ({ noteid: 1 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Note' }));
    fireEvent.change(within(await screen.findByRole('dialog')).getByRole('textbox'), { target: { value: 'Keys in the office' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(alerts).toContain('Note Saved'));
    expect(fake.writes).toEqual([['POST', 'vehicle_notes', { vehicleid: 42, note: 'Keys in the office' }]]);
  });

  it('says Vehicle not found on a 404 (another client vehicle included)', async () => {
    renderDetail({
      get: async () => {
        throw new ApiError('Not found', 404);
      },
    });
    expect(await screen.findByText(VEHICLE_NOT_FOUND)).toBeTruthy();
  });

  it('shows other failures with their text', async () => {
    renderDetail({
      get: async () => {
        throw new ApiError('Not Authorized', 401);
      },
    });
    expect(await screen.findByText('Not Authorized')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
