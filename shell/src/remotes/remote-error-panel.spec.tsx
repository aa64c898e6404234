import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { failedRemoteApp } from './failed-remote-app.js';
import { REMOTE_FAILED_TITLE } from './remote-error-panel.js';

describe('a remote that failed to load', () => {
  it('mounts an error panel with its name and a Retry button, and unmounts cleanly', async () => {
    const retry = jest.fn(async () => undefined);
    const app = failedRemoteApp(
      { name: 'mfe_vehicles', title: 'Vehicles', prefixes: ['/vehicles'], defaultEntry: 'http://x/mf-manifest.json', access: 'signed-in' },
      new Error('Failed to fetch'),
      retry,
    );
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    await act(async () => {
      await (app.bootstrap as (p: object) => Promise<unknown>)({});
      await (app.mount as (p: object) => Promise<unknown>)({ domElement });
    });
    expect(screen.getByText(REMOTE_FAILED_TITLE)).toBeTruthy();
    expect(screen.getByText(/Vehicles \(mfe_vehicles\) did not load/)).toBeTruthy();
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    await act(async () => {
      await (app.unmount as (p: object) => Promise<unknown>)({ domElement });
    });
    expect(domElement.childElementCount).toBe(0);
  });
});
