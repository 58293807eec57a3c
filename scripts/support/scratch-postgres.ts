// A throwaway PostgreSQL database for a measurement, on the server BENCH_DATABASE_URL names
// (e.g. postgres://postgres@127.0.0.1:5432/test): created empty, dropped when done. The
// named database itself is only used to run CREATE and DROP.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  /** The new database's URL, for a server's DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `bench_${label.replace(/[^a-z0-9]/gi, "_").toLowerCase()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
