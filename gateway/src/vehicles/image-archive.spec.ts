import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import type { StoragePort } from '@portal/server-kit';
import { streamImageArchive } from './image-archive.js';

function memoryStorage(files: Record<string, string | (() => Readable)>, opened: string[] = []): StoragePort {
  return {
    put: async () => undefined,
    get: async () => {
      throw new Error('the archive must stream files, not load them whole');
    },
    stream: async (key) => {
      opened.push(key);
      const file = files[key];
      if (file === undefined) return null;
      return typeof file === 'function' ? file() : Readable.from([Buffer.from(file)]);
    },
    delete: async () => undefined,
  };
}

async function collect(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

describe('streamImageArchive', () => {
  it('packs every stored file under a unique, safe name and lists what is missing', async () => {
    const storage = memoryStorage({ a: 'first', b: 'second', c: 'third' });
    const zip = await collect(
      streamImageArchive(storage, [
        { key: 'a', filename: 'photo.jpg', pwimageid: 7 },
        { key: 'b', filename: 'photo.jpg', pwimageid: 7 },
        { key: 'c', filename: 'bill of sale/../x?.pdf', pwimageid: 9 },
        { key: 'gone', filename: 'odometer.jpg', pwimageid: 11 },
      ]),
    );
    const files = unzipSync(zip);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(Object.keys(files).sort()).toEqual(['7-photo-2.jpg', '7-photo.jpg', '9-bill of sale_.._x_.pdf', 'MISSING.txt']);
    expect(text('7-photo.jpg')).toBe('first');
    expect(text('7-photo-2.jpg')).toBe('second');
    expect(text('MISSING.txt')).toContain('11 odometer.jpg');
  });

  it('makes an empty archive for a vehicle without files', async () => {
    expect(Object.keys(unzipSync(await collect(streamImageArchive(memoryStorage({}), []))))).toEqual([]);
  });

  it('reads the storage only as fast as the archive is read: one file at a time, chunk by chunk', async () => {
    const chunk = Buffer.alloc(64 * 1024, 1);
    let produced = 0;
    // 10 MB per file, made on demand: the test only passes if nothing reads ahead.
    const big = () =>
      Readable.from(
        (function* () {
          for (let i = 0; i < 160; i++) {
            produced += chunk.length;
            yield chunk;
          }
        })(),
      );
    const opened: string[] = [];
    const archive = streamImageArchive(memoryStorage({ a: big, b: big }, opened), [
      { key: 'a', filename: 'a.jpg', pwimageid: 1 },
      { key: 'b', filename: 'b.jpg', pwimageid: 2 },
    ]);
    const reader = archive[Symbol.asyncIterator]();
    await reader.next();
    await reader.next();
    expect(opened).toEqual(['a']);
    expect(produced).toBeLessThan(2 * 1024 * 1024);
    await reader.return?.();
  });

  it('ends the archive with an error when a file cannot be read, rather than a silently short zip', async () => {
    const broken = () =>
      new Readable({
        read() {
          this.destroy(new Error('disk gone'));
        },
      });
    await expect(collect(streamImageArchive(memoryStorage({ a: broken }), [{ key: 'a', filename: 'a.jpg', pwimageid: 1 }]))).rejects.toThrow('disk gone');
  });
});
