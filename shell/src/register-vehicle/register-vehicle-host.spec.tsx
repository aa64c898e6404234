import { beforeEach, describe, expect, it } from '@jest/globals';
import { AlertStack, ApiProvider, PortalProviders, requestVehicleRegistration, signOut, type ApiClient, type ListQuery } from '@portal/web-kit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { signInAs } from '../testing/sessions.js';
import { RegisterVehicleHost } from './register-vehicle-host.js';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const api = {
  request: async () => ({
    vin: '1HGCM82633A004352',
    modelyear: 2003,
    make: 'HONDA',
    model: 'Accord',
    bodyclass: 'Coupe',
    vehicletype: 'PASSENGER CAR',
    errorcode: 0,
    errortext: '',
    tpms: [],
  }),
  listResource: async (resource: string, query: ListQuery) => {
    const data =
      resource === 'clients_active'
        ? [{ clientid: 1, clientname: 'Alpha Motors', is_ri: 0, ri_reg_docs_complete: 0 }]
        : resource === 'title_application_types'
          ? [{ titleapplicationid: 3, titleapplicationtype: 'Indiana Title' }]
          : [];
    return { data, total: data.length, current_page: 1, per_page: query.per_page ?? 10 };
  },
  createResource: async () => ({ vehicleid: 77 }),
} as unknown as ApiClient;

function renderHost() {
  render(
    <PortalProviders idPrefix="t-">
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={['/welcome']}>
          <AlertStack />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <RegisterVehicleHost />
        </MemoryRouter>
      </ApiProvider>
    </PortalProviders>,
  );
}

describe('RegisterVehicleHost', () => {
  beforeEach(() => localStorage.clear());

  it('opens the dialog when an app asks, and after registering opens the vehicle with a success notice', async () => {
    signInAs(1, 1, 'Alpha Motors');
    renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => requestVehicleRegistration());
    const input = await screen.findByRole('textbox', { name: 'VIN' });
    fireEvent.change(input, { target: { value: '1HGCM82633A004352' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByLabelText('Decoded vehicle');
    fireEvent.click(screen.getByRole('combobox', { name: /Title Application Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Indiana Title' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/vehicles/77'));
    expect(await screen.findByText('Vehicle Registered')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts from the VIN the photo search did not find, looks it up at once, and opens the new vehicle’s photo page', async () => {
    signInAs(1, 1, 'Alpha Motors');
    renderHost();
    act(() => requestVehicleRegistration({ vin: '1hgcm82633a004352', opens: 'photos' }));
    await screen.findByLabelText('Decoded vehicle');
    expect((screen.getByRole('textbox', { name: 'VIN' }) as HTMLInputElement).value).toBe('1HGCM82633A004352');
    // A client user registers for its own client: the client is shown, not chosen.
    expect((screen.getByRole('textbox', { name: /Client/ }) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: /Title Application Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Indiana Title' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/photoupload/77'));
    expect(await screen.findByText('Vehicle Registered')).toBeTruthy();
  });

  it('stays closed for someone signed out', () => {
    signOut();
    renderHost();
    act(() => requestVehicleRegistration());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => signInAs(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
