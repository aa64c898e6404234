import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError, ApiProvider, PortalProviders, type ApiClient, type ListQuery } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signInAs } from '../testing/sessions.js';
import { RegisterVehicleDialog } from './register-vehicle-dialog.js';
import type { DecoderResult } from './register-rules.js';

const CLEAN: DecoderResult = {
  vin: '1HGCM82633A004352',
  modelyear: 2003,
  make: 'HONDA',
  model: 'Accord',
  bodyclass: 'Coupe',
  vehicletype: 'PASSENGER CAR',
  errorcode: 0,
  errortext: '0 - VIN decoded clean',
  source: 'offline',
  tpms: [],
  conformanceCheck: { requiresConformancePlus: false },
};

const CLIENTS = [
  { clientid: 1, clientname: 'Alpha Motors', is_ri: 0, ri_reg_docs_complete: 0 },
  { clientid: 4, clientname: 'Delta Northern Imports', is_ri: 1, ri_reg_docs_complete: 0 },
];
const TYPES = [{ titleapplicationid: 3, titleapplicationtype: 'Indiana Title' }];

interface Setup {
  decode?: (vin: string) => Promise<DecoderResult>;
  duplicates?: Array<{ vehicleid: number }>;
  clients?: typeof CLIENTS;
  create?: (body: Record<string, unknown>) => Promise<{ vehicleid: number }>;
}

function setup({ decode = async () => CLEAN, duplicates = [], clients = CLIENTS, create = async () => ({ vehicleid: 77 }) }: Setup = {}) {
  const calls: string[] = [];
  const created: Array<Record<string, unknown>> = [];
  const registered: number[] = [];
  const api = {
    request: async ({ path }: { path: string }) => {
      calls.push(path);
      return decode(decodeURIComponent(path.split('/').pop()!.split('?')[0]!));
    },
    listResource: async (resource: string, query: ListQuery) => {
      calls.push(`${resource}:${JSON.stringify(query.filters ?? [])}`);
      const data = resource === 'vehicles_register' ? duplicates : resource === 'clients_active' ? clients : TYPES;
      return { data, total: data.length, current_page: 1, per_page: query.per_page ?? 10 };
    },
    createResource: async (_resource: string, body: Record<string, unknown>) => {
      created.push(body);
      return create(body);
    },
  } as unknown as ApiClient;
  render(
    <PortalProviders idPrefix="t-">
      <ApiProvider api={api}>
        <RegisterVehicleDialog onClose={() => undefined} onRegistered={(id) => registered.push(id)} />
      </ApiProvider>
    </PortalProviders>,
  );
  return { calls, created, registered };
}

async function lookUp(vin: string) {
  const input = screen.getByRole('textbox', { name: 'VIN' });
  fireEvent.change(input, { target: { value: vin } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await screen.findByLabelText('Decoded vehicle');
}

async function chooseClient(name: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: /Client/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

async function chooseType(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /Title Application Type/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

function registerButton() {
  return screen.getByRole('button', { name: /^Register/ });
}

describe('RegisterVehicleDialog', () => {
  beforeEach(() => localStorage.clear());

  it('limits the VIN to 17 characters and looks it up with Enter: decoder with conformance check and duplicates', async () => {
    signInAs(2);
    const { calls } = setup();
    expect(screen.getByRole('textbox', { name: 'VIN' }).getAttribute('maxlength')).toBe('17');
    await lookUp('1hgcm82633a004352');
    expect(calls).toContain('/api/nhtsa/vin/1HGCM82633A004352?conformanceCheck=1');
    expect(calls).toContain('vehicles_register:[{"field":"vehiclevin","op":"eq","value":"1HGCM82633A004352"}]');
    for (const text of ['2003', 'HONDA', 'Accord', 'Coupe']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows Required under Client and Title Application Type and keeps the button disabled until both are chosen', async () => {
    signInAs(2);
    setup();
    await lookUp('1HGCM82633A004352');
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(registerButton().textContent).toBe('Register Vehicle');
    expect((registerButton() as HTMLButtonElement).disabled).toBe(true);
    await chooseClient('Alpha Motors');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect((registerButton() as HTMLButtonElement).disabled).toBe(true);
    await chooseType('Indiana Title');
    expect(screen.queryByText('Required')).toBeNull();
    expect((registerButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('reads Register Invalid VIN and shows the NHTSA error for a decoder error', async () => {
    signInAs(2);
    setup({
      decode: async () => ({ ...CLEAN, vin: '1HGCM82643A004352', errorcode: 1, errortext: '1 - Check Digit (9th position) does not calculate properly' }),
    });
    await lookUp('1HGCM82643A004352');
    expect(registerButton().textContent).toBe('Register Invalid VIN');
    expect(screen.getByText(/NHTSA Error: 1 - Check Digit/)).toBeTruthy();
  });

  it('reads Register DUPLICATE when the VIN is already in the register', async () => {
    signInAs(2);
    setup({ duplicates: [{ vehicleid: 5 }] });
    await lookUp('1HGCM82633A004352');
    expect(registerButton().textContent).toBe('Register DUPLICATE');
  });

  it('uses the placeholder and says NHTSA might be down when the decoder cannot be reached', async () => {
    signInAs(2);
    setup({ decode: async () => Promise.reject(new ApiError('The server did not answer in time.', 504)) });
    await lookUp('1HGCM82633A004352');
    expect(screen.getAllByText('UNKNOWN')).toHaveLength(3); // year, make and model
    expect(screen.getByText('NHTSA Error: NHTSA might be down')).toBeTruthy();
    expect(registerButton().textContent).toBe('Register Invalid VIN');
  });

  it('names the reason when the server refuses the VIN', async () => {
    signInAs(2);
    setup({
      decode: async () =>
        Promise.reject(new ApiError('vin: may contain only letters and digits', 422, undefined, { vin: ['may contain only letters and digits'] })),
    });
    const input = screen.getByRole('textbox', { name: 'VIN' });
    fireEvent.change(input, { target: { value: 'ABC' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('VIN may contain only letters and digits')).toBeTruthy();
    expect(screen.queryByLabelText('Decoded vehicle')).toBeNull();
  });

  it('shows the TPMS warning with the regulation and the conformance notice', async () => {
    signInAs(2);
    setup({
      decode: async () => ({ ...CLEAN, tpms: [{ make: 'HONDA', model: 'Accord', years: '2000-2007' }], conformanceCheck: { requiresConformancePlus: true } }),
    });
    await lookUp('1HGCM82633A004352');
    expect(screen.getByText('Vehicle might not comply with Federal Motor Vehicle Safety Standard No. 138')).toBeTruthy();
    expect(screen.getByRole('link', { name: /571\.138/ }).getAttribute('href')).toBe(
      'https://www.ecfr.gov/current/title-49/subtitle-B/chapter-V/part-571/subpart-B/section-571.138',
    );
    expect(
      screen.getByText('This type of vehicle has not been previously imported and will require additional NHTSA processing if importing vehicle'),
    ).toBeTruthy();
  });

  it('refuses an RI client whose registration documents are incomplete', async () => {
    signInAs(2);
    setup();
    await lookUp('1HGCM82633A004352');
    await chooseClient('Delta Northern Imports');
    await chooseType('Indiana Title');
    expect(screen.getByText('RI Client has not completed registration documents')).toBeTruthy();
    expect((registerButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('registers with the fields of document 1 §7.5 and hands back the new id', async () => {
    signInAs(2);
    const { created, registered } = setup();
    await lookUp('1HGCM82633A004352');
    await chooseClient('Alpha Motors');
    await chooseType('Indiana Title');
    fireEvent.click(registerButton());
    await waitFor(() => expect(registered).toEqual([77]));
    expect(created[0]).toMatchObject({
      enteredby: 4,
      vehiclevin: '1HGCM82633A004352',
      yr: 2003,
      make: 'HONDA',
      model: 'Accord',
      vehicletype: 'PASSENGER CAR',
      clientid: 1,
      billtoclientid: 1,
      titleprocessingtype: 3,
      processtype: 1,
    });
    expect(created[0]!.recordcreateddate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('shows the server refusal and stays open', async () => {
    signInAs(2);
    const { registered } = setup({
      create: async () =>
        Promise.reject(
          new ApiError('clientid: RI Client has not completed registration documents', 422, undefined, {
            clientid: ['RI Client has not completed registration documents'],
          }),
        ),
    });
    await lookUp('1HGCM82633A004352');
    await chooseClient('Alpha Motors');
    await chooseType('Indiana Title');
    fireEvent.click(registerButton());
    expect(await screen.findByText('Unable to register: RI Client has not completed registration documents')).toBeTruthy();
    expect(registered).toEqual([]);
  });

  it('fixes a client user to its own client, not editable', async () => {
    signInAs(1, 1, 'Alpha Motors');
    const { created } = setup({ clients: [CLIENTS[0]!] });
    await lookUp('1HGCM82633A004352');
    const client = screen.getByRole('textbox', { name: /Client/ }) as HTMLInputElement;
    expect(client.value).toBe('Alpha Motors');
    expect(client.readOnly).toBe(true);
    expect(screen.getAllByText('Required')).toHaveLength(1);
    await chooseType('Indiana Title');
    fireEvent.click(registerButton());
    await waitFor(() => expect(created[0]).toMatchObject({ clientid: 1, billtoclientid: 1 }));
  });
});
