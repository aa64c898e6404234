import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider } from '@portal/web-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAs } from '../testing/fake-api.js';
import { NOT_COMPLETE, VehicleIvrPage } from './vehicle-ivr-page.js';

function renderIvr(vehicle: Record<string, unknown>, images: unknown[] = []) {
  const fake = fakeApi({
    get: async () => ({ vehicleid: 42, vehiclevin: 'VIN42', ...vehicle }),
    lists: { vehicle_images: images },
    request: async () => ({ vehicle: null, conformance: null }),
  });
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={['/vehicles/42/vehicleIVR']}>
        <Routes>
          <Route path="/vehicles/:vehicleId/vehicleIVR" element={<VehicleIvrPage />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
}

describe('Vehicle IVR', () => {
  beforeEach(() => signInAs(2));

  it("says 'Vehicle is not complete' while there is no bond release date", async () => {
    renderIvr({ bondreleasedate: null, vaultreleasedate: '2099-01-01' });
    expect(await screen.findByText(NOT_COMPLETE)).toBeTruthy();
    expect(screen.getByText('Vehicle is not released')).toBeTruthy();
    expect(screen.getByText('NO CONFORMANCE ITEMS')).toBeTruthy();
    expect(screen.getAllByText('Missing')).toHaveLength(2);
  });

  it('shows the physical release 2 days after the earliest date', async () => {
    renderIvr({ bondreleasedate: '2026-03-10', vaultreleasedate: '2026-03-05' }, [
      { pwimageid: 1, vehicleid: 42, imagetype: 4, dateuploaded: '2026-03-20T12:00:00Z', deleted: 0, type: { id: 4, name: 'Exit Photo' } },
    ]);
    expect(await screen.findByText('2026-03-07')).toBeTruthy();
    expect(screen.queryByText(NOT_COMPLETE)).toBeNull();
  });
});
