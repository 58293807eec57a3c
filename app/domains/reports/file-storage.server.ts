import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Env } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";

export type StoredFile = { body: Readable; size: number };
export type ListedFile = { key: string; modifiedAt: Date };

/**
 * Where the store keeps files it serves: sample reports now, generated reports
 * later. Buckets and keys are plain names (no folders), so a key can never
 * reach outside its bucket. The local folder is the only adapter today; an
 * S3-compatible one implements the same methods.
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

const BUCKET = /^[a-z0-9][a-z0-9-]{0,62}$/;
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export class InvalidStorageKeyError extends Error {
  override name = "InvalidStorageKeyError";
}

function checkName(bucket: string, key: string) {
  if (!BUCKET.test(bucket)) throw new InvalidStorageKeyError(`Invalid bucket name: ${JSON.stringify(bucket)}`);
  if (!KEY.test(key) || key.includes("..")) throw new InvalidStorageKeyError(`Invalid file key: ${JSON.stringify(key)}`);
}

/** Files under one local folder, one sub-folder per bucket. */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const locate = (bucket: string, key: string) => {
    checkName(bucket, key);
    const file = path.join(base, bucket, key);
    // Belt and braces: the name rules above already keep every path inside the folder.
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(`Outside the storage folder: ${key}`);
    return file;
  };
  const sizeOf = async (file: string) => {
    try {
      const info = await stat(file);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };

  return {
    async read(bucket, key) {
      const file = locate(bucket, key);
      const size = await sizeOf(file);
      return size === null ? null : { body: createReadStream(file), size };
    },
    async write(bucket, key, data) {
      const file = locate(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async exists(bucket, key) {
      return (await sizeOf(locate(bucket, key))) !== null;
    },
    async list(bucket) {
      const folder = path.dirname(locate(bucket, "probe"));
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      const files = entries.filter((entry) => entry.isFile() && KEY.test(entry.name) && !entry.name.endsWith(".partial"));
      return Promise.all(files.map(async (entry) => ({ key: entry.name, modifiedAt: (await stat(path.join(folder, entry.name))).mtime })));
    },
    async remove(bucket, key) {
      await rm(locate(bucket, key), { force: true });
    },
  };
}

/** The store's file storage: the local data folder (an S3 adapter would be chosen here when configured). */
export function getFileStorage(env: Pick<Env, "DATA_DIR">): FileStorage {
  return localFileStorage(dataPaths(env).files);
}
