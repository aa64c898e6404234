import { beforeEach, describe, expect, it } from '@jest/globals';
import { AlertStack, ApiProvider, listParams, type ApiClient, type ListQuery } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { signInAs } from '../testing/sessions.js';
import { NO_VEHICLES_FOUND, VehicleSearchBox } from './vehicle-search-box.js';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function setup(data: Array<{ vehicleid: number }>) {
  const asked: string[][] = [];
  const api = {
    listResource: async (resource: string, query: ListQuery) => {
      asked.push([resource, ...listParams(query).map(([k, v]) => `${k}=${v}`)]);
      return { data, total: data.length, current_page: 1, per_page: 2 };
    },
  } as unknown as ApiClient;
  render(
    <ApiProvider api={api}>
      <MemoryRouter initialEntries={['/welcome']}>
        <AlertStack />
        <VehicleSearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  const box = screen.getByRole('searchbox', { name: 'Search by VIN or last 6' });
  return {
    asked,
    search: (text: string) => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
    },
  };
}

describe('VehicleSearchBox', () => {
  beforeEach(() => localStorage.clear());

  it('opens the only vehicle found, searching within the own client for a client user', async () => {
    signInAs(1, 7);
    const { asked, search } = setup([{ vehicleid: 42 }]);
    search('123456');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/vehicles/42'));
    expect(asked).toEqual([['vehicles', 'per_page=2', 'page=1', 'filters[]=last6|eq|123456', 'filters[]=clientid|eq|7']]);
  });

  it('opens the list with the vin query when several match', async () => {
    signInAs(2);
    const { search } = setup([{ vehicleid: 1 }, { vehicleid: 2 }]);
    search('1HGCM');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/vehicles?vin=1HGCM'));
  });

  it('says so when nothing matches', async () => {
    signInAs(2);
    const { search } = setup([]);
    search('ZZZZZZZZ');
    expect(await screen.findByText(NO_VEHICLES_FOUND)).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/welcome');
  });

  it('says why an input no VIN can hold cannot be searched, without asking the server', async () => {
    signInAs(2);
    const { asked, search } = setup([]);
    search('!!@@##');
    expect(await screen.findByText(/"!!@@##" cannot be searched: a VIN has only letters and digits/)).toBeTruthy();
    expect(screen.queryByText(NO_VEHICLES_FOUND)).toBeNull();
    expect(asked).toEqual([]);
  });
});
