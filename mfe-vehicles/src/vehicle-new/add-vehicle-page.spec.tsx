import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { PortalProviders, onVehicleRegistrationRequest } from '@portal/web-kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../testing/fake-api.js';
import { AddVehiclePage } from './add-vehicle-page.js';

let requests = 0;
let stop: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  requests = 0;
  stop = onVehicleRegistrationRequest(() => requests++);
});

afterEach(() => stop());

function renderPage() {
  render(
    <PortalProviders idPrefix="t-">
      <MemoryRouter initialEntries={['/vehicles/new']}>
        <AddVehiclePage />
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('/vehicles/new', () => {
  it('asks the shell for the register dialog on arrival and again from its button', () => {
    signInAs(1, 7);
    renderPage();
    expect(requests).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(requests).toBe(2);
    expect(screen.getByText(/for Acme Motors/)).toBeTruthy();
  });

  it('tells staff they may register for any client', () => {
    signInAs(2);
    renderPage();
    expect(screen.getByText(/for any active client/)).toBeTruthy();
  });
});
