import { formatDate } from '../format/format.js';

const DAY_MS = 86_400_000;

/**
 * The scheduled physical release (document 3 §4, §9): the earliest of the vault release, the exit photo
 * upload and the bond release dates, plus 2 days; null when none of them is known.
 */
export function physicalReleaseDate(vault: string | null | undefined, exitPhoto: string | null | undefined, bond: string | null | undefined): string | null {
  const days = [vault, exitPhoto, bond].map((d) => formatDate(d)).filter((d): d is string => !!d);
  if (days.length === 0) return null;
  const earliest = days.sort()[0];
  return new Date(new Date(`${earliest}T00:00:00Z`).getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
}

/** With no exit photo: go to the site contact once the bond is released or the vault date is past. */
export function exitPhotoText(bond: string | null | undefined, vault: string | null | undefined, today: string): string {
  const vaultDay = formatDate(vault);
  return formatDate(bond) || (vaultDay && vaultDay < today) ? 'See Site Contact for Exit Photo' : 'Vehicle is not released';
}
