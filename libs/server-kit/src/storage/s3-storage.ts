import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertStorageKey, type StoragePort } from './storage.port.js';

export interface S3StorageOptions {
  bucket: string;
  /** Keys are stored under this prefix (e.g. `portal/`), so one bucket can serve several environments. */
  prefix?: string;
  client: S3ClientConfig;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * An S3-compatible bucket (AWS S3, MinIO, ...), the production storage of images and PDFs. The SDK is
 * loaded on first use: it adds some 20 MB to a process, and every service imports this kit while only
 * those configured for S3 need it.
 */
export class S3Storage implements StoragePort {
  private sdk?: Promise<{ api: S3Sdk; s3: S3Client }>;

  constructor(private readonly options: S3StorageOptions) {}

  private client() {
    this.sdk ??= import('@aws-sdk/client-s3').then((api) => ({ api, s3: new api.S3Client(this.options.client) }));
    return this.sdk;
  }

  private key(key: string): string {
    assertStorageKey(key);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const { api, s3 } = await this.client();
    await s3.send(new api.PutObjectCommand({ Bucket: this.options.bucket, Key: this.key(key), Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.body(key);
    return body ? Buffer.from(await body.transformToByteArray()) : null;
  }

  async stream(key: string): Promise<Readable | null> {
    const body = await this.body(key);
    return body ? (body as unknown as Readable) : null;
  }

  async delete(key: string): Promise<void> {
    const { api, s3 } = await this.client();
    await s3.send(new api.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }

  close(): void {
    void this.sdk?.then(({ s3 }) => s3.destroy());
  }

  private async body(key: string) {
    const { api, s3 } = await this.client();
    try {
      const answer = await s3.send(new api.GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
      return answer.Body ?? null;
    } catch (error) {
      if (
        error instanceof api.NoSuchKey ||
        (error as { name?: string }).name === 'NoSuchKey' ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }
}
