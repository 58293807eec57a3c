import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3FileStorageOptions } from "~/domains/reports/storage/s3-file-storage.server";

/** s3rver's own dummy credentials: nothing here is a real key, and nothing leaves 127.0.0.1. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A local S3-compatible server on a free port of 127.0.0.1, keeping its objects in a temp folder. */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), "catharsis-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  let prefixes = 0;
  return {
    endpoint,
    client,
    /** Adapter options for fresh, empty buckets (`<prefix>reports`, `<prefix>sample-reports`). */
    async freshBuckets(): Promise<S3FileStorageOptions> {
      const bucketPrefix = `test${(prefixes += 1)}-`;
      for (const bucket of ["reports", "sample-reports"]) await client.send(new CreateBucketCommand({ Bucket: `${bucketPrefix}${bucket}` }));
      return { endpoint, region: "us-east-1", bucketPrefix, forcePathStyle: true, ...credentials };
    },
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
