import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError, ApiProvider } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAs } from '../testing/fake-api.js';
import { ConformancePage, incompleteForRiNew } from './conformance-page.js';

const answer = {
  vehicle: { vehicleid: 42, vehiclevin: 'VIN42', yr: 2020, make: 'FORD', model: 'F150', is_ri_new_vehicle: 0 },
  conformance: {
    id: 1,
    completed_date: null,
    items: [{ id: 5, description: 'FMVSS 101 Controls', is_remediated: null, remedy_notes: null, completed_date: null }],
  },
};

function renderPage(request: (o: { method: string; path: string; body?: unknown }) => Promise<unknown>) {
  const fake = fakeApi({ request });
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={['/vehicles/42/conformance']}>
        <Routes>
          <Route path="/vehicles/:vehicleId/conformance" element={<ConformancePage />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake;
}

describe('Conformance Plus', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(2);
  });

  it('mirrors the RI new vehicle rule', () => {
    expect(incompleteForRiNew({ 1: { is_remediated: '0', remedy_notes: 'ok' } })).toBe(false);
    expect(incompleteForRiNew({ 1: { is_remediated: '0', remedy_notes: ' ' } })).toBe(true);
    expect(incompleteForRiNew({ 1: { is_remediated: '', remedy_notes: 'x' } })).toBe(true);
  });

  it('lists items with a choice and notes, and saves them', async () => {
    const fake = renderPage(async (o) => (o.method === 'GET' ? answer : answer));
    expect(screen.getByRole('link', { name: 'Back to Vehicle Details' }).getAttribute('href')).toBe('/vehicles/42');
    const select = await screen.findByLabelText('Action for FMVSS 101 Controls');
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Remedy notes for FMVSS 101 Controls'), { target: { value: 'Label fitted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.writes).toEqual([['PUT', '/api/vehicles/42/conformance', { items: [{ id: 5, is_remediated: 2, remedy_notes: 'Label fitted' }] }]]),
    );
  });

  it('shows fetch errors in red text', async () => {
    renderPage(async () => {
      throw new ApiError('vehicle 42 not found', 404, 'vehicle 42 not found');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('vehicle 42 not found');
  });
});
