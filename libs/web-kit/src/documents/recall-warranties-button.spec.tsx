import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RecallWarrantiesButton } from './recall-warranties-button.js';

const realFetch = globalThis.fetch;
const realOpen = window.open;
const realObjectUrl = URL.createObjectURL;

afterEach(() => {
  globalThis.fetch = realFetch;
  window.open = realOpen;
  URL.createObjectURL = realObjectUrl;
});

describe('Bay Recall Warranties', () => {
  it('is disabled without a vehicle (a title without one counts for none)', () => {
    render(<RecallWarrantiesButton vehicleIds={[0, 0]} />);
    expect((screen.getByRole('button', { name: 'Bay Recall Warranties' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('posts each listed vehicle once and opens the letters in the tab it opened at the click', async () => {
    const tab = { location: { href: '' }, close: jest.fn() };
    window.open = jest.fn(() => tab) as unknown as typeof window.open;
    // jsdom has no Response: what fetchAuthorizedFile reads of one.
    const answer = { ok: true, status: 200, headers: { get: () => 'inline; filename="recall-warranties.pdf"' }, blob: async () => new Blob(['%PDF-1.7']) };
    const fetched = jest.fn(async (_url: string, _init: RequestInit) => answer);
    globalThis.fetch = fetched as unknown as typeof fetch;
    const objectUrl = jest.fn(() => 'blob:letters');
    URL.createObjectURL = objectUrl as unknown as typeof URL.createObjectURL;
    render(<RecallWarrantiesButton vehicleIds={[12, 0, 12, 14]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bay Recall Warranties' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:letters'));
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toMatch(/\/api\/reports\/management\/bay\/recallWarranty$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ vehicles: [12, 14] });
  });
});
