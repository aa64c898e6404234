import type { Readable } from 'node:stream';

/** Where uploaded files live (images, documents). The disk adapter is the local default; S3 is the production target. */
export interface StoragePort {
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the bytes, or null when nothing is stored there. */
  stream(key: string): Promise<Readable | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments: no `..`, no leading slash, no backslashes. */
export function assertStorageKey(key: string): void {
  if (
    key === '' ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..' || !/^[A-Za-z0-9._-]+$/.test(part))
  ) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
