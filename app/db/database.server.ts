import type { DatabaseHandle } from "./client.server";

// Kept on globalThis so that dev-server reloads reuse the one open database
// instead of opening the PGlite folder a second time.
const holder = globalThis as typeof globalThis & { __catharsisDatabase?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.__catharsisDatabase = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = holder.__catharsisDatabase;
  if (!handle) throw new Error("The database is not open yet: boot() opens it before serving.");
  return handle;
}

export function getDb() {
  return getDatabaseHandle().db;
}
