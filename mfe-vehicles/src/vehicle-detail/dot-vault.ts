import { formatDate } from '@portal/web-kit';
import type { Vehicle } from '../vehicle-shared/vehicle.js';

/** The service's `dot_vault_date` append: what the DOT timers give, and whether the stored date says so yet. */
export interface DotVault {
  status: 'standard' | 'stopped' | 'extended';
  extended_days: number;
  date: string | null;
  pending: boolean;
}

export function dotVault(vehicle: Vehicle): DotVault | null {
  const vault = vehicle.dot_vault_date as DotVault | null | undefined;
  return vault && typeof vault === 'object' ? vault : null;
}

/** Timers added since the vehicle was last saved: the next save applies them, even with no field changed. */
export function hasPendingTimers(vehicle: Vehicle): boolean {
  return dotVault(vehicle)?.pending === true;
}

function statusText(vault: Pick<DotVault, 'status' | 'extended_days'>): string {
  if (vault.status === 'stopped') return 'Stopped';
  if (vault.status === 'extended') return `Extended by ${vault.extended_days} days`;
  return 'Standard 30 days';
}

/**
 * How the 30-day DOT vault clock stands (document 3 §4), as stored. Pending timers are told apart:
 * the vault release date on the page is the stored one until Update Vehicle applies them.
 */
export function vaultText(vehicle: Vehicle): string {
  const vault = dotVault(vehicle);
  if (!vault || !vehicle.submitteddotdate) return 'Standard 30 days (no DOT submitted date yet)';
  if (!vault.pending) return statusText(vault);
  const stored = vehicle.vaultreleasedate ? formatDate(String(vehicle.vaultreleasedate)) : 'none';
  const next = vault.date ? formatDate(vault.date) : 'none while stopped';
  const pending = `New timers not applied yet: ${statusText(vault).toLowerCase()}, vault release ${next}.`;
  return `Vault release ${stored} until saved. ${pending} Press Update Vehicle to apply them.`;
}
