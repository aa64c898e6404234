import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '@portal/server-kit';
import type { MultipartPart } from '../vehicles/upload-form.js';
import ExcelJS from 'exceljs';
import { hudsonCheckText, isVinList } from './hudson-check.controller.js';

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

const file = (filename: string, content: string | Buffer): MultipartPart => ({
  type: 'file',
  fieldname: 'file',
  filename,
  toBuffer: async () => Buffer.from(content),
});

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('VINs').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the VINs of a Hudson check', () => {
  it('takes the pasted text of a form or of a JSON body as it is', async () => {
    expect(await hudsonCheckText(multipart([{ type: 'field', fieldname: 'text', value: `${A}, ${B}` }]))).toBe(`${A}, ${B}`);
    expect(await hudsonCheckText({ parts: multipart([]).parts, isMultipart: () => false, body: { text: A } })).toBe(A);
  });

  it("reads a sheet's VIN column and a text file's lines", async () => {
    expect(await hudsonCheckText(multipart([file('cars.csv', `Stock,VIN\r\n1,${A}\r\n2,${B}\r\n`)]))).toBe(`${A}\n${B}`);
    expect(await hudsonCheckText(multipart([file('cars.txt', `${A}\n${B}\n`)]))).toBe(`${A}\n${B}\n`);
  });

  it('judges a file by its content, not by its name', async () => {
    // A list of VINs is a list whatever it is called; a table is a table, even named .txt.
    expect(await hudsonCheckText(multipart([file('cars.csv', `${A}\n${B}\n`)]))).toBe(`${A}\n${B}\n`);
    expect(await hudsonCheckText(multipart([file('cars', `${A}, ${B}`)]))).toBe(`${A}, ${B}`);
    expect(await hudsonCheckText(multipart([file('cars.txt', `Stock,VIN\r\n1,${A}\r\n2,${B}\r\n`)]))).toBe(`${A}\n${B}`);
    // A workbook named .txt is still read as a workbook, not handed on as its zip bytes.
    expect(await hudsonCheckText(multipart([file('cars.txt', await xlsx([['VIN'], [A], [B]]))]))).toBe(`${A}\n${B}`);
    // Bytes that are no text and no workbook are refused, however they are named.
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    await expect(hudsonCheckText(multipart([file('cars.txt', binary)]))).rejects.toThrow(/neither an xlsx workbook nor a CSV text file/);
    await expect(hudsonCheckText(multipart([file('cars.txt', Buffer.from(`${A}\n\u0000${B}`))]))).rejects.toThrow(ValidationError);
    await expect(hudsonCheckText(multipart([file('cars.txt', Buffer.from([0x31, 0xff, 0xfe, 0x41]))]))).rejects.toThrow(ValidationError);
    // A zip cut short is a damaged workbook, not text.
    const cut = (await xlsx([['VIN'], [A]])).subarray(0, 40);
    await expect(hudsonCheckText(multipart([file('cars.txt', cut)]))).rejects.toThrow(/damaged/);
  });

  it('tells a list of VINs from a table by its first line', () => {
    expect(isVinList(`${A}\n${B}`)).toBe(true);
    expect(isVinList(`\n${A},${B}\nnot a vin`)).toBe(true);
    expect(isVinList(`"${A}","${B}"`)).toBe(true);
    expect(isVinList(`${A} ${B}`)).toBe(true);
    expect(isVinList(`VIN,Stock\n${A},1`)).toBe(false);
    expect(isVinList(`1,${A}`)).toBe(false);
  });

  it('refuses a form with neither, or a JSON body without text, naming the field', async () => {
    await expect(hudsonCheckText(multipart([]))).rejects.toMatchObject({ constructor: ValidationError });
    await expect(hudsonCheckText({ parts: multipart([]).parts, isMultipart: () => false, body: {} })).rejects.toThrow(ValidationError);
    await expect(hudsonCheckText(multipart([file('cars.csv', 'Stock,Colour\r\n1,red\r\n')]))).rejects.toThrow(/VIN column/);
  });
});
