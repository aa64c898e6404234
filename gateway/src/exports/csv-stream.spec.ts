import { describe, expect, it } from '@jest/globals';
import type { CsvColumn } from '@portal/contracts';
import { csvStream } from './csv-stream.js';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

async function* pagesOf<T>(...pages: T[][]) {
  for (const page of pages) yield page;
}

describe('csvStream', () => {
  const columns: CsvColumn[] = [
    { fields: ['vehiclevin'], header: 'VIN', format: { kind: 'text' } },
    { fields: ['client.clientname'], header: 'Client, name', format: { kind: 'text' } },
    { fields: ['recordcreateddate'], header: 'Created', format: { kind: 'usDate' } },
  ];

  it('writes a header and one line per row, quoting what needs it, as the table shows it', async () => {
    const out = await text(
      csvStream(
        columns,
        pagesOf(
          [{ vehiclevin: 'V1', client: { clientname: 'Alpha "A", Inc' }, recordcreateddate: '2024-03-05T03:30:00.000Z' }],
          [{ vehiclevin: 'V2', client: null, recordcreateddate: null }],
        ),
      ),
    );
    expect(out).toBe('VIN,"Client, name",Created\r\nV1,"Alpha ""A"", Inc",03/04/2024\r\nV2,,\r\n');
  });

  it('writes the header alone for an empty list', async () => {
    expect(await text(csvStream(columns, pagesOf([])))).toBe('VIN,"Client, name",Created\r\n');
  });

  it('fails the stream when a page cannot be read, rather than ending a short file quietly', async () => {
    async function* broken() {
      yield [{ vehiclevin: 'V1' }];
      throw new Error('the vehicles service did not answer');
    }
    await expect(text(csvStream(columns, broken()))).rejects.toThrow('did not answer');
  });
});
