import { photoNeedsAirbagChoice, type AirbagChoice } from '@portal/contracts/constants';

/** Where the rapid camera is in the photo types: the type the next shot is for, the one after, or done. */
export interface RapidStep<T> {
  /** The photo type the next shot is uploaded as; null once every type had its turn. */
  current: T | null;
  /** The type that follows it, to say what comes next; null after the last. */
  following: T | null;
  /** Why the current type takes no shot yet (the airbag indicator before the airbag choice), or null. */
  blocked: string | null;
  /** 1-based position of the current type, and how many there are. */
  position: number;
  total: number;
}

export const AIRBAG_FIRST = 'Choose the passenger airbag modification first';

/**
 * The rapid camera's step at `index` among the photo cards' types (document 3 §2.4): each shot is for
 * the current type, then the camera moves to the next. The airbag indicator (type 17) takes no shot
 * while the airbag modification is unset, as on its card; the person skips it or sets the choice.
 */
export function rapidStep<T extends { id: number }>(types: readonly T[], index: number, airbag: AirbagChoice | undefined): RapidStep<T> {
  const at = Math.max(0, Math.min(index, types.length));
  const current = types[at] ?? null;
  return {
    current,
    following: types[at + 1] ?? null,
    blocked: current && photoNeedsAirbagChoice(current.id, airbag) ? AIRBAG_FIRST : null,
    position: Math.min(at + 1, types.length),
    total: types.length,
  };
}

/** The index after a shot or a skip: the next type, or the end (types.length) after the last. */
export function nextRapidIndex(count: number, index: number): number {
  return Math.min(Math.max(index, 0) + 1, count);
}

/** What a shot's file is called: the type's name as a safe file name, numbered by the shot. */
export function rapidPhotoName(type: { id: number; name: string }, shot: number): string {
  const base = type.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || `type-${type.id}`;
  return `${base}-${shot}.jpg`;
}
