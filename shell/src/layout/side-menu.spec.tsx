import { beforeEach, describe, expect, it } from '@jest/globals';
import { announceResourceChange, ApiProvider, listParams, type ApiClient, type ListQuery } from '@portal/web-kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../testing/sessions.js';
import { SideMenu } from './side-menu.js';

function renderMenu(openNotes: number | (() => number)) {
  const asked: string[] = [];
  const api = {
    listResource: async (resource: string, query: ListQuery) => {
      asked.push(
        `${resource}?${listParams(query)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')}`,
      );
      return { data: [], total: typeof openNotes === 'function' ? openNotes() : openNotes, current_page: 1, per_page: 1 };
    },
  } as unknown as ApiClient;
  render(
    <ApiProvider api={api}>
      <MemoryRouter initialEntries={['/welcome']}>
        <SideMenu open overlay={false} onOpenChange={() => undefined} />
      </MemoryRouter>
    </ApiProvider>,
  );
  return asked;
}

const notesEntry = () => screen.getByRole('link', { name: /Notes Queue/ });

describe('SideMenu', () => {
  beforeEach(() => localStorage.clear());

  it('is titled Version2 and offers signing out', () => {
    signInAs(2);
    renderMenu(0);
    expect(screen.getByText('Version2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Out' }).getAttribute('href')).toBe('/login');
  });

  it('shows staff the admin menu with the open notes count when above 0', async () => {
    signInAs(2);
    const asked = renderMenu(5);
    for (const group of ['Main', 'RI Reports', 'Reports', 'Admin', 'Titles', 'Accounting', 'Transportation', 'Scanner/Photos']) {
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: "Assignments Rec'd" }).getAttribute('href')).toBe('/vehicles');
    await waitFor(() => expect(within(notesEntry()).getByText('5')).toBeTruthy());
    expect(asked).toEqual(['vehicle_notes_open?per_page=1']);
  });

  it('reads the count again as soon as an app announces a note change', async () => {
    signInAs(2);
    let open = 3;
    const asked = renderMenu(() => open);
    // A loaded machine renders the drawer slowly: wait longer than the default second.
    const patiently = { timeout: 10_000 };
    await waitFor(() => expect(within(notesEntry()).getByText('3')).toBeTruthy(), patiently);
    open = 2;
    act(() => announceResourceChange('vehicle_notes'));
    await waitFor(() => expect(within(notesEntry()).getByText('2')).toBeTruthy(), patiently);
    open = 0;
    act(() => announceResourceChange('vehicle_notes'));
    await waitFor(() => expect(notesEntry().textContent).toBe('Notes Queue'), patiently);
    // Other resources' writes do not ask again.
    act(() => announceResourceChange('clients'));
    expect(asked).toEqual(['vehicle_notes_open?per_page=1', 'vehicle_notes_open?per_page=1', 'vehicle_notes_open?per_page=1']);
  });

  it('shows no count when no notes are open', async () => {
    signInAs(2);
    const asked = renderMenu(0);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(notesEntry().textContent).toBe('Notes Queue');
  });

  it('shows client users their reduced menu and never asks for the notes count', () => {
    signInAs(1, 7, 'Acme Motors');
    const asked = renderMenu(5);
    expect(screen.queryByRole('group', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Notes Queue/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pending Titles' }).getAttribute('href')).toBe('/client-reports/pending-titles');
    expect(screen.queryByRole('link', { name: 'RI Open Contracts' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
