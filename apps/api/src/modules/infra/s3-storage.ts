import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config/config.ts';
import { attachment } from '../../lib/content-disposition.ts';
import type { FileStorage, PutOptions } from './storage.ts';

/** Files in an S3-compatible bucket (AWS, MinIO, …), served from its public URL. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Path-style addressing (endpoint/bucket/key): MinIO and most self-hosted servers have no bucket subdomains.
      forcePathStyle: true,
    });
  }

  async put(key: string, source: Readable | AsyncIterable<Buffer>, options: PutOptions = {}): Promise<void> {
    const body = Readable.from(source);
    let streamError: unknown;
    body.once('error', (error) => (streamError = error));
    // Parts of 5 MB go out as they fill, so a file of unknown length is never held whole;
    // a failed upload is aborted, which leaves nothing in the bucket.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ...(options.download ? { ContentDisposition: attachment(options.filename ?? '') } : {}),
        // As on disk: uploaded files never change under their name.
        CacheControl: 'public, max-age=2592000, immutable',
      },
    });
    try {
      await upload.done();
    } catch (error) {
      // Why the stream stopped (too large, client gone) is the answer, even when the abort failed too.
      throw streamError ?? error;
    }
  }

  async open(key: string): Promise<Readable> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return answer.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  url(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }

  close(): void {
    this.client.destroy();
  }
}
