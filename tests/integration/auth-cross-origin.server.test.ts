import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/domains/accounts/auth.server";
import { signInWithPassword } from "~/domains/accounts/sign-in/sign-in-with-password.server";
import { clientAddress } from "../../server/client-address";
import { sameOriginPosts } from "../../server/same-origin-posts";
import { setUpAuthTestbed, signUpVerified } from "./auth-testbed";

setUpAuthTestbed();

let server: Server;
let base = "";

const email = "cross.origin@example.com";
const password = "rowing boats at noon";

// The server's own middleware order (server/app.ts) in front of our sign-in action's server function.
beforeAll(async () => {
  await signUpVerified(email, password);
  const app = express();
  app.use(clientAddress({}));
  app.use(sameOriginPosts({ appOrigin: "http://localhost:3000" }));
  app.post("/sign-in", express.json(), async (req, res) => {
    // Only what the action reads: the cookie and the address the middleware decided.
    const headers = new Headers();
    for (const name of ["cookie", "x-catharsis-client-ip"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const body = req.body as { email: string; password: string };
    const outcome = await signInWithPassword(new Request(`${base}/sign-in`, { method: "POST", headers }), body);
    for (const line of outcome.ok ? outcome.headers.getSetCookie() : []) res.append("Set-Cookie", line);
    res.status(outcome.ok ? 200 : outcome.status).end();
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const signIn = (headers: Record<string, string>) =>
  fetch(`${base}/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });

describe(`cross-origin sign-in (${process.env.TEST_DATABASE ?? "pglite"})`, () => {
  it("refuses a sign-in posted from another site, and sets no cookie", async () => {
    const response = await signIn({ Origin: "https://evil.example.net", "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await signIn({ Origin: "https://evil.example.net" })).status).toBe(403);
  });

  it("accepts the same sign-in from the store's own pages", async () => {
    const response = await signIn({ Origin: base, "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("catharsis.session_token="))).toBe(true);
  });

  it("does not let a client choose its own address for the rate limits", async () => {
    // The spoofed header is discarded; Better Auth records the socket's address on the session.
    const response = await signIn({ Origin: base, "x-catharsis-client-ip": "192.0.2.1", "X-Forwarded-For": "192.0.2.2" });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const session = await getAuth().api.getSession({ headers: new Headers({ Cookie: cookie }) });
    expect(session?.session.ipAddress).toBe("127.0.0.1");
  });
});
