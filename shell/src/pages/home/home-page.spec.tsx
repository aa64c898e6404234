import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HomePage, registerPathFor } from './home-page.js';

describe('the home page (document 2 §2)', () => {
  it.each(['Nationwide Vehicle Titling Services', 'Registered Importation'])('opens the %s dialog and closes it with Close', async (title) => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: `Learn more about ${title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(title);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is the auction brand variant under a brand: it speaks to its buyers and requests accounts through its registration', () => {
    render(
      <MemoryRouter>
        <HomePage brand="Acuity" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Titles and registered importation for Acuity buyers');
    expect(screen.getByRole('link', { name: 'Request an account' }).getAttribute('href')).toBe('/register/acuity');
    expect(registerPathFor(undefined)).toBe('/register');
    expect(registerPathFor('Northgate Auctions')).toBe('/register');
  });

  it('shows how to reach support', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Contact DVS Support' })).toBeTruthy();
  });
});
