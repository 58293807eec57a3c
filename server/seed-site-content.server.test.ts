import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { productionReady } from "../tests/support/production-env";
import { setUpTestDatabase } from "../tests/support/test-database";
import { parseEnv } from "~/config/env.server";
import { orders, siteFigures, testimonials } from "~/db/schema";
import { demoFigures, demoOrder, demoTestimonials } from "~/domains/content/demo-site-content";
import { seed } from "./seed";

const { database } = setUpTestDatabase({ setDatabase: false });
const dataDir = mkdtempSync(path.join(tmpdir(), "catharsis-seed-content-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const contextFor = (appEnv: "local" | "production") => ({
  env: parseEnv(appEnv === "local" ? { APP_ENV: "local", DATA_DIR: dataDir } : { ...productionReady, DATA_DIR: dataDir }),
  database: database(),
});

describe("the site's demo figures and testimonials", () => {
  it("are never written in production: a production database starts with no figures and no testimonials", async () => {
    await seed(contextFor("production"));
    const db = database().db;
    expect(await db.select().from(siteFigures)).toEqual([]);
    expect(await db.select().from(testimonials)).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.id, demoOrder.id))).toEqual([]);
  });

  it("ship in local mode once, with only the demo story linked to a paid demo order", async () => {
    await seed(contextFor("local"));
    const db = database().db;
    const [figures] = await db.select().from(siteFigures);
    expect(figures).toMatchObject(demoFigures);
    const stories = await db.select().from(testimonials).orderBy(testimonials.position);
    expect(stories.map((story) => story.name)).toEqual(demoTestimonials.map((story) => story.name));
    expect(stories.filter((story) => story.orderId).map((story) => story.name)).toEqual(["Margaret T."]);
    const [order] = await db.select().from(orders).where(eq(orders.id, demoOrder.id));
    expect(order?.status).toBe("paid");
  });

  it("do not come back on the next start once the admin has emptied a figure or removed a story", async () => {
    const db = database().db;
    await db.update(siteFigures).set({ clientsServed: null });
    const [first] = await db.select().from(testimonials).orderBy(testimonials.position).limit(1);
    await db.delete(testimonials).where(eq(testimonials.id, first!.id));
    await seed(contextFor("local"));
    expect((await db.select().from(siteFigures))[0]?.clientsServed).toBeNull();
    expect(await db.select().from(testimonials)).toHaveLength(demoTestimonials.length - 1);
  });
});
