import { defineFace } from './route.js';

// The HTTP faces of the admin service's calls; `catalog/admin.calls.ts` completes each one.
export const ADMIN_FACES = {
  pdfFormMapping: defineFace({ name: 'admin.pdf-forms.mapping', method: 'GET', path: '/api/pdf_forms/:id/mapping' }),
};
