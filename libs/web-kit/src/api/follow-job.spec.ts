import { describe, expect, it } from '@jest/globals';
import { ApiError } from './errors.js';
import { followJob, isPassingFailure, readPatiently } from './follow-job.js';

describe('followJob', () => {
  it('shows every status until the job completes, and answers the last', async () => {
    const states = ['active', 'active', 'completed'];
    const shown: string[] = [];
    const last = await followJob(
      { state: 'waiting' },
      async () => ({ state: states.shift()! }),
      (s) => shown.push(s.state),
      undefined,
      1,
    );
    expect(shown).toEqual(['waiting', 'active', 'active', 'completed']);
    expect(last.state).toBe('completed');
  });

  it('stops reading once the screen no longer watches', async () => {
    let reads = 0;
    let watching = true;
    const last = await followJob(
      { state: 'active' },
      async () => {
        reads += 1;
        watching = false;
        return { state: 'active' };
      },
      () => undefined,
      () => watching,
      1,
    );
    expect(reads).toBe(1);
    expect(last.state).toBe('active');
  });

  it('asks again when a status read finds the server busy or unreachable, and goes on to the outcome', async () => {
    const answers: Array<{ state: string } | ApiError> = [
      new ApiError('The server could not be reached. Check your connection and try again.', undefined),
      new ApiError('Service Unavailable', 503),
      { state: 'active' },
      new ApiError('Gateway Timeout', 504),
      { state: 'completed' },
    ];
    let reads = 0;
    const last = await followJob(
      { state: 'waiting' },
      async () => {
        reads += 1;
        const next = answers.shift()!;
        if (next instanceof ApiError) throw next;
        return next;
      },
      () => undefined,
      undefined,
      1,
    );
    expect(last.state).toBe('completed');
    expect(reads).toBe(5);
  });

  it('stops at a refusal: a job not found or not allowed is not asked for again', async () => {
    let reads = 0;
    const refusal = new ApiError('This import was not found', 404);
    await expect(
      followJob(
        { state: 'active' },
        async () => {
          reads += 1;
          throw refusal;
        },
        () => undefined,
        undefined,
        1,
      ),
    ).rejects.toBe(refusal);
    expect(reads).toBe(1);
  });

  it('gives up on a server that stays away past its patience, with the last failure', async () => {
    let reads = 0;
    const away = new ApiError('Service Unavailable', 503);
    await expect(
      readPatiently(
        async () => {
          reads += 1;
          throw away;
        },
        undefined,
        30,
        1,
      ),
    ).rejects.toBe(away);
    expect(reads).toBeGreaterThan(1);
  });

  it('tells the failures that may pass from refusals', () => {
    expect(isPassingFailure(new ApiError('x', undefined))).toBe(true);
    expect(isPassingFailure(new ApiError('x', 429))).toBe(true);
    expect(isPassingFailure(new ApiError('x', 502))).toBe(true);
    expect(isPassingFailure(new ApiError('x', 422))).toBe(false);
    expect(isPassingFailure(new ApiError('x', 403))).toBe(false);
    expect(isPassingFailure(new Error('a bug'))).toBe(false);
  });
});
