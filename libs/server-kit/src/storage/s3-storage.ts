import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertStorageKey, type StoragePort } from './storage.port.js';

export interface S3StorageOptions {
  bucket: string;
  /** Keys are stored under this prefix (e.g. `portal/`), so one bucket can serve several environments. */
  prefix?: string;
  client: S3ClientConfig;
}

/** An S3-compatible bucket (AWS S3, MinIO, ...), the production storage of images and PDFs. */
export class S3Storage implements StoragePort {
  private readonly s3: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.s3 = new S3Client(options.client);
  }

  private key(key: string): string {
    assertStorageKey(key);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.key(key), Body: data, ContentType: contentType }));
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
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
  }

  close(): void {
    this.s3.destroy();
  }

  private async body(key: string) {
    try {
      const answer = await this.s3.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
      return answer.Body ?? null;
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error as { name?: string }).name === 'NoSuchKey' ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }
}
