import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError, ApiProvider } from '@portal/web-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAs } from '../testing/fake-api.js';
import { RI_DOCS_INCOMPLETE } from './vehicle-banners.js';
import { VEHICLE_NOT_FOUND, VehicleDetailPage } from './vehicle-detail-page.js';

const vehicle = {
  vehicleid: 42,
  vehiclevin: '1HGCM82633A004352',
  last6: '004352',
  yr: 2019,
  make: 'HONDA',
  model: 'ACCORD',
  vehicletype: 'PASSENGER CAR',
  processtype: 1,
  submitteddotdate: '2024-03-02',
  bondreleasedate: null,
  crossedborderdate: '2024-02-20',
  client: { clientid: 7, clientname: 'Acme Motors', is_ri: 1, ri_reg_docs_complete: 0 },
  billto_client: { clientid: 8, clientname: 'Maple Imports' },
  title_status: { statusid: 3, statusname: 'Waiting on Title' },
  application_type: { titleapplicationid: 18, titleapplicationtype: 'RI Title' },
};

function renderDetail(get: (resource: string, id: string) => Promise<unknown>) {
  const fake = fakeApi({ get });
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={['/vehicles/42']}>
        <Routes>
          <Route path="/vehicles/:vehicleId" element={<VehicleDetailPage />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake.requests;
}

describe('vehicle details', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(2);
  });

  it('shows Loading... with a Logout link while it loads', () => {
    renderDetail(() => new Promise(() => undefined));
    expect(screen.getByRole('heading', { name: 'Vehicle Details' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/login');
  });

  it('shows the vehicle, its set dates and the RI banner', async () => {
    const requests = renderDetail(async () => vehicle);
    expect(await screen.findByText('1HGCM82633A004352')).toBeTruthy();
    expect(requests).toEqual(['vehicles/42']);
    for (const text of ['HONDA', 'ACCORD', 'PASSENGER CAR', '004352', 'Acme Motors', 'Maple Imports', 'Waiting on Title', 'In State', 'RI Title']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Submitted to DOT')).toBeTruthy();
    expect(screen.getByText('2024-03-02')).toBeTruthy();
    expect(screen.getByText('2024-02-20')).toBeTruthy();
    expect(screen.queryByText('Bond Release')).toBeNull();
    expect(screen.getByText(RI_DOCS_INCOMPLETE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('has no RI banner once the documents are complete', async () => {
    renderDetail(async () => ({ ...vehicle, client: { ...vehicle.client, ri_reg_docs_complete: 1 } }));
    await screen.findByText('1HGCM82633A004352');
    expect(screen.queryByText(RI_DOCS_INCOMPLETE)).toBeNull();
  });

  it('says Vehicle not found on a 404 (another client vehicle included)', async () => {
    renderDetail(async () => {
      throw new ApiError('Not found', 404);
    });
    expect(await screen.findByText(VEHICLE_NOT_FOUND)).toBeTruthy();
  });

  it('shows other failures with their text', async () => {
    renderDetail(async () => {
      throw new ApiError('Not Authorized', 401);
    });
    expect(await screen.findByText('Not Authorized')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
