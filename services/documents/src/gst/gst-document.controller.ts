import { Controller, Inject } from '@nestjs/common';
import { isStaff, renderGstDocument as renderGstDocumentCall, type CallMessage, type Principal } from '@portal/contracts';
import { ForbiddenError, Handles, ValidationError, type StoragePort } from '@portal/server-kit';
import { storeRendered } from '../render/documents.js';
import { DOCUMENT_STORAGE } from '../render/form-renderer.js';
import { gstDocumentFilename, renderGstDocument } from './gst-document.js';

/**
 * The GST document of /management/gst-report (document 2 §7 vehicleGstCreate). It prints what the
 * sheet said, checked by the GST report; it reads no vehicle, so it names no client's data.
 */
@Controller()
export class GstDocumentController {
  constructor(@Inject(DOCUMENT_STORAGE) private readonly storage: StoragePort) {}

  @Handles(renderGstDocumentCall)
  async gstDocument(message: CallMessage<typeof renderGstDocumentCall>, principal: Principal) {
    if (!isStaff(principal)) throw new ForbiddenError('The GST document is for staff only');
    // The original posts every line with its check box: an unchecked line is not printed.
    const lines = message.body.rows.filter((row) => row.checked !== false);
    if (lines.length === 0) throw ValidationError.field('rows', 'must hold a checked line');
    const doc = await renderGstDocument(lines, principal.name || principal.username);
    return storeRendered(this.storage, { bytes: await doc.save(), filename: gstDocumentFilename(), pages: doc.getPageCount(), leftOut: [] });
  }
}
