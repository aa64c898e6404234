import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAs } from '../testing/fake-api.js';
import { VehicleNotesPage, notesView } from './vehicle-notes-page.js';

const note = {
  noteid: 9,
  notedate: '2026-11-20T15:00:00.000Z',
  note: 'Please call',
  roleid: 1,
  complete: false,
  vehicleid: 42,
  user: { name: 'Alex' },
  vehicle: { vehicleid: 42, vehiclevin: 'VIN42', clientid: 7, client: { clientid: 7, clientname: 'Acme Motors' } },
};

function renderNotes(type: string) {
  const fake = fakeApi({ lists: { vehicle_notes: [note] }, update: async () => ({ ...note, complete: true }) });
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={[`/vehicle_notes/${type}`]}>
        <Routes>
          <Route path="/vehicle_notes/:type" element={<VehicleNotesPage />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake;
}

describe('vehicle notes pages (document 3 §2.5)', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(2);
  });

  it('lists only incomplete role-1 notes under Incomplete Notes', () => {
    expect(notesView('incomplete')).toEqual({
      title: 'Incomplete Notes',
      filters: [
        { field: 'roleid', op: 'eq', value: '1' },
        { field: 'complete', op: 'eq', value: 'false' },
      ],
    });
    expect(notesView('all')).toEqual({ title: 'Vehicle Notes', filters: [] });
  });

  it('lets staff Mark Complete, with links to the vehicle and the client', async () => {
    const fake = renderNotes('incomplete');
    expect(await screen.findByRole('heading', { name: 'Incomplete Notes' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'VIN42' })).getAttribute('href')).toBe('/vehicles/42');
    expect(screen.getByRole('link', { name: 'Acme Motors' }).getAttribute('href')).toBe('/admin/clients/7');
    expect(fake.requests[0]).toMatch(/filters\[\]=roleid\|eq\|1/);
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(fake.writes).toEqual([['PUT', 'vehicle_notes/9', { complete: true }]]));
  });

  it('shows client users Vehicle Notes without Mark Complete or client links', async () => {
    signInAs(1, 7);
    renderNotes('all');
    expect(await screen.findByRole('heading', { name: 'Vehicle Notes' })).toBeTruthy();
    await screen.findByText('Please call');
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Acme Motors' })).toBeNull();
  });
});
