import type http from "node:http";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTestDatabase } from "../tests/support/test-database";
import { createApp } from "./app";
import * as entry from "~/entry.server";
import { getDb } from "~/db/database.server";

/**
 * Errors on the request path, as an operator's logs see them: a loader whose
 * query fails with a canary e-mail address and token as its parameters,
 * reached through the real Express app and React Router's handler, and an
 * error Express itself receives. The captured output (the app logger writes
 * to process.stdout; stderr is captured too) must name the request id and
 * must not hold the canary.
 */
setUpTestDatabase();

const CANARY_EMAIL = "canary.request.41@example.com";
const CANARY_TOKEN = "rq7Canary0Token1x2y3z4w5";

/** Runs a query with the canaries as parameters: PostgreSQL refuses the uuid cast, drizzle wraps it with its params. */
async function failingQuery(request: Request): Promise<never> {
  const url = new URL(request.url);
  await getDb().execute(sql`select ${url.searchParams.get("email")}::uuid as id, ${url.searchParams.get("token")} as token`);
  throw new Error("the query was meant to fail");
}

/** The smallest server build React Router serves: the app's entry module and two resource routes. */
const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "canary-loader": { id: "canary-loader", parentId: "root", path: "canary", module: { loader: ({ request }: { request: Request }) => failingQuery(request) } },
    "canary-action": {
      id: "canary-action",
      parentId: "root",
      path: "canary-action",
      module: { action: ({ request }: { request: Request }) => failingQuery(request) },
    },
  },
  assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let server: http.Server;
let origin = "";

function listen(app: ReturnType<typeof createApp>) {
  return new Promise<{ server: http.Server; origin: string }>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => {
      const address = started.address();
      resolve({ server: started, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    });
  });
}

beforeAll(async () => {
  // As deployed: React Router reads the mode when the handler is made (in "test" mode its default logs nothing).
  vi.stubEnv("NODE_ENV", "production");
  ({ server, origin } = await listen(createApp({ build })));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Everything the process prints while `run` runs, on stdout and stderr, console included. */
async function captureOutput(run: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(capture),
    vi.spyOn(process.stderr, "write").mockImplementation(capture),
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void capture(`${args.map(String).join(" ")}\n`)),
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void capture(`${args.map(String).join(" ")}\n`)),
  ];
  try {
    await run();
    // The request log line is written when the response finishes.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return chunks.join("");
}

const query = `email=${encodeURIComponent(CANARY_EMAIL)}&token=${CANARY_TOKEN}`;

describe(`errors on the request path are logged by the app, without values (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("a loader's failed query: logged with the request id, the canary nowhere", async () => {
    let requestId = "";
    const output = await captureOutput(async () => {
      const response = await fetch(`${origin}/canary?${query}`);
      requestId = response.headers.get("x-request-id") ?? "";
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain(CANARY_EMAIL);
    });
    expect(requestId).not.toBe("");
    const failure = output.split("\n").find((line) => line.includes('"msg":"request failed"'));
    expect(failure, output).toBeDefined();
    expect(JSON.parse(failure ?? "{}")).toMatchObject({ level: 50, requestId, path: "/canary", err: { type: "DrizzleQueryError" } });
    expect(failure).toContain("params: [redacted]");
    expect(output).not.toContain(CANARY_EMAIL);
    expect(output).not.toContain(CANARY_TOKEN);
  });

  it("an action's failed query: the same", async () => {
    const output = await captureOutput(async () => {
      const response = await fetch(`${origin}/canary-action?${query}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: `email=${encodeURIComponent(CANARY_EMAIL)}`,
      });
      expect(response.status).toBe(500);
    });
    const failure = output.split("\n").find((line) => line.includes('"msg":"request failed"'));
    expect(JSON.parse(failure ?? "{}")).toMatchObject({ method: "POST", path: "/canary-action", err: { type: "DrizzleQueryError" } });
    expect(failure).toMatch(/"requestId":"[0-9a-f-]{36}"/);
    expect(output).not.toContain(CANARY_EMAIL);
    expect(output).not.toContain(CANARY_TOKEN);
  });

  it("an error Express receives (React Router's handler failing outright): logged by the last middleware", async () => {
    const { DrizzleQueryError } = await import("drizzle-orm");
    const broken = createApp({
      build: () => Promise.reject(new DrizzleQueryError("select $1", [CANARY_EMAIL, CANARY_TOKEN], new Error(`bad ${CANARY_TOKEN}`))),
    });
    const { server: brokenServer, origin: brokenOrigin } = await listen(broken);
    try {
      let requestId = "";
      const output = await captureOutput(async () => {
        const response = await fetch(`${brokenOrigin}/anything`);
        requestId = response.headers.get("x-request-id") ?? "";
        expect(response.status).toBe(500);
        expect(await response.text()).toBe("Internal Server Error");
      });
      const failure = output.split("\n").find((line) => line.includes('"msg":"request failed"'));
      expect(JSON.parse(failure ?? "{}")).toMatchObject({ requestId, status: 500, err: { type: "DrizzleQueryError" } });
      expect(output).not.toContain(CANARY_EMAIL);
      expect(output).not.toContain(CANARY_TOKEN);
    } finally {
      await new Promise<void>((resolve) => brokenServer.close(() => resolve()));
    }
  });
});
