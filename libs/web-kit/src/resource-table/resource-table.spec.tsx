import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { listParams, type ListEnvelope, type ListQuery } from '../api/list-query.js';
import { subscribeAlerts } from '../alerts/alerts.js';
import { ResourceTable } from './resource-table.js';
import type { Column, FilterDef } from './types.js';

interface Car {
  id: number;
  vehiclevin: string;
  yr: number;
}

type Lister = (resource: string, query: ListQuery) => Promise<ListEnvelope<unknown>>;

/** An api whose list answers come from `lister`; every request is kept as its query parameters. */
function fakeApi(lister: Lister) {
  const calls: Array<{ resource: string; params: Array<[string, string]> }> = [];
  const api = {
    listResource: async (resource: string, query: ListQuery = {}) => {
      calls.push({ resource, params: listParams(query) });
      return lister(resource, query);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

function page(data: Car[], total = data.length, query: ListQuery = {}): ListEnvelope<unknown> {
  return { data, total, current_page: query.page ?? 1, per_page: query.per_page ?? 10 };
}

const cars = (count: number, from = 1): Car[] => Array.from({ length: count }, (_, i) => ({ id: from + i, vehiclevin: `VIN${from + i}`, yr: 2000 + i }));

const columns: Column<Car>[] = [
  { key: 'vin', header: 'VIN', value: (row) => row.vehiclevin, sortField: 'vehiclevin' },
  { key: 'year', header: 'Year', value: (row) => row.yr, sortField: 'yr' },
];

const paramsOf = (call: { params: Array<[string, string]> }) => call.params.map(([k, v]) => `${k}=${v}`);

describe('ResourceTable', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    jest.useRealTimers();
  });

  it('cuts a long value in its cell and keeps the whole of it as the tooltip, also for rendered cells', async () => {
    const long = 'N'.repeat(5000);
    const { api } = fakeApi(async () => page([{ id: 1, vehiclevin: long, yr: 2001 }]));
    const linked: Column<Car>[] = [
      { key: 'vin', header: 'VIN', value: (row) => row.vehiclevin, render: (row) => <a href={`/vehicles/${row.id}`}>{row.vehiclevin}</a> },
      columns[1]!,
    ];
    render(<ResourceTable api={api} resource="vehicles" columns={linked} />);
    const link = await screen.findByRole('link', { name: long });
    expect(link.parentElement?.getAttribute('title')).toBe(long);
    expect(screen.getByText('2001').getAttribute('title')).toBe('2001');
  });

  it('shows a spinner while loading, then the rows', async () => {
    let answer: (value: ListEnvelope<unknown>) => void = () => undefined;
    const { api, calls } = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} defaultOrder={{ field: 'vehicleid', direction: 'desc' }} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(paramsOf(calls[0])).toEqual(['per_page=10', 'page=1', 'order_by[]=vehicleid|desc']);
    await act(async () => answer(page(cars(2))));
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText('VIN1')).toBeTruthy();
    expect(screen.getByText('2001')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('says No Data when the list is empty', async () => {
    const { api } = fakeApi(async () => page([]));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} />);
    expect(await screen.findByText('No Data')).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('shows the error text of a failed call', async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError('Not Authorized', 401);
    });
    render(<ResourceTable api={api} resource="vehicles" columns={columns} />);
    expect(await screen.findByText('Not Authorized')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the next page and for another page size', async () => {
    const { api, calls } = fakeApi(async (_, query) => page(cars(Math.min(query.per_page ?? 10, 5)), 25, query));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} />);
    await screen.findByText('1–10 of 25');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('11–20 of 25');
    expect(paramsOf(calls.at(-1)!)).toEqual(['per_page=10', 'page=2']);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
    await screen.findByText('1–25 of 25');
    expect(paramsOf(calls.at(-1)!)).toEqual(['per_page=25', 'page=1']);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers page sizes 5, 10, 25 and 50', async () => {
    const { api } = fakeApi(async () => page([]));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} />);
    const options = within(screen.getByLabelText('Rows per page')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '25', '50']);
    await screen.findByText('No Data');
  });

  it('sorts by a column and toggles the direction', async () => {
    const { api, calls } = fakeApi(async (_, query) => page(cars(3), 30, query));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} defaultOrder={{ field: 'vehicleid', direction: 'desc' }} />);
    await screen.findByText('VIN1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(paramsOf(calls.at(-1)!)).toContain('page=2'));
    fireEvent.click(screen.getByText('Year'));
    await waitFor(() => expect(paramsOf(calls.at(-1)!)).toEqual(['per_page=10', 'page=1', 'order_by[]=yr|asc']));
    fireEvent.click(screen.getByText('Year'));
    await waitFor(() => expect(paramsOf(calls.at(-1)!)).toEqual(['per_page=10', 'page=1', 'order_by[]=yr|desc']));
  });

  it('always sends fixed filters and sends typed text as like after a pause', async () => {
    const filters: FilterDef[] = [{ kind: 'text', key: 'vin', label: 'VIN', field: 'vehiclevin' }];
    const { api, calls } = fakeApi(async () => page(cars(1)));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} filters={filters} fixedFilters={[{ field: 'clientid', op: 'eq', value: 7 }]} />);
    await screen.findByText('VIN1');
    expect(paramsOf(calls[0])).toEqual(['per_page=10', 'page=1', 'filters[]=clientid|eq|7']);
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: ' 1HGCM ' } });
    await waitFor(() => expect(paramsOf(calls.at(-1)!)).toEqual(['per_page=10', 'page=1', 'filters[]=clientid|eq|7', 'filters[]=vehiclevin|like|1HGCM']));
  });

  it('loads choice options and sends a choice as eq and a date range as >= and <=', async () => {
    const filters: FilterDef[] = [
      { kind: 'choice', key: 'status', label: 'Title Status', field: 'titlestatusid', loadOptions: async () => [{ value: '3', label: 'At DMV' }] },
      { kind: 'dateRange', key: 'created', label: 'Created', field: 'recordcreateddate', stamp: true },
    ];
    const { api, calls } = fakeApi(async () => page(cars(1)));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} filters={filters} />);
    await screen.findByText('At DMV');
    fireEvent.change(screen.getByLabelText('Title Status'), { target: { value: '3' } });
    const from = screen.getByLabelText('Created from');
    const to = screen.getByLabelText('Created to');
    // Each input has its own id, so each label names only its own input.
    expect(from.id).not.toBe(to.id);
    expect(document.querySelectorAll(`[id="${from.id}"]`)).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Created' })).toBeTruthy();
    fireEvent.change(from, { target: { value: '2024-01-01' } });
    fireEvent.change(to, { target: { value: '2024-01-31' } });
    await waitFor(() =>
      expect(paramsOf(calls.at(-1)!)).toEqual([
        'per_page=10',
        'page=1',
        'filters[]=titlestatusid|eq|3',
        'filters[]=recordcreateddate|>=|2024-01-01 00:00:00',
        'filters[]=recordcreateddate|<=|2024-01-31 23:59:59',
      ]),
    );
  });

  it('remembers filters under its storage key, lets a preset win, and resets', async () => {
    localStorage.setItem('vehicleFilters', JSON.stringify({ vin: 'SAVED', make: 'FORD' }));
    const filters: FilterDef[] = [
      { kind: 'text', key: 'vin', label: 'VIN', field: 'vehiclevin' },
      { kind: 'text', key: 'make', label: 'Make', field: 'make' },
    ];
    const { api, calls } = fakeApi(async () => page(cars(1)));
    render(<ResourceTable api={api} resource="vehicles" columns={columns} filters={filters} storageKey="vehicleFilters" presetValues={{ vin: 'FROMURL' }} />);
    await screen.findByText('VIN1');
    expect(paramsOf(calls[0])).toEqual(['per_page=10', 'page=1', 'filters[]=vehiclevin|like|FROMURL', 'filters[]=make|like|FORD']);
    expect(JSON.parse(localStorage.getItem('vehicleFilters')!)).toEqual({ vin: 'FROMURL', make: 'FORD' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(paramsOf(calls.at(-1)!)).toEqual(['per_page=10', 'page=1']));
    expect(localStorage.getItem('vehicleFilters')).toBeNull();
    expect((screen.getByLabelText('VIN') as HTMLInputElement).value).toBe('');
  });

  it('downloads the CSV the server writes from the same query, and releases the address', async () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:csv';
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, calls } = fakeApi(async (_, query) => page(cars(10), 57, query));
    const downloads: string[] = [];
    Object.assign(api, {
      download: async (path: string) => {
        downloads.push(path);
        return { blob: new Blob(['VIN,Year\r\n'], { type: 'text/csv' }), headers: { 'x-export-rows': '57', 'x-export-total': '57' } };
      },
    });
    const csvColumns: Column<Car>[] = [
      { ...columns[0], csv: 'vehiclevin' },
      { ...columns[1], csv: { field: ['yr', 'year'], format: 'date' } },
      { key: 'x', header: '', csv: false },
    ];
    render(
      <ResourceTable
        api={api}
        resource="vehicles"
        columns={csvColumns}
        filters={[{ kind: 'text', key: 'vin', label: 'VIN', field: 'vehiclevin' }]}
        csvFilename="vehicles.csv"
        defaultOrder={{ field: 'vehicleid', direction: 'desc' }}
      />,
    );
    await screen.findByText('VIN1');
    const listCalls = calls.length;
    jest.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    });
    expect(calls).toHaveLength(listCalls);
    expect(downloads).toHaveLength(1);
    const [path, search] = downloads[0].split('?');
    expect(path).toBe('/api/vehicles/export.csv');
    expect([...new URLSearchParams(search)]).toEqual([
      ['order_by[]', 'vehicleid|desc'],
      ['columns[]', 'vehiclevin|VIN'],
      ['columns[]', 'yr,year|Year|date'],
    ]);
    expect(clicked).toHaveBeenCalled();
    expect(await readBlob(created[0])).toBe('VIN,Year\r\n');
    act(() => {
      jest.advanceTimersByTime(150);
    });
    expect(revoked).toEqual(['blob:csv']);
    clicked.mockRestore();
  });

  it('shows how much of a large CSV has arrived while the server streams it', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api } = fakeApi(async (_, query) => page(cars(10), 57, query));
    let finish: () => void = () => undefined;
    Object.assign(api, {
      download: (_path: string, _body: unknown, onProgress?: (bytes: number) => void) =>
        new Promise((resolve) => {
          onProgress?.(1536 * 1024);
          finish = () => resolve({ blob: new Blob(['VIN\r\n'], { type: 'text/csv' }), headers: { 'x-export-rows': '57', 'x-export-total': '57' } });
        }),
    });
    render(<ResourceTable api={api} resource="vehicles" columns={[{ ...columns[0], csv: 'vehiclevin' }]} csvFilename="vehicles.csv" />);
    await screen.findByText('VIN1');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Downloading CSV... 1.5 MB' });
    await act(async () => finish());
    await screen.findByRole('button', { name: 'Download CSV' });
    clicked.mockRestore();
  });

  it('says when the server left rows out, and shows why a download failed', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const alerts: string[] = [];
    const unsubscribe = subscribeAlerts((event) => alerts.push(JSON.stringify(event)));
    const { api } = fakeApi(async (_, query) => page(cars(10), 48_059, query));
    let refuse = false;
    Object.assign(api, {
      download: async () => {
        if (refuse) throw new ApiError('columns: "secret" is not a field of this list', 422);
        return { blob: new Blob(['x']), headers: { 'x-export-rows': '10000', 'x-export-total': '48059' } };
      },
    });
    render(<ResourceTable api={api} resource="vehicles" columns={columns.map((c) => ({ ...c, csv: c.sortField! }))} csvFilename="vehicles.csv" />);
    await screen.findByText('VIN1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    });
    await waitFor(() => expect(alerts.join(' ')).toMatch(/vehicles.csv holds the first 10,000 of 48,059 rows/));
    refuse = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    });
    await waitFor(() => expect(alerts.join(' ')).toMatch(/vehicles.csv could not be downloaded: columns: \\"secret\\" is not a field/));
    unsubscribe();
    clicked.mockRestore();
  });

  it('refuses to guess the CSV of a column that does not say what it holds', async () => {
    const alerts: string[] = [];
    const unsubscribe = subscribeAlerts((event) => alerts.push(JSON.stringify(event)));
    const { api } = fakeApi(async (_, query) => page(cars(2), 2, query));
    const download = jest.fn();
    Object.assign(api, { download });
    render(<ResourceTable api={api} resource="vehicles" columns={columns} csvFilename="vehicles.csv" />);
    await screen.findByText('VIN1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    });
    await waitFor(() => expect(alerts.join(' ')).toMatch(/The column \\"VIN\\" does not say what its CSV holds/));
    expect(download).not.toHaveBeenCalled();
    unsubscribe();
  });
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
