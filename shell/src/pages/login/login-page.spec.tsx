import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError, ApiProvider, STORAGE_KEYS, UNREACHABLE, startSession, type ApiClient, type AuthResponse } from '@portal/web-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { signInAs } from '../../testing/sessions.js';
import { INVALID_CREDENTIALS } from './login-error.js';
import { LoginPage, SESSION_ENDED_TEXT } from './login-page.js';

const goodAuth: AuthResponse = {
  user: { userid: 9, name: 'Pat', roleid: 2 },
  access_token: 'fresh-token',
  webUser: { userid: 9, roleid: 2, clientid: null, role: { roleid: 2, name: 'Admin' }, client: null },
};

const revoked: string[] = [];

function renderLogin(authenticate: (username: string, password: string) => Promise<AuthResponse>, entry = '/login') {
  const calls: Array<[string, string]> = [];
  const api = {
    authenticate: (username: string, password: string) => {
      calls.push([username, password]);
      return authenticate(username, password);
    },
    revokeSession: async (token: string) => {
      revoked.push(token);
    },
  } as unknown as ApiClient;
  render(
    <ApiProvider api={api}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/welcome" element={<p>Welcome page</p>} />
          <Route path="/admin/users/:id" element={<p>User page</p>} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
  return calls;
}

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage (document 3 §2.6)', () => {
  beforeEach(() => localStorage.clear());

  it('says why a person whose session ended is back at the sign-in page', () => {
    renderLogin(async () => goodAuth, '/login?expired=1');
    expect(screen.getByText(SESSION_ENDED_TEXT)).toBeTruthy();
  });

  it('puts the cursor in the first field', () => {
    renderLogin(async () => goodAuth);
    expect(document.activeElement).toBe(screen.getByLabelText(/Email Address/));
  });

  it('has the sign-in texts and links', () => {
    renderLogin(async () => goodAuth);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText(/Email Address/)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Forgot password/ }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: /Register/ }).getAttribute('href')).toBe('/register');
  });

  it('signs out whoever was signed in, including the saved vehicle filters', () => {
    signInAs(2);
    localStorage.setItem(STORAGE_KEYS.vehicleFilters, '{"vin":"ABC"}');
    renderLogin(async () => goodAuth);
    for (const key of ['user', 'webUser', 'access_token', 'vehicleFilters']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('ends the stored session on the server too', () => {
    revoked.length = 0;
    startSession({ ...goodAuth, refresh_token: 'refresh-1' });
    renderLogin(async () => goodAuth);
    expect(revoked).toEqual(['refresh-1']);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('goes back to the page where the session ended', async () => {
    renderLogin(async () => goodAuth, `/login?expired=1&returnTo=${encodeURIComponent('/admin/users/5')}`);
    expect(screen.getByText(SESSION_ENDED_TEXT)).toBeTruthy();
    fill('pat@example.com', 'secret');
    expect(await screen.findByText('User page')).toBeTruthy();
  });

  it('lands on /welcome rather than follow a return address to another site', async () => {
    renderLogin(async () => goodAuth, `/login?expired=1&returnTo=${encodeURIComponent('//evil.example/x')}`);
    fill('pat@example.com', 'secret');
    expect(await screen.findByText('Welcome page')).toBeTruthy();
  });

  it('needs both fields before asking the server', () => {
    const calls = renderLogin(async () => goodAuth);
    fill('   ', '');
    expect(screen.getByText('Email Address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows Invalid Credentials in a banner that can be closed when the server refuses', async () => {
    renderLogin(async () => {
      throw new ApiError('Not Authorized', 401, 'Unauthorized: wrong password');
    });
    fill('pat@example.com', 'wrong');
    expect(await screen.findByText(INVALID_CREDENTIALS)).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(INVALID_CREDENTIALS)).toBeNull();
  });

  it('says the server cannot be reached when it cannot', async () => {
    renderLogin(async () => {
      throw new ApiError(UNREACHABLE, undefined);
    });
    fill('pat@example.com', 'secret');
    expect(await screen.findByText(UNREACHABLE)).toBeTruthy();
  });

  it('stores the session and lands on /welcome', async () => {
    const calls = renderLogin(async () => goodAuth);
    fill(' pat@example.com ', 'secret');
    expect(await screen.findByText('Welcome page')).toBeTruthy();
    expect(calls).toEqual([['pat@example.com', 'secret']]);
    expect(localStorage.getItem('access_token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('webUser')!).roleid).toBe(2);
  });

  it('stays on the page while the answer is pending', async () => {
    let answer: (auth: AuthResponse) => void = () => undefined;
    renderLogin(() => new Promise((resolve) => (answer = resolve)));
    fill('pat@example.com', 'secret');
    expect((screen.getByRole('button', { name: /Signing in/ }) as HTMLButtonElement).disabled).toBe(true);
    answer(goodAuth);
    await waitFor(() => expect(screen.getByText('Welcome page')).toBeTruthy());
  });
});
