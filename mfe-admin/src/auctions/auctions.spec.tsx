import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiProvider } from '@portal/web-kit';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi, signInAsStaff } from '../testing/fake-api.js';
import { AuctionEditPage } from './auctions.js';

const auction = { auctionid: 4, auctionname: 'Fairway', auctioncity: 'Dayton', mailingcity: 'Columbus', country: 1 };

describe('auction edit page', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAsStaff();
  });

  it('tells the auction address from the mailing address by every label', async () => {
    const { api } = fakeApi({ records: { 'auctions/4': auction } });
    render(
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={['/admin/auctions/4']}>
          <Routes>
            <Route path="/admin/auctions/:id" element={<AuctionEditPage />} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>,
    );
    expect(await screen.findByLabelText('Auction City')).toHaveProperty('value', 'Dayton');
    expect(screen.getByLabelText('Mailing City')).toHaveProperty('value', 'Columbus');
    for (const part of ['Street Address', 'State', 'Zip']) {
      expect(screen.getByLabelText(`Auction ${part}`)).toBeTruthy();
      expect(screen.getByLabelText(`Mailing ${part}`)).toBeTruthy();
    }
  });
});
