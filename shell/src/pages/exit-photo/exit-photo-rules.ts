import { IMAGE_TYPE, LAST6_LENGTH, PHOTO_TEXT, VIN_LENGTH } from '@portal/contracts/constants';

/** The VIN as typed: trimmed (document 3 §5). */
export function typedVin(text: string): string {
  return text.trim();
}

/** The search button waits for six characters and for the lookup under way (document 3 §5). */
export function exitSearchDisabled(text: string, loading: boolean): boolean {
  return loading || typedVin(text).length < LAST6_LENGTH;
}

/** Why a search makes no call: fewer than 17 characters (document 3 §5, the spec's own spelling); null when it may. */
export function exitSearchProblem(text: string): string | null {
  return typedVin(text).length < VIN_LENGTH ? PHOTO_TEXT.exitPhotoTooShort : null;
}

/** The exit photo form (document 3 §7): the photo, the VIN, the location of the address as the note, and the type. */
export function exitPhotoForm(photo: Blob, vin: string, riLocation: string, filename = 'exit-photo.jpg'): FormData {
  const form = new FormData();
  form.append('photo', photo, filename);
  form.append('vin', vin);
  form.append('note', riLocation);
  form.append('type', String(IMAGE_TYPE.EXIT_PHOTO));
  return form;
}
