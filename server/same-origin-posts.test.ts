import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginPosts } from "./same-origin-posts";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(sameOriginPosts({ appOrigin: "https://store.example.com" }));
  app.all("/{*any}", (_req, res) => {
    res.send("handled");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (headers: Record<string, string>) => fetch(`${base}/contact`, { method: "POST", headers, body: "a=1" });

describe("sameOriginPosts", () => {
  it("refuses a form posted from another site", async () => {
    const response = await post({ Origin: "https://evil.example.net", "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await post({ Origin: "https://evil.example.net" })).toHaveProperty("status", 403);
    expect(await post({ "Sec-Fetch-Site": "cross-site" })).toHaveProperty("status", 403);
    expect(await post({ Origin: "null" })).toHaveProperty("status", 403);
  });

  it("accepts posts from the configured origin or the request's own host", async () => {
    expect((await post({ Origin: "https://store.example.com", "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post({ Origin: base })).status).toBe(200);
  });

  it("lets server-to-server calls (no Origin, no Sec-Fetch-Site) and reads through", async () => {
    expect((await post({})).status).toBe(200);
    expect((await fetch(`${base}/contact`, { headers: { Origin: "https://evil.example.net" } })).status).toBe(200);
  });
});
