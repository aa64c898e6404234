const DATA_URL = /^data:(image\/(?:png|jpeg));base64,(.+)$/;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export interface DataUrlImage {
  type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  /** The file extension the image is stored under. */
  extension: 'png' | 'jpg';
}

/**
 * The image bytes of a signature pad's data URL, or null when the URL is not a PNG or JPEG one or its
 * bytes are not the image it claims: what is stored is always an image the forms can place.
 */
export function dataUrlImage(dataUrl: string): DataUrlImage | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const type = match[1] as DataUrlImage['type'];
  const bytes = Buffer.from(match[2]!, 'base64');
  const magic = type === 'image/png' ? PNG : JPEG;
  if (!bytes.subarray(0, magic.length).equals(magic)) return null;
  return { type, bytes, extension: type === 'image/png' ? 'png' : 'jpg' };
}
