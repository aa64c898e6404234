// The blank forms of /registration-documents through the gateway: public, each a fillable PDF; an
// unknown form is a 422 naming the field.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REGISTRATION_DOCUMENTS } from '@portal/contracts/constants';
import { PDFDocument } from 'pdf-lib';
import { startPortal } from '../../../tools/stack/test-portal.mjs';

let portal;

before(async () => {
  portal = await startPortal();
});

after(async () => {
  await portal?.stop();
});

describe('registration documents, without signing in', () => {
  it('answers each of the four forms as a fillable PDF to save', async () => {
    for (const form of REGISTRATION_DOCUMENTS) {
      const res = await fetch(`${portal.apiUrl}/api/registration_documents/${form}?download=1`);
      assert.equal(res.status, 200, form);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.match(res.headers.get('content-disposition'), new RegExp(`^attachment; filename="${form}\\.pdf"`));
      const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      assert.ok(doc.getForm().getFields().length > 8, `${form} has its fields`);
    }
  });

  it('refuses a form it does not have, naming the field', async () => {
    const res = await fetch(`${portal.apiUrl}/api/registration_documents/..%2Fsecrets`);
    assert.equal(res.status, 422);
    const body = await res.json();
    assert.ok(
      Object.keys(body.errors).some((field) => field.includes('form')),
      JSON.stringify(body),
    );
  });
});
