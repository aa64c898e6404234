import { describe, expect, it } from '@jest/globals';
import { REGISTRATION_DOCUMENTS, REGISTRATION_DOCUMENT_TITLE } from '@portal/contracts/constants';
import { PDFDocument } from 'pdf-lib';
import { pageTexts } from '../testing/pdf-text.js';
import { registrationDocument } from './registration-documents.controller.js';

describe('registration documents', () => {
  it.each(REGISTRATION_DOCUMENTS)('%s is a blank fillable form with its title and a signature', async (form) => {
    const bytes = await registrationDocument(form);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(REGISTRATION_DOCUMENT_TITLE[form]);
    const fields = doc.getForm().getFields();
    expect(fields.length).toBeGreaterThan(8);
    expect(fields.map((f) => f.getName())).toEqual(expect.arrayContaining(['SIGNED_ON']));
    const printed = (await pageTexts(bytes)).flat().join('\n');
    expect(printed.length).toBeGreaterThan(200);
  });

  it('names the CBP form it stands for', async () => {
    const printed = (await pageTexts(await registrationDocument('cbp-5106'))).flat().join('\n');
    expect(printed).toContain('CBP Form 5106');
    expect(printed).toContain('U.S. CUSTOMS AND BORDER PROTECTION');
    // Printed in the standard fonts' encoding: an apostrophe typed as ' survives, a curly one would not.
    expect(printed).toContain("The importer of record's identity");
  });
});
