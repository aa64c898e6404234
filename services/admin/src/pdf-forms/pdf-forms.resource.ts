import { RESOURCE_ROUTES } from '@portal/contracts';
import { ValidationError, defineResource, type WriteContext } from '@portal/server-kit';
import { STAFF_DATA } from '../shared/rules.js';

export const pdfFormsResource = defineResource({
  name: 'pdf_forms',
  model: 'PdfForm',
  primaryKey: 'id',
  filterable: ['name'],
  sortable: ['name'],
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  pageSize: { default: 1000, max: 1000 },
  access: RESOURCE_ROUTES.pdf_forms.access,
  scope: STAFF_DATA,
});

/** A pattern that does not compile would break every PDF filled with it, so it is refused here. */
function checkField({ data }: WriteContext): void {
  if (typeof data.form_field === 'string') data.form_field = data.form_field.trim();
  if (typeof data.regex_pattern === 'string' && data.regex_pattern !== '') {
    try {
      new RegExp(data.regex_pattern);
    } catch {
      throw ValidationError.field('regex_pattern', 'is not a valid regular expression');
    }
  }
}

const EDITABLE = ['form_field', 'is_static', 'static_value', 'object_name', 'object_value', 'regex_pattern'] as const;

/** The fields of the PDF forms and where each takes its value from (document 3 §3). */
export const pdfFormFieldsResource = defineResource({
  name: 'pdf_form_fields',
  model: 'PdfFormField',
  primaryKey: 'id',
  filterable: ['pdf_form_id', ...EDITABLE],
  sortable: ['pdf_form_id', 'form_field', 'is_static', 'object_name'],
  updatable: EDITABLE,
  required: ['form_field'],
  relations: { pdf_form: { resource: 'pdf_forms', select: ['id', 'name'], filterable: ['name'], sortable: ['name'] } },
  readWith: ['pdf_form'],
  defaultOrder: [{ field: 'pdf_form_id', direction: 'asc' }],
  pageSize: { default: 10, max: 1000 },
  access: RESOURCE_ROUTES.pdf_form_fields.access,
  scope: STAFF_DATA,
  hooks: { beforeUpdate: checkField },
});
