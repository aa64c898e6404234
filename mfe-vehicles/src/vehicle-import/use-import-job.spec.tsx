import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, ApiProvider, PATIENCE_MS, UNREACHABLE, subscribeAlerts, type AlertEvent } from '@portal/web-kit';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApi, signInAs } from '../testing/fake-api.js';
import { LOOKING, RUNNING_IMPORT_KEY, useImportJob } from './use-import-job.js';

const running = { id: '41', queue: 'vehicle-import', state: 'active', progress: { percent: 40, message: 'Row 4000 of 10000' }, attempts: 1 };

let alerts: string[] = [];
let unsubscribe: () => void = () => undefined;

/** The hook on a page whose job status reads answer with `read`; the paths it asked for and what it told are kept. */
function openPage(read: () => Promise<unknown>) {
  const paths: string[] = [];
  const failures: string[] = [];
  const outcomes: unknown[] = [];
  const fake = fakeApi({
    request: async ({ path }) => {
      paths.push(path);
      return read();
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider api={fake.api}>{children}</ApiProvider>;
  const hook = renderHook(
    () =>
      useImportJob(
        (outcome, seen) => outcomes.push([outcome, seen]),
        (reason) => failures.push(reason),
      ),
    { wrapper },
  );
  return { hook, paths, failures, outcomes };
}

/** Lets the fake clock run `ms`, a second at a time, with the promises between. */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 1000) await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
}

// Every test: a staff sign-in, a fake clock, and the alerts shown kept in `alerts`.
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  signInAs(2);
  alerts = [];
  unsubscribe = subscribeAlerts((event: AlertEvent) => {
    if (event.kind === 'show') alerts.push(event.alert.text);
  });
});
afterEach(() => {
  unsubscribe();
  cleanup();
  jest.useRealTimers();
});

describe('an import the page comes back to', () => {
  it('asks again while the server is away, then says the import goes on and keeps looking for it', async () => {
    localStorage.setItem(RUNNING_IMPORT_KEY, '41');
    const { hook, paths, failures } = openPage(async () => {
      throw new ApiError('Service Unavailable', 503, 'Service Unavailable');
    });
    await pass(PATIENCE_MS / 2);
    expect(alerts).toEqual([]);
    expect(hook.result.current.running).toEqual(LOOKING);
    expect(paths.length).toBeGreaterThan(3);
    expect(new Set(paths)).toEqual(new Set(['/api/vehicles/import/jobs/41']));
    await pass(PATIENCE_MS);
    const told =
      "The import's progress could not be read: Service Unavailable. The import goes on on the server; open this page again later to see how it ended.";
    expect(alerts).toEqual([told]);
    expect(failures).toEqual([told]);
    expect(hook.result.current.running).toBeNull();
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBe('41');
  });

  it('forgets an import the server no longer has, without a word', async () => {
    localStorage.setItem(RUNNING_IMPORT_KEY, '41');
    const { hook, paths } = openPage(async () => {
      throw new ApiError('Not Found', 404, 'Not Found');
    });
    await pass(5000);
    expect(paths).toHaveLength(1);
    expect(alerts).toEqual([]);
    expect(hook.result.current.running).toBeNull();
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBeNull();
  });

  it('shows an import that failed while the person was away on the page, without a notice each time, and keeps it', async () => {
    localStorage.setItem(RUNNING_IMPORT_KEY, '41');
    const { hook, failures } = openPage(async () => ({ ...running, state: 'failed', failedReason: 'CONFLICT: the register is being restored' }));
    await pass(2000);
    expect(failures).toEqual(['The import did not run: the register is being restored']);
    expect(alerts).toEqual([]);
    expect(hook.result.current.running).toBeNull();
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBe('41');
  });

  it('shows an import that finished while the person was away, and keeps it until the person moves on', async () => {
    localStorage.setItem(RUNNING_IMPORT_KEY, '41');
    const result = { importId: 7, dryRun: false, created: 1, refused: 0, rows: [{ row: 2, vin: 'V', outcome: 'created' }] };
    const { hook, outcomes } = openPage(async () => ({ ...running, state: 'completed', progress: { percent: 100 }, result }));
    await pass(2000);
    expect(outcomes).toEqual([[result, { finishedNow: false }]]);
    expect(hook.result.current.running).toBeNull();
    // Read last by a page being left, a finished import is still there for the page opened next.
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBe('41');
    act(() => hook.result.current.forget());
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBeNull();
  });

  it('keeps an import it is following when asked to forget it: its outcome is still to come', async () => {
    localStorage.setItem(RUNNING_IMPORT_KEY, '41');
    const { hook } = openPage(async () => running);
    await pass(2000);
    expect(hook.result.current.running).toEqual({ percent: 40, message: 'Row 4000 of 10000' });
    act(() => hook.result.current.forget());
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBe('41');
  });

  it('shows the progress it finds, and tells of a server lost while following it', async () => {
    localStorage.setItem(RUNNING_IMPORT_KEY, '41');
    let answered = 0;
    const { hook } = openPage(async () => {
      answered += 1;
      if (answered === 1) return running;
      throw new ApiError(UNREACHABLE, undefined);
    });
    await pass(1000);
    expect(hook.result.current.running).toEqual({ percent: 40, message: 'Row 4000 of 10000' });
    await pass(PATIENCE_MS + 20_000);
    expect(alerts).toEqual([
      `The import's progress could not be read: ${UNREACHABLE} The import goes on on the server; open this page again later to see how it ended.`,
    ]);
    expect(hook.result.current.running).toBeNull();
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBe('41');
  });
});

describe('an import sent from the page', () => {
  it('sends the rows again with the same key when their answer is lost, and follows the one import', async () => {
    const sent: unknown[] = [];
    const result = { importId: 7, dryRun: false, created: 1, refused: 0, rows: [{ row: 2, vin: 'V', outcome: 'created' }] };
    const fake = fakeApi({
      request: async ({ method, path, body }) => {
        if (method === 'POST' && path === '/api/vehicles/import') {
          sent.push(body);
          if (sent.length === 1) throw new ApiError('Gateway Timeout', 504, 'Gateway Timeout');
          return { id: '41', queue: 'vehicle-import', state: 'waiting', progress: { percent: 0 }, attempts: 0 };
        }
        return { ...running, state: 'completed', progress: { percent: 100 }, result };
      },
    });
    const outcomes: unknown[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider api={fake.api}>{children}</ApiProvider>;
    const hook = renderHook(() => useImportJob((outcome, seen) => outcomes.push([outcome, seen])), { wrapper });
    const body = { clientid: 1, titleprocessingtype: 2, dryRun: false, rows: [{ row: 2, vin: 'V' }] };
    let started!: Promise<void>;
    act(() => void (started = hook.result.current.start(body)));
    await pass(5000);
    await act(() => started);
    expect(sent).toHaveLength(2);
    const [first, again] = sent as Array<{ key: string }>;
    expect(first).toEqual({ ...body, key: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(again).toEqual(first);
    expect(outcomes).toEqual([[result, { finishedNow: true }]]);
    expect(alerts).toEqual([]);
    expect(localStorage.getItem(RUNNING_IMPORT_KEY)).toBe('41');
  });

  it('tells a refusal of the rows at once, without sending them again', async () => {
    let posts = 0;
    const fake = fakeApi({
      request: async () => {
        posts += 1;
        throw new ApiError('rows: check at least one row', 422, 'Unprocessable Entity');
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider api={fake.api}>{children}</ApiProvider>;
    const hook = renderHook(() => useImportJob(() => undefined), { wrapper });
    let refusal: unknown;
    act(() => void hook.result.current.start({ clientid: 1, titleprocessingtype: 2, dryRun: false, rows: [] }).catch((error: unknown) => (refusal = error)));
    await pass(5000);
    expect(refusal).toMatchObject({ status: 422 });
    expect(posts).toBe(1);
    expect(hook.result.current.running).toBeNull();
  });
});
