import { beforeEach, describe, expect, it } from '@jest/globals';
import { AlertStack, ApiError, ApiProvider, type ApiClient } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAsStaff } from '../testing/fake-api.js';
import { ClientDetailPage } from './client-detail-page.js';
import { ClientsListPage } from './clients-list-page.js';
import { needsRiBanner, RI_BANNER } from './client.js';

const riClient = {
  clientid: 9,
  id: 9,
  clientname: 'Harbor RI',
  clientactive: 2,
  is_ri: 1,
  ri_reg_docs_complete: 0,
  clientcountrycode: 'US',
  clientsingleinvoice: 2,
  clientspecialmailing: 1,
};

function renderAt(path: string, options: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(options);
  render(
    <ApiProvider api={fake.api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/clients" element={<ClientsListPage />} />
          <Route path="/admin/clients/:clientId" element={<ClientDetailPage />} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return fake.calls;
}

describe('client screens', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAsStaff();
  });

  it('shows the RI banner only for an RI client without completed documents', () => {
    expect(needsRiBanner({ is_ri: 1, ri_reg_docs_complete: 0 })).toBe(true);
    expect(needsRiBanner({ is_ri: 1, ri_reg_docs_complete: 1 })).toBe(false);
    expect(needsRiBanner({ is_ri: 0, ri_reg_docs_complete: 0 })).toBe(false);
  });

  it('Add Client creates NEW CLIENT, active, and opens it', async () => {
    const calls = renderAt('/admin/clients', { lists: { clients: [] }, created: { clients: riClient }, records: { 'clients/9': riClient } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Client' }));
    expect(await screen.findByText(RI_BANNER)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: 'clients', body: { clientname: 'NEW CLIENT', clientactive: 2 } });
  });

  it('saves only what changed, with Save Changes', async () => {
    const calls = renderAt('/admin/clients/9', { records: { 'clients/9': riClient } });
    const name = await screen.findByLabelText(/Client Name/);
    fireEvent.change(name, { target: { value: 'Harbor Imports' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: 'clients/9', body: { clientname: 'Harbor Imports' } });
  });

  it('does not save an empty note', async () => {
    const calls = renderAt('/admin/clients/9', { records: { 'clients/9': riClient }, lists: { client_notes: [] } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    fireEvent.change(await screen.findByLabelText('New Note'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('New Note'), { target: { value: 'Called' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: 'client_notes', body: { clientid: 9, notes: 'Called' } }),
    );
  });

  it('shows the 21 release days the service uses, never the legacy 100, for a client without defaults (services/admin README)', async () => {
    renderAt('/admin/clients/9', { records: { 'clients/9': riClient }, lists: { client_agents: [], client_defaults: [] } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Defaults' }));
    expect(await screen.findByLabelText(/Vehicle Release Days/)).toHaveProperty('value', '21');
    expect(screen.getByText('Days after the DOT submission; 21 when left empty')).toBeTruthy();
  });

  it('names a refused default by its label, beside the input and in the alert', async () => {
    const fake = fakeApi({
      records: { 'clients/9': riClient },
      lists: { client_agents: [], client_defaults: [{ id: 3, clientid: 9, vehicle_release_days: 21 }] },
    });
    const summary = 'vehicle_release_days: expects a whole number, got "abc"';
    fake.api.updateResource = (async () => {
      throw new ApiError(summary, 422, summary, { vehicle_release_days: ['expects a whole number, got "abc"'] });
    }) as ApiClient['updateResource'];
    render(
      <ApiProvider api={fake.api}>
        <AlertStack />
        <MemoryRouter initialEntries={['/admin/clients/9']}>
          <Routes>
            <Route path="/admin/clients/:clientId" element={<ClientDetailPage />} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Defaults' }));
    fireEvent.change(await screen.findByLabelText(/Vehicle Release Days/), { target: { value: 'abc' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByText('Vehicle Release Days: expects a whole number, got "abc"')).toBeTruthy();
    expect(screen.getByLabelText(/Vehicle Release Days/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/vehicle_release_days/)).toBeNull();
  });

  it('does not save a blank agent', async () => {
    const calls = renderAt('/admin/clients/9', { records: { 'clients/9': riClient }, lists: { client_agents: [], client_defaults: [] } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Defaults' }));
    fireEvent.change(await screen.findByLabelText('Agent Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Agent' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await screen.findByLabelText(/Vehicle Release Days/)).toHaveProperty('value', '21');
  });
});
