import sharp from 'sharp';

/** Longest side of each stored size: a list thumbnail (shown at 100 px, kept sharp on dense screens) and a screen-sized view. */
export const THUMB_PX = 200;
export const LARGE_PX = 1600;

export interface ImageVariants {
  thumb: Buffer;
  large: Buffer;
}

/**
 * Thumbnail and large JPEGs of an image, turned upright by its EXIF orientation (phone photos). A file
 * that is not an image sharp can read (a PDF, a spreadsheet) has no variants: it is served as uploaded.
 */
export async function imageVariants(data: Buffer, contentType: string): Promise<ImageVariants | null> {
  if (!contentType.startsWith('image/')) return null;
  try {
    const resize = (px: number) =>
      sharp(data, { failOn: 'error' }).rotate().resize(px, px, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    const [thumb, large] = await Promise.all([resize(THUMB_PX), resize(LARGE_PX)]);
    return { thumb, large };
  } catch {
    return null;
  }
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function contentTypeOf(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}
