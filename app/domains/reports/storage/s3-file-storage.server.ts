import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { checkName, KEY_NAME, type FileStorage, type ListedFile } from "./file-storage-contract";

export type S3FileStorageOptions = {
  /** For MinIO, R2 and the like; unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Our bucket "reports" is the S3 bucket `${bucketPrefix}reports`. */
  bucketPrefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** A missing object: S3 says NoSuchKey on GET, a bare 404 ("NotFound") on HEAD. */
const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.name === "NoSuchKey" || failure?.name === "NotFound" || failure?.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible service (ADR 0025). The buckets must already
 * exist: the store never creates them, so the provider's settings (region,
 * encryption, lifecycle, who may read) stay the operator's choice, and a
 * wrong prefix fails loudly on the first write instead of making new buckets.
 */
export function s3FileStorage(options: S3FileStorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // A stalled provider fails the request instead of holding a download or the sweep forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
  const target = (bucket: string, key: string) => {
    checkName(bucket, key);
    return { Bucket: `${options.bucketPrefix}${bucket}`, Key: key };
  };

  return {
    async read(bucket, key) {
      const where = target(bucket, key);
      try {
        const object = await client.send(new GetObjectCommand(where));
        // In Node the SDK's body is a Readable stream.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(bucket, key, data) {
      // A PUT replaces the object whole: readers see the old file or the new one, never half.
      await client.send(new PutObjectCommand({ ...target(bucket, key), Body: data, ContentLength: data.byteLength }));
    },
    async exists(bucket, key) {
      const where = target(bucket, key);
      try {
        await client.send(new HeadObjectCommand(where));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(bucket) {
      const { Bucket } = target(bucket, "probe");
      const files: ListedFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          // Only names our own keys could have: anything else in the bucket is not ours to prune.
          // No date reads as "just written", so the sweep's grace period still protects it.
          if (object.Key && KEY_NAME.test(object.Key)) files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date() });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    async remove(bucket, key) {
      // S3 answers a DELETE of a missing object with success, as the interface wants.
      await client.send(new DeleteObjectCommand(target(bucket, key)));
    },
  };
}
