import { MAX_UPLOAD_BYTES } from '@portal/contracts';
import { DomainError, ValidationError } from '@portal/server-kit';

/** What an upload form may hold: one file and a few short fields beside it (note, type, position). */
export const UPLOAD_FORM_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } as const;

export interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  value?: unknown;
  valueTruncated?: boolean;
  filename?: string;
  mimetype?: string;
  toBuffer?: () => Promise<Buffer>;
}

export interface MultipartRequest {
  isMultipart?: () => boolean;
  parts: () => AsyncIterableIterator<MultipartPart>;
}

export interface UploadForm {
  fields: Record<string, string>;
  file: { data: Buffer; filename: string; field: 'photo' | 'file' } | null;
}

/**
 * Reads an upload form: the first `photo` or `file` part and the text fields. A body that is not a whole
 * multipart form (cut short, without its boundary, with broken part headers) is the sender's mistake, a
 * 422 on `file` like any other bad upload; so is a field longer than the form takes, which would
 * otherwise be cut silently. The form's own limits (one file, so many fields) keep their 413.
 */
export async function readUploadForm(request: MultipartRequest): Promise<UploadForm> {
  if (!request.isMultipart?.()) throw ValidationError.field('file', 'send the file as multipart/form-data');
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && (part.fieldname === 'photo' || part.fieldname === 'file') && !form.file) {
        form.file = { data: await readFile(part), filename: part.filename ?? 'upload', field: part.fieldname };
      } else if (part.type === 'field' && typeof part.value === 'string') {
        if (part.valueTruncated)
          throw ValidationError.field(part.fieldname, `must be at most ${UPLOAD_FORM_LIMITS.fieldSize.toLocaleString('en-US')} characters`);
        form.fields[part.fieldname] = part.value;
      } else if (part.type === 'file') {
        await part.toBuffer?.();
      }
    }
  } catch (error) {
    // The reader may notice a file over the limit while it iterates the parts, not only in toBuffer.
    if (isFileTooLarge(error)) throw fileTooLarge();
    throw isFormLimit(error) ? error : ValidationError.field('file', 'is not in a complete multipart/form-data body; send the form again');
  }
  return form;
}

/** A refusal already meant for the caller: ours, or one of the multipart reader's limits (Fastify's `FST_` codes). */
function isFormLimit(error: unknown): boolean {
  return error instanceof DomainError || (typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('FST_'));
}

/** The part's bytes; a file over the limit is a 422 on `file`, like any other bad input. */
async function readFile(part: MultipartPart): Promise<Buffer> {
  try {
    return await part.toBuffer!();
  } catch (error) {
    throw isFileTooLarge(error) ? fileTooLarge() : error;
  }
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

function fileTooLarge(): ValidationError {
  return ValidationError.field('file', `must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
}
