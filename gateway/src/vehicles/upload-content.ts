import { ValidationError } from '@portal/server-kit';

/** What an upload's bytes are, whatever its name or declared type says. */
export interface UploadType {
  /** Stored with this extension and served with this type. */
  extension: string;
  contentType: string;
  label: string;
  /** The image library reads it whole: thumbnails are made and a damaged file is caught. */
  decodable: boolean;
}

const JPEG: UploadType = { extension: 'jpg', contentType: 'image/jpeg', label: 'JPEG', decodable: true };
const PNG: UploadType = { extension: 'png', contentType: 'image/png', label: 'PNG', decodable: true };
const GIF: UploadType = { extension: 'gif', contentType: 'image/gif', label: 'GIF', decodable: true };
const WEBP: UploadType = { extension: 'webp', contentType: 'image/webp', label: 'WebP', decodable: true };
// The image library here has no HEVC decoder: a HEIC photo is kept as sent, without thumbnails.
const HEIC: UploadType = { extension: 'heic', contentType: 'image/heic', label: 'HEIC', decodable: false };
const PDF: UploadType = { extension: 'pdf', contentType: 'application/pdf', label: 'PDF', decodable: false };

const PHOTOS = [JPEG, PNG, GIF, WEBP, HEIC];
/**
 * Photo screens send `photo`; Upload File sends `file` (document 3 §2.2, §7): the documents the
 * spec names are scans (7501, signed SOC, DOT HS-7, bond release), so PDF beside the photo types.
 * Spreadsheets go to their own import calls, never to a vehicle's files.
 */
export const ACCEPTED: Record<'photo' | 'file', readonly UploadType[]> = { photo: PHOTOS, file: [PDF, ...PHOTOS] };

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function ascii(data: Uint8Array, start: number, end: number): string {
  return Buffer.from(data.subarray(start, end)).toString('latin1');
}

/** The type its first bytes show, or null when they show none the portal keeps. */
export function detectType(data: Uint8Array): UploadType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return JPEG;
  if (data.length >= 8 && ascii(data, 0, 8) === '\x89PNG\r\n\x1a\n') return PNG;
  if (data.length >= 6 && (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a')) return GIF;
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return WEBP;
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(data, 8, 12))) return HEIC;
  if (data.length >= 5 && ascii(data, 0, 5) === '%PDF-') return PDF;
  return null;
}

/**
 * The upload's type, judged by its content against what the field accepts; anything else (empty,
 * another kind of file, HTML named photo.jpg, a cut-off PDF) is a 422 on `file` and nothing is kept.
 */
export function acceptUpload(data: Uint8Array, field: 'photo' | 'file'): UploadType {
  const accepted = ACCEPTED[field];
  const names = accepted.map((t) => t.label).join(', ');
  if (data.length === 0) throw ValidationError.field('file', 'is empty');
  const type = detectType(data);
  if (!type || !accepted.includes(type)) {
    throw ValidationError.field('file', `must be a ${names} file; the content of this one is ${type ? `a ${type.label}` : 'none of those'}`);
  }
  // A PDF ends with %%EOF (maybe followed by a line break or a little padding): without it the file was cut off.
  if (type === PDF && !ascii(data, Math.max(0, data.length - 1024), data.length).includes('%%EOF')) {
    throw ValidationError.field('file', 'is an incomplete PDF (it was cut off)');
  }
  return type;
}

/** The refusal of an image whose header is right but whose content cannot be read through. */
export function damagedImage(type: UploadType): ValidationError {
  return ValidationError.field('file', `is a damaged or incomplete ${type.label} image`);
}
