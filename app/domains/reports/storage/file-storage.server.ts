import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";
import { checkName, type FileStorage, InvalidStorageKeyError, KEY_NAME } from "./file-storage-contract";
import { s3FileStorage } from "./s3-file-storage.server";

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
      const files = entries.filter((entry) => entry.isFile() && KEY_NAME.test(entry.name) && !entry.name.endsWith(".partial"));
      return Promise.all(files.map(async (entry) => ({ key: entry.name, modifiedAt: (await stat(path.join(folder, entry.name))).mtime })));
    },
    async remove(bucket, key) {
      await rm(locate(bucket, key), { force: true });
    },
  };
}

type StorageEnv = Pick<
  Env,
  "DATA_DIR" | "FILE_STORAGE" | "S3_ENDPOINT" | "S3_REGION" | "S3_BUCKET_PREFIX" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
>;
let configured: { env: StorageEnv; storage: FileStorage } | undefined;

/**
 * The store's file storage, as FILE_STORAGE chooses: the local data folder or
 * S3. One instance per process (the S3 client keeps its connections); a
 * different env object (tests) gets a fresh one.
 */
export function getFileStorage(env: StorageEnv): FileStorage {
  if (configured?.env === env) return configured.storage;
  const storage =
    env.FILE_STORAGE === "s3"
      ? s3FileStorage({
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucketPrefix: env.S3_BUCKET_PREFIX ?? "",
          accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
          forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
        })
      : localFileStorage(dataPaths(env).files);
  configured = { env, storage };
  return storage;
}
