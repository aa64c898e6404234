import { describe, expect, it } from '@jest/globals';
import { followJob } from './follow-job.js';

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
});
