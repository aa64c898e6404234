/** Conformance item choices (document 3 §3 Conformance plus items): 0, 1 and 2 with their labels. */
export const CONFORMITY_ACTIONS: ReadonlyArray<readonly [value: string, label: string]> = [
  ['0', 'Inspected, no actions required'],
  ['1', 'Inspected, previously conformed'],
  ['2', 'Inspected, conformed by RI'],
];

/** The IVR's heading while a vehicle has no bond release date. */
export const IVR_NOT_COMPLETE = 'Vehicle is not complete';

/** Every field of the Update IVR dialog starts here: nothing is sent for it (document 3 §2.8). */
export const IVR_DONT_CHANGE = "Don't Change";

/** The fields of `PUT api/reports/management/ivr/{vehicleid}` (document 3 §7), as the Update IVR dialog labels them. */
export const IVR_CHANGES = [
  { key: 'changeEntryPhoto', label: 'Entry Photo Date', kind: 'date' },
  { key: 'changeConformanceUser', label: 'Conformance User', kind: 'user' },
  { key: 'changeConformanceAction', label: 'Conformance Action', kind: 'action' },
  { key: 'changeConformanceDate', label: 'Conformance Date', kind: 'date' },
  { key: 'changePhysicalPossession', label: 'Physical Possession Date', kind: 'date' },
  { key: 'changeExitPhotoDate', label: 'Exit Photo Date', kind: 'date' },
] as const;
export type IvrChangeKey = (typeof IVR_CHANGES)[number]['key'];

/** The IVR generator's VIN box is prefilled with this many sample VINs (document 3 §2.8). */
export const IVR_SAMPLE_VINS = 30;
/** The most VINs one fetch of the generator reads. */
export const IVR_MAX_VINS = 200;

/**
 * The VINs of a pasted list: split at anything that is not a letter or digit, in capitals, each once, in
 * the order pasted.
 */
export function vinsOfText(text: string): string[] {
  const vins = text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  return [...new Set(vins)];
}

/** The Hudson Paperwork Download checks at most this many VINs at a time. */
export const HUDSON_MAX_VINS = 200;
/** The Hudson page's texts (document 3 §2.8, §8). */
export const HUDSON_TEXT = {
  VIN_INVALID: 'VIN Invalid',
  REQUIREMENTS_NOT_MET: 'Requirements not met',
  DOWNLOAD_ALL: 'Download All',
  DOWNLOAD_PARTIAL: 'Download Partial',
  START_OVER: 'Start Over',
} as const;
