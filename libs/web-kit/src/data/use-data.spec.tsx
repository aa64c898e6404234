import { describe, expect, it } from '@jest/globals';
import { readConformance } from '@portal/contracts/call-routes';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiProvider } from '../api/api-context.js';
import type { ApiClient, RequestOptions } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { retriesOnce } from './query-client.js';
import { useCall, useInvalidate, useResourceList, useResourceRecord } from './use-data.js';

function Conformance({ id }: { id: string }) {
  const { data, loading, errorText } = useCall(readConformance, { params: { id } });
  if (loading) return <p>loading</p>;
  if (errorText) return <p role="alert">{errorText}</p>;
  return <p>status {String(data?.conformance?.status ?? 'none')}</p>;
}

function Rates() {
  const list = useResourceList<{ name: string }>('rack_rates', { per_page: 5 });
  const rate = useResourceRecord<{ name: string }>('rack_rates', 3);
  const invalidate = useInvalidate();
  return (
    <>
      <p>rows {list.data?.data.map((r) => r.name).join(',') ?? (list.loading ? 'loading' : '')}</p>
      <p>record {rate.data?.name ?? ''}</p>
      <button onClick={() => void invalidate('rack_rates')}>saved</button>
    </>
  );
}

/** Only the methods a test's screen uses are given. */
function mount(api: object, ui: React.ReactNode) {
  return render(<ApiProvider api={api as ApiClient}>{ui}</ApiProvider>);
}

describe('useCall', () => {
  it('shows loading, then the answer of the call made from the entry', async () => {
    const seen: RequestOptions[] = [];
    let answer!: (value: unknown) => void;
    const api = { request: (options: RequestOptions) => (seen.push(options), new Promise((resolve) => (answer = resolve))) };
    mount(api, <Conformance id="12" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => answer({ vehicle: {}, conformance: { status: 'open' } }));
    expect(await screen.findByText('status open')).toBeTruthy();
    expect(seen.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /api/vehicles/12/conformance']);
  });

  it('shows the refusal and does not retry a 4xx', async () => {
    let calls = 0;
    const api = { request: async () => (calls++, Promise.reject(new ApiError('Vehicle not found', 404))) };
    mount(api, <Conformance id="12" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Vehicle not found');
    expect(calls).toBe(1);
  });
});

describe('useResourceList / useResourceRecord and invalidate', () => {
  it("reads a resource's list and record again after a write to it", async () => {
    let version = 1;
    const api = {
      listResource: async () => ({ data: [{ name: `rate v${version}` }], current_page: 1, per_page: 5, total: 1 }),
      getResource: async () => ({ name: `record v${version}` }),
    };
    mount(api, <Rates />);
    expect(await screen.findByText('rows rate v1')).toBeTruthy();
    expect(await screen.findByText('record record v1')).toBeTruthy();
    version = 2;
    await act(async () => screen.getByText('saved').click());
    await waitFor(() => expect(screen.getByText('rows rate v2')).toBeTruthy());
    expect(screen.getByText('record record v2')).toBeTruthy();
  });
});

describe('retries', () => {
  it('retries a 503 or 504 once and nothing else', () => {
    expect(retriesOnce(0, new ApiError('busy', 503))).toBe(true);
    expect(retriesOnce(0, new ApiError('slow', 504))).toBe(true);
    expect(retriesOnce(1, new ApiError('busy', 503))).toBe(false);
    expect(retriesOnce(0, new ApiError('refused', 422))).toBe(false);
    expect(retriesOnce(0, new ApiError('gone', 404))).toBe(false);
    expect(retriesOnce(0, new Error('bug'))).toBe(false);
  });
});
