import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AccessPage, accessMessage } from './access-page.js';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/access/:level" element={<AccessPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('access-denied page (document 1 §2.3)', () => {
  it('has a text per level', () => {
    expect(accessMessage('admin')).toBe('This page is restricted to Administrators');
    expect(accessMessage('auction')).toBe('This page is restricted to Auction Staff');
    expect(accessMessage('anything')).toBe('Access to this page is not allowed');
  });

  it.each([
    ['/access/admin', 'This page is restricted to Administrators'],
    ['/access/auction', 'This page is restricted to Auction Staff'],
    ['/access/other', 'Access to this page is not allowed'],
  ])('shows %s with a login link', (path, text) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: text })).toBeTruthy();
    expect(screen.getByRole('link', { name: /login/ }).getAttribute('href')).toBe('/login');
  });
});
