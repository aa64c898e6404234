import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { acceptUpload, detectType } from './upload-content.js';

const solid = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } });
const MINI_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// The first bytes of an iPhone photo: an ISO box `ftyp` with the brand heic.
const HEIC_START = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(64)]);

describe('detectType', () => {
  it('knows the photo types and PDF by their first bytes', async () => {
    expect(detectType(await solid().jpeg().toBuffer())?.extension).toBe('jpg');
    expect(detectType(await solid().png().toBuffer())?.extension).toBe('png');
    expect(detectType(await solid().gif().toBuffer())?.extension).toBe('gif');
    expect(detectType(await solid().webp().toBuffer())?.extension).toBe('webp');
    expect(detectType(HEIC_START)?.extension).toBe('heic');
    expect(detectType(MINI_PDF)?.extension).toBe('pdf');
  });

  it('knows nothing of text, markup or programs', () => {
    for (const text of [
      '<!doctype html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'MZ\x90\x00',
      'vin,make\n1,2',
    ]) {
      expect(detectType(Buffer.from(text))).toBeNull();
    }
  });
});

describe('acceptUpload', () => {
  it('takes a PNG sent as a photo, whatever it was called', async () => {
    expect(acceptUpload(await solid().png().toBuffer(), 'photo')).toMatchObject({ extension: 'png', contentType: 'image/png' });
  });

  it('takes a PDF as a file, not as a photo', () => {
    expect(acceptUpload(MINI_PDF, 'file').contentType).toBe('application/pdf');
    expect(() => acceptUpload(MINI_PDF, 'photo')).toThrow(
      expect.objectContaining({ errors: { file: ['must be a JPEG, PNG, GIF, WebP, HEIC file; the content of this one is a PDF'] } }),
    );
  });

  it('refuses HTML, SVG and empty files on `file`', () => {
    const refusal = (data: Buffer, field: 'photo' | 'file') => {
      try {
        acceptUpload(data, field);
      } catch (error) {
        return error as { code: string; errors: Record<string, string[]> };
      }
      throw new Error('accepted');
    };
    expect(refusal(Buffer.from('<html><script>alert(1)</script></html>'), 'photo')).toMatchObject({
      code: 'VALIDATION',
      errors: { file: [expect.stringContaining('none of those')] },
    });
    expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'file').errors.file[0]).toMatch(/^must be a PDF, JPEG/);
    expect(refusal(Buffer.alloc(0), 'file').errors.file).toEqual(['is empty']);
  });

  it('refuses a PDF that was cut off', () => {
    expect(() => acceptUpload(MINI_PDF.subarray(0, MINI_PDF.length - 10), 'file')).toThrow(
      expect.objectContaining({ errors: { file: ['is an incomplete PDF (it was cut off)'] } }),
    );
  });
});
