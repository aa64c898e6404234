import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAsStaff } from '../testing/fake-api.js';
import { OverridesListPage } from './overrides-list-page.js';

function renderAt(path: string) {
  const fake = fakeApi({
    lists: {
      rack_rates: [
        { id: 2, name: 'BMV Registration' },
        { id: 7, name: 'Overnight Courier' },
      ],
      clients_active: [{ clientid: 1, clientname: 'Alpha Motors' }],
      rack_rate_overrides: [
        {
          id: 11,
          rack_rate_id: 7,
          clientid: 1,
          charge_amount: 1234.5,
          every_vehicle: true,
          rack_rate: { id: 7, name: 'Overnight Courier', charge_amount: 25 },
          client: { clientid: 1, clientname: 'Alpha Motors' },
        },
      ],
    },
    created: { rack_rate_overrides: { id: 12 } },
  });
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/rackRates/overrides" element={<OverridesListPage />} />
          <Route path="/admin/rackRates/overrides/:id" element={<p>override page</p>} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake.calls;
}

describe('rack rate overrides list', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAsStaff();
  });

  it('prefills the rack rate and client filters from the address and shows money with $ and separators', async () => {
    const calls = renderAt('/admin/rackRates/overrides?rack_rate_id=7&clientid=1');
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    const list = calls.filter((c) => c.path.startsWith('rack_rate_overrides?')).map((c) => c.path);
    expect(list.at(-1)).toContain('filters[]=rack_rate_id|eq|7');
    expect(list.at(-1)).toContain('filters[]=clientid|eq|1');
    expect(list.at(-1)).toContain('with[]=rack_rate&with[]=client');
  });

  it('Add Override creates one for the rate and client of the address and opens it', async () => {
    const calls = renderAt('/admin/rackRates/overrides?rack_rate_id=7&clientid=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Override' }));
    expect(await screen.findByText('override page')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: 'rack_rate_overrides', body: { rack_rate_id: 7, clientid: 1 } });
  });

  it('without a rate in the address, Add Override uses the first rate by name', async () => {
    const calls = renderAt('/admin/rackRates/overrides');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Override' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rack_rate_id: 2, clientid: undefined }));
  });
});
