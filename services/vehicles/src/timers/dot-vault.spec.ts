import { describe, expect, it } from '@jest/globals';
import { computeDotVault } from './dot-vault.js';

const d = (text: string) => new Date(`${text}T00:00:00.000Z`);
const iso = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

describe('computeDotVault', () => {
  it('gives no date without a DOT submitted date', () => {
    expect(computeDotVault(null, [])).toEqual({ date: null, status: 'standard', extended_days: 0 });
  });

  it('is 30 days after submission without timers', () => {
    const vault = computeDotVault(d('2026-01-31'), []);
    expect([iso(vault.date), vault.status]).toEqual(['2026-03-02', 'standard']);
  });

  it('is stopped while the last timer is a stop', () => {
    expect(computeDotVault(d('2026-01-01'), [{ type: 'stop', date: d('2026-01-05') }]).status).toBe('stopped');
  });

  it('extends by the stopped days and by explicit extensions, in date order whatever the input order', () => {
    const vault = computeDotVault(d('2026-01-01'), [
      { type: 'start', date: d('2026-01-12') },
      { type: 'stop', date: d('2026-01-05') },
      { type: 'extend', date: d('2026-01-20'), days: 3 },
    ]);
    expect([iso(vault.date), vault.status, vault.extended_days]).toEqual(['2026-02-10', 'extended', 10]);
  });

  it('pauses from the submission when a stop is dated earlier', () => {
    const vault = computeDotVault(d('2026-01-10'), [
      { type: 'stop', date: d('2026-01-01') },
      { type: 'start', date: d('2026-01-12') },
    ]);
    expect(vault.extended_days).toBe(2);
  });
});
