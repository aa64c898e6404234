import { join } from 'node:path';
import { DiskStorage } from './disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { StoragePort } from './storage.port.js';

/**
 * The storage this environment uses: `PORTAL_STORAGE_DRIVER=disk` (default; `PORTAL_STORAGE_ROOT`,
 * default `var/storage`) or `s3` (`S3_BUCKET`, optional `S3_ENDPOINT`, `S3_REGION`, `S3_PREFIX`,
 * `S3_FORCE_PATH_STYLE=1` for MinIO-style servers, `S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY` or the
 * usual AWS credential chain). A missing setting stops the process at start with its name.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): StoragePort {
  const driver = (env.PORTAL_STORAGE_DRIVER ?? 'disk').trim();
  if (driver === 'disk') return new DiskStorage(env.PORTAL_STORAGE_ROOT?.trim() || join(process.cwd(), 'var', 'storage'));
  if (driver !== 's3') throw new Error(`PORTAL_STORAGE_DRIVER must be disk or s3, got "${driver}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('S3_BUCKET must be set when PORTAL_STORAGE_DRIVER is s3');
  const keyId = env.S3_ACCESS_KEY_ID?.trim();
  const secret = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(keyId) !== Boolean(secret)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return new S3Storage({
    bucket,
    prefix: env.S3_PREFIX?.trim() || undefined,
    client: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
      credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    },
  });
}
