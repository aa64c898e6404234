import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider, type ApiClient } from '@portal/web-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../testing/sessions.js';
import { ShellRoutes } from './shell-routes.js';

const api = { listResource: async () => ({ data: [], total: 0, current_page: 1, per_page: 1 }) } as unknown as ApiClient;

function renderAt(path: string) {
  render(
    <ApiProvider api={api}>
      <MemoryRouter initialEntries={[path]}>
        <ShellRoutes />
      </MemoryRouter>
    </ApiProvider>,
  );
}

describe('shell routes', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor from a guarded page to the sign-in page', async () => {
    renderAt('/vehicles');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a client user from an admin page to the access-denied page', async () => {
    signInAs(1, 7);
    renderAt('/admin/clients');
    expect(await screen.findByRole('heading', { name: 'This page is restricted to Administrators' })).toBeTruthy();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the public home page to a visitor', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Vehicle titling and registered importation' })).toBeTruthy();
  });

  it('leaves remote prefixes to the remote, inside the signed-in frame', async () => {
    signInAs(2);
    renderAt('/vehicles');
    expect(await screen.findByRole('heading', { name: "Assignments Rec'd" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
