import { Controller, Inject } from '@nestjs/common';
import { renderRegistrationDocument, type CallMessage } from '@portal/contracts';
import { REGISTRATION_DOCUMENT_TITLE, type RegistrationDocument } from '@portal/contracts/constants';
import { Handles, type StoragePort } from '@portal/server-kit';
import { storeRendered } from '../render/documents.js';
import { DOCUMENT_STORAGE } from '../render/form-renderer.js';
import { buildTemplate } from '../templates/build-template.js';
import { REGISTRATION_LAYOUTS } from './registration-forms.js';

// Each blank form is drawn once and kept: every download is the same bytes.
const drawn = new Map<RegistrationDocument, Promise<Uint8Array>>();

export function registrationDocument(form: RegistrationDocument): Promise<Uint8Array> {
  let bytes = drawn.get(form);
  if (!bytes) {
    bytes = buildTemplate(REGISTRATION_LAYOUTS[form], REGISTRATION_DOCUMENT_TITLE[form]);
    bytes.catch(() => drawn.delete(form));
    drawn.set(form, bytes);
  }
  return bytes;
}

/** /registration-documents' downloads (document 3 §2.6): public, blank, the same for everyone. */
@Controller()
export class RegistrationDocumentsController {
  constructor(@Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort) {}

  @Handles(renderRegistrationDocument)
  async render(message: CallMessage<typeof renderRegistrationDocument>) {
    const form = message.params.form;
    const bytes = await registrationDocument(form);
    return storeRendered(this.storage, { bytes, filename: `${form}.pdf`, pages: 1, leftOut: [] });
  }
}
