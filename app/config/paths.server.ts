import path from "node:path";
import type { Env } from "./env.server";

/** Everything the store writes locally lives under DATA_DIR. */
export function dataPaths(env: Pick<Env, "DATA_DIR">) {
  const root = path.resolve(env.DATA_DIR);
  return {
    root,
    pglite: path.join(root, "pglite"),
    mailbox: path.join(root, "mailbox"),
    files: path.join(root, "files"),
    devSecrets: path.join(root, "dev-secrets.json"),
  };
}
