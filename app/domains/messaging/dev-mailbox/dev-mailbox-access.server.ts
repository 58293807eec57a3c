import { data } from "react-router";
import { getEnv } from "~/config/env.server";
import { dataPaths } from "~/config/paths.server";

/** The dev mailbox's folder; in production the mailbox does not exist at all (404). */
export function devMailboxDir(): string {
  const env = getEnv();
  if (env.APP_ENV === "production") throw data(null, { status: 404 });
  return dataPaths(env).mailbox;
}
