import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskStorage } from './disk-storage.js';

const root = await mkdtemp(join(tmpdir(), 'portal-storage-'));
const storage = new DiskStorage(root);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('DiskStorage', () => {
  it('stores, reads, streams and deletes by key', async () => {
    await storage.put('vehicles/1/a.jpg', Buffer.from('abc'), 'image/jpeg');
    expect((await storage.get('vehicles/1/a.jpg'))?.toString()).toBe('abc');
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream('vehicles/1/a.jpg'))!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abc');
    await storage.delete('vehicles/1/a.jpg');
    expect(await storage.get('vehicles/1/a.jpg')).toBeNull();
    expect(await storage.stream('vehicles/1/a.jpg')).toBeNull();
    await storage.delete('vehicles/1/a.jpg');
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a\\b', ''])
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
  });
});
