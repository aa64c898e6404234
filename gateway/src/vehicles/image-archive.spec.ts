import { describe, expect, it } from '@jest/globals';
import { unzipSync } from 'fflate';
import type { StoragePort } from '@portal/server-kit';
import { buildImageArchive } from './image-archive.js';

function memoryStorage(files: Record<string, string>): StoragePort {
  return {
    put: async () => undefined,
    get: async (key) => (key in files ? Buffer.from(files[key]) : null),
    stream: async () => null,
    delete: async () => undefined,
  };
}

describe('buildImageArchive', () => {
  it('packs every stored file under a unique, safe name and lists what is missing', async () => {
    const storage = memoryStorage({ a: 'first', b: 'second', c: 'third' });
    const zip = await buildImageArchive(storage, [
      { key: 'a', filename: 'photo.jpg', pwimageid: 7 },
      { key: 'b', filename: 'photo.jpg', pwimageid: 7 },
      { key: 'c', filename: 'bill of sale/../x?.pdf', pwimageid: 9 },
      { key: 'gone', filename: 'odometer.jpg', pwimageid: 11 },
    ]);
    const files = unzipSync(zip);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(Object.keys(files).sort()).toEqual(['7-photo-2.jpg', '7-photo.jpg', '9-bill of sale_.._x_.pdf', 'MISSING.txt']);
    expect(text('7-photo.jpg')).toBe('first');
    expect(text('7-photo-2.jpg')).toBe('second');
    expect(text('MISSING.txt')).toContain('11 odometer.jpg');
  });

  it('makes an empty archive for a vehicle without files', async () => {
    expect(Object.keys(unzipSync(await buildImageArchive(memoryStorage({}), [])))).toEqual([]);
  });
});
