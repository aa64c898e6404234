import { defineFace } from './route.js';

// The HTTP faces of the documents service's calls; `catalog/documents.calls.ts` completes each one.
export const DOCUMENTS_FACES = {
  vehicleForm: defineFace({ name: 'documents.forms.render', method: 'GET', path: '/api/vehicles/:id/forms/:n' }),
  vehiclePackage: defineFace({ name: 'documents.packages.render', method: 'GET', path: '/api/vehicles/:id/multipleForms/0' }),
  queuePackage: defineFace({ name: 'documents.jobs.queue', method: 'POST', path: '/api/document_jobs' }),
  packageJob: defineFace({ name: 'documents.jobs.status', method: 'GET', path: '/api/document_jobs/:id' }),
  loadSheet: defineFace({ name: 'documents.load-sheet.render', method: 'GET', path: '/api/client_loads/:id/loadSheet' }),
  statementOfConformity: defineFace({ name: 'documents.load.soc', method: 'POST', path: '/api/reports/management/bay/statementOfConformity' }),
  conformityInspection: defineFace({ name: 'documents.load.conformity-inspection', method: 'POST', path: '/api/reports/management/conformity/inspection' }),
  recallWarranty: defineFace({ name: 'documents.bay.recall-warranty', method: 'POST', path: '/api/reports/management/bay/recallWarranty' }),
  registrationDocument: defineFace({ name: 'documents.registration.render', method: 'GET', path: '/api/registration_documents/:form' }),
  gstDocument: defineFace({ name: 'documents.gst.render', method: 'POST', path: '/api/reports/management/vehicleGstCreate' }),
  packageJobFile: defineFace({ name: 'documents.jobs.file', method: 'GET', path: '/api/document_jobs/:id/file' }),
  titleDocs: defineFace({ name: 'documents.bay.title-docs', method: 'POST', path: '/api/reports/management/bay/titleDocs' }),
  paperworkForms: defineFace({ name: 'documents.paperwork.forms', method: 'GET', path: '/api/paperwork_batches/:id/forms' }),
  hudsonCheck: defineFace({ name: 'documents.hudson.check', method: 'POST', path: '/api/reports/hudsonPaperworkCheck' }),
};
