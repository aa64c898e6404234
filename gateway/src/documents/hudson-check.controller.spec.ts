import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@portal/server-kit';
import type { MultipartPart } from '../vehicles/upload-form.js';
import { hudsonCheckText } from './hudson-check.controller.js';

const A = '1HGCM82633A004352';
const B = '2T1BR32E76C123456';

function multipart(parts: MultipartPart[]) {
  return {
    isMultipart: () => true,
    parts: async function* () {
      yield* parts;
    },
  };
}

const file = (filename: string, text: string): MultipartPart => ({
  type: 'file',
  fieldname: 'file',
  filename,
  toBuffer: async () => Buffer.from(text),
});

describe('the VINs of a Hudson check', () => {
  it('takes the pasted text of a form or of a JSON body as it is', async () => {
    expect(await hudsonCheckText(multipart([{ type: 'field', fieldname: 'text', value: `${A}, ${B}` }]))).toBe(`${A}, ${B}`);
    expect(await hudsonCheckText({ parts: multipart([]).parts, isMultipart: () => false, body: { text: A } })).toBe(A);
  });

  it("reads a sheet's VIN column and a text file's lines", async () => {
    expect(await hudsonCheckText(multipart([file('cars.csv', `Stock,VIN\r\n1,${A}\r\n2,${B}\r\n`)]))).toBe(`${A}\n${B}`);
    expect(await hudsonCheckText(multipart([file('cars.txt', `${A}\n${B}\n`)]))).toBe(`${A}\n${B}\n`);
  });

  it('refuses a form with neither, or a JSON body without text, naming the field', async () => {
    await expect(hudsonCheckText(multipart([]))).rejects.toMatchObject({ constructor: ValidationError });
    await expect(hudsonCheckText({ parts: multipart([]).parts, isMultipart: () => false, body: {} })).rejects.toThrow(ValidationError);
    await expect(hudsonCheckText(multipart([file('cars.csv', 'Stock,Colour\r\n1,red\r\n')]))).rejects.toThrow(/VIN column/);
  });
});
