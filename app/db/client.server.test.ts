import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../tests/support/test-database";
import { parseEnv } from "~/config/env.server";
import { emailLog } from "./schema";
import { seed } from "../../server/seed";

// The handle itself is under test: it is not made the app's database.
const { database } = setUpTestDatabase({ setDatabase: false });

describe(`database (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("applies the migrations: the schema's tables exist", async () => {
    await database().db.insert(emailLog).values({
      idempotencyKey: "k1",
      template: "delivery-check",
      recipient: "a@example.com",
      subject: "s",
      transport: "dev-mailbox",
    });
    const rows = await database().db.select().from(emailLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("can apply the migrations again at the next start without harm", async () => {
    await database().migrate();
    const [result] = await database().db.select({ rows: count() }).from(emailLog);
    expect(result?.rows).toBe(1);
  });

  it("answers the readiness ping", async () => {
    await expect(database().ping()).resolves.toBeUndefined();
  });

  it("seeds safely twice", async () => {
    const env = parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "seed-")) });
    await seed({ env, database: database() });
    await seed({ env, database: database() });
    expect(readdirSync(env.DATA_DIR).sort()).toEqual(["files", "mailbox"]);
  });
});
