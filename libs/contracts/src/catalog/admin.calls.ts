import { z } from 'zod';
import { ERROR_CODE } from '../errors.js';
import { SERVICE } from '../services.js';
import { ADMIN_FACES } from '../call-routes/admin.js';
import { defineCall, idParam } from './call.js';

export const pdfFormFieldMapping = z.object({
  form_field: z.string(),
  is_static: z.boolean(),
  static_value: z.string().nullable(),
  object_name: z.string().nullable(),
  object_value: z.string().nullable(),
  regex_pattern: z.string().nullable(),
});

/**
 * Where each field of a printed form takes its value from (document 3 §3, PDF form field). Every
 * signed-in user's documents are filled with it, so any signed-in caller reads it; staff edit it
 * through the `pdf_form_fields` resource.
 */
export const readPdfFormMapping = defineCall({
  ...ADMIN_FACES.pdfFormMapping,
  service: SERVICE.ADMIN,
  access: 'signed-in',
  summary: "A PDF form's field mapping (static value, object name and value, regex pattern), as the documents service fills the form",
  request: z.object({ params: z.object({ id: idParam }) }),
  answer: z.object({ id: z.number(), name: z.string(), fields: z.array(pdfFormFieldMapping) }),
  errors: [ERROR_CODE.NOT_FOUND, ERROR_CODE.VALIDATION],
});

export const ADMIN_CALLS = [readPdfFormMapping] as const;
