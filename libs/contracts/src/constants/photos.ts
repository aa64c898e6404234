// The photo upload and exit photo screens' rules and texts (document 3 §2.4, §2.9, §5, §8, §9).

/**
 * Image types the photo screens treat apart (document 3 §9): 8 the odometer, 17 the airbag indicator, 12 the
 * exit photo, 13 the entry photo (the IVR's dates).
 */
export const IMAGE_TYPE = { FILE: 0, ODOMETER: 8, EXIT_PHOTO: 12, ENTRY_PHOTO: 13, AIRBAG_INDICATOR: 17 } as const;

/** The barcode formats the scanners read (document 3 §9). */
export const BARCODE_FORMATS = ['QR_CODE', 'DATA_MATRIX', 'CODE_39', 'CODE_128'] as const;

/** The signature pads (document 3 §9): a 3 to 6 pixel pen on a canvas three times as wide as high. */
export const SIGNATURE_PAD = { minWidth: 3, maxWidth: 6, canvasRatio: 3 } as const;

export const PHOTO_TEXT = {
  /** The search needs six characters (document 3 §5). */
  searchTooShort: 'Provide at least 6 numbers/letters',
  /** The exit photo search needs a whole VIN; the spelling is the spec's (document 3 §5, §8). */
  exitPhotoTooShort: 'Provde at least 17 numbers/letters',
  invalidVin: 'Invalid VIN',
  positionNotAvailable: 'Position not available',
  odoMightBeKm: 'ODO might be in KM',
  clientsOnly: 'For clients only right now',
  iosNeedsSafari: 'VIN scanner on iPhone/iPad requires Safari',
  deleteImageQuestion: 'Are you sure you want to delete this image?',
  signatureFailed: 'Unable to save signature',
} as const;

/**
 * What a scanned barcode gives as a VIN (document 3 §2.4, §5): the text up to its first comma (a
 * registration sticker's barcode carries more fields after the VIN), without the letters i and I,
 * which no VIN holds, trimmed and upper-cased.
 */
export function vinFromScan(text: string): string {
  const comma = text.indexOf(',');
  return (comma < 0 ? text : text.slice(0, comma)).replace(/[iI]/g, '').trim().toUpperCase();
}

/** The passenger airbag modification of the photo screen: unset (null), No (false) or Modified (true). */
export type AirbagChoice = boolean | null;

/** The airbag indicator card (type 17) takes no photo while the modification is unset (document 3 §2.4). */
export function photoNeedsAirbagChoice(imagetype: number, airbag: AirbagChoice | undefined): boolean {
  return imagetype === IMAGE_TYPE.AIRBAG_INDICATOR && (airbag === null || airbag === undefined);
}
