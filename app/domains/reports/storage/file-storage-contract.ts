import type { Readable } from "node:stream";

export type StoredFile = { body: Readable; size: number };
export type ListedFile = { key: string; modifiedAt: Date };

/**
 * Where the store keeps files: the sample reports and clients' sealed report
 * PDFs. Buckets and keys are plain names (no folders), so a key can never
 * reach outside its bucket. Two adapters, each checking names before it
 * touches anything: a local folder (`file-storage.server.ts`) and an
 * S3-compatible service (`s3-file-storage.server.ts`, ADR 0025). A module of
 * its own, so the adapters and the chooser do not import each other.
 */
export interface FileStorage {
  read(bucket: string, key: string): Promise<StoredFile | null>;
  write(bucket: string, key: string, data: Uint8Array): Promise<void>;
  exists(bucket: string, key: string): Promise<boolean>;
  /** Every finished file in the bucket (writes under way are not listed). */
  list(bucket: string): Promise<ListedFile[]>;
  /** Removes the file; a missing one is not an error. */
  remove(bucket: string, key: string): Promise<void>;
}

export const BUCKET_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export class InvalidStorageKeyError extends Error {
  override name = "InvalidStorageKeyError";
}

/** Every adapter checks names before it touches anything. */
export function checkName(bucket: string, key: string) {
  if (!BUCKET_NAME.test(bucket)) throw new InvalidStorageKeyError(`Invalid bucket name: ${JSON.stringify(bucket)}`);
  if (!KEY_NAME.test(key) || key.includes("..")) throw new InvalidStorageKeyError(`Invalid file key: ${JSON.stringify(key)}`);
}
