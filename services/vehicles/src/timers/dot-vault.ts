/** DOT vault standard period (document 3 §9). */
export const DOT_VAULT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DotTimer {
  type: string;
  date: Date;
  days?: number | null;
}

export interface DotVault {
  /** The vault release date, or null while a timer is stopped or no DOT date is known. */
  date: Date | null;
  status: 'standard' | 'stopped' | 'extended';
  extended_days: number;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / DAY_MS));
}

/**
 * The vault release date from the DOT submitted date and the DOT timers: 30 days, paused between a
 * stop and the next start (the pause extends the period by its length), plus any explicit extension.
 * A timer still stopped leaves no date: the vehicle waits until staff start it again.
 */
export function computeDotVault(submitted: Date | null, timers: readonly DotTimer[]): DotVault {
  if (!submitted) return { date: null, status: 'standard', extended_days: 0 };
  const ordered = [...timers].sort((a, b) => a.date.getTime() - b.date.getTime());
  let stoppedAt: Date | null = null;
  let extended = 0;
  for (const timer of ordered) {
    if (timer.type === 'stop' && !stoppedAt) {
      // A stop dated before the submission pauses from the submission on.
      stoppedAt = timer.date < submitted ? submitted : timer.date;
    } else if (timer.type === 'start' && stoppedAt) {
      extended += daysBetween(stoppedAt, timer.date);
      stoppedAt = null;
    } else if (timer.type === 'extend') {
      extended += Math.max(0, timer.days ?? 0);
    }
  }
  if (stoppedAt) return { date: null, status: 'stopped', extended_days: extended };
  return { date: addDays(submitted, DOT_VAULT_DAYS + extended), status: extended > 0 ? 'extended' : 'standard', extended_days: extended };
}
