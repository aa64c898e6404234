import { IMAGE_TYPE, LAST6_LENGTH, PHOTO_TEXT, VIN_LENGTH } from '@portal/contracts/constants';
import type { ListQuery } from '@portal/web-kit';

/** Vehicles a search may show at once: one opens its photo page, a few are listed to choose from. */
export const PHOTO_SEARCH_PAGE_SIZE = 20;

/** The search text as the register keeps VINs: trimmed, upper-case, without spaces. */
export function normalisePhotoSearch(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Why the search cannot run yet (document 3 §5: 6 characters at least), or null. */
export function photoSearchProblem(text: string): string | null {
  const typed = normalisePhotoSearch(text);
  if (typed.length < LAST6_LENGTH) return PHOTO_TEXT.searchTooShort;
  if (!/^[A-Z0-9]+$/.test(typed) || typed.length > VIN_LENGTH) return `"${typed}" is not part of a VIN: a VIN has up to ${VIN_LENGTH} letters and digits`;
  return null;
}

/**
 * Six characters are the VIN's last 6, seventeen a whole VIN, anything between a part of one. The
 * service limits a client user to its own client's vehicles whatever the query says.
 */
export function photoSearchQuery(text: string): ListQuery | null {
  if (photoSearchProblem(text)) return null;
  const typed = normalisePhotoSearch(text);
  const filter =
    typed.length === LAST6_LENGTH
      ? { field: 'last6', op: 'eq' as const, value: typed }
      : typed.length === VIN_LENGTH
        ? { field: 'vehiclevin', op: 'eq' as const, value: typed }
        : { field: 'vehiclevin', op: 'like' as const, value: typed };
  return { per_page: PHOTO_SEARCH_PAGE_SIZE, page: 1, filters: [filter], with: ['client'] };
}

/** The photo cards: every photo type but the plain file (0) and the exit photo, which its own screen takes. */
export function photoCardTypes<T extends { id: number }>(types: readonly T[]): T[] {
  return types.filter((type) => type.id !== IMAGE_TYPE.FILE && type.id !== IMAGE_TYPE.EXIT_PHOTO);
}

/** The position a photo carries, as the upload form's text fields; none when the browser gave none. */
export function positionFields(position: { latitude: number; longitude: number } | null): Record<string, string> {
  return position ? { latitude: String(position.latitude), longitude: String(position.longitude) } : {};
}
