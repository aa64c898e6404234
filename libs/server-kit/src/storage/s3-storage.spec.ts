import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { S3Storage } from './s3-storage.js';
import { storageFromEnv } from './storage-from-env.js';

// A local S3-compatible server, so the adapter is tested against the real protocol without a network.
let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
let folder: string;
let storage: S3Storage;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 's3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [{ name: 'portal-files' }] });
  const { port } = await server.run();
  storage = storageFromEnv({
    PORTAL_STORAGE_DRIVER: 's3',
    S3_BUCKET: 'portal-files',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'test/',
  }) as S3Storage;
});

afterAll(async () => {
  storage?.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

describe('S3Storage', () => {
  it('stores, reads, streams and deletes', async () => {
    await storage.put('vehicles/1/a.txt', Buffer.from('hello'), 'text/plain');
    expect((await storage.get('vehicles/1/a.txt'))?.toString()).toBe('hello');
    expect(await text((await storage.stream('vehicles/1/a.txt'))!)).toBe('hello');
    await storage.delete('vehicles/1/a.txt');
    expect(await storage.get('vehicles/1/a.txt')).toBeNull();
    expect(await storage.stream('vehicles/1/a.txt')).toBeNull();
    await storage.delete('vehicles/1/never-there.txt');
  });

  it('refuses keys that could leave their place', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });
});

describe('storageFromEnv', () => {
  it('says which setting is missing', () => {
    expect(() => storageFromEnv({ PORTAL_STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => storageFromEnv({ PORTAL_STORAGE_DRIVER: 'ftp' })).toThrow(/disk or s3/);
    expect(() => storageFromEnv({ PORTAL_STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(/both/);
  });
});
