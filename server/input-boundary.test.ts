import { createHash } from "node:crypto";
import http from "node:http";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inputBoundary } from "./input-boundary";

const MAX = 64 * 1024;
let server: http.Server;
let port = 0;

/**
 * Behind the boundary sits a stand-in for React Router's Express adapter: it
 * turns `req` into a Fetch Request exactly as `@react-router/express` does
 * (`createReadableStreamFromReadable(req)`), then reads it as a route would.
 */
beforeAll(async () => {
  const app = express();
  app.use(inputBoundary({ maxBodyBytes: MAX }));
  app.all("/{*any}", async (req, res) => {
    const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: req.headers as Record<string, string> };
    if (req.method !== "GET" && req.method !== "HEAD") {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
    const request = new Request(`http://127.0.0.1${req.originalUrl}`, init);
    const bytes = Buffer.from(await request.arrayBuffer());
    res.json({ route: "reached", length: bytes.length, sha: createHash("sha256").update(bytes).digest("hex") });
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Raw HTTP: exact path (no re-encoding), method and bytes. */
function send(method: string, path: string, options: { type?: string; body?: Buffer | string } = {}) {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string | number> = {};
  if (options.type) headers["content-type"] = options.type;
  if (body) headers["content-length"] = body.length;
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const sha = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");
const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

describe("inputBoundary: methods", () => {
  it.each(["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"])("refuses %s with 405 and Allow", async (method) => {
    const answer = await send(method, "/contact", { type: FORM, body: "email=a%40b.co" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(answer.body).not.toMatch(/at .*\(/); // no stack
  });

  it("answers JSON on the JSON endpoints", async () => {
    const answer = await send("PUT", "/api/checkout", { type: JSON_TYPE, body: "{}" });
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  });

  it.each(["GET", "HEAD"])("lets %s through", async (method) => {
    expect((await send(method, "/about")).status).toBe(200);
  });
});

describe("inputBoundary: URLs", () => {
  it.each(["/assets/%ff", "/a%zz", "/a%", "/contact?q=%ff", "/contact?q=100%", "/%c3"])("refuses bad percent-encoding in %s", async (path) => {
    const answer = await send("GET", path);
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("The address is not correctly encoded.");
  });

  it.each(["/a%00b", "/contact?token=%00", "/contact?a%00=1"])("refuses a NUL in %s", async (path) => {
    expect((await send("GET", path)).status).toBe(400);
  });

  it("lets well-encoded addresses through", async () => {
    expect((await send("GET", "/caf%C3%A9?q=a+b&x=%2F%26")).status).toBe(200);
  });
});

describe("inputBoundary: content types", () => {
  it.each([
    ["/contact", JSON_TYPE],
    ["/contact.data", "text/plain"],
    ["/auth", undefined],
    ["/api/checkout", FORM],
    ["/api/assessments/drafts", "multipart/form-data; boundary=x"],
    ["/api/webhooks/payments", "text/plain"],
    ["/dev/fixtures/users", undefined],
  ])("refuses POST %s with %s (415)", async (path, type) => {
    expect((await send("POST", path, { type, body: "{}" })).status).toBe(415);
  });

  it("takes JSON with a charset on a JSON endpoint", async () => {
    const body = '{"id":"evt_1"}';
    const answer = await send("POST", "/api/webhooks/payments", { type: "application/json; charset=utf-8", body });
    expect(JSON.parse(answer.body)).toEqual({ route: "reached", length: body.length, sha: sha(body) });
  });
});

describe("inputBoundary: JSON bodies", () => {
  it.each([
    ["null", "null"],
    ["an array", "[1]"],
    ["a number", "42"],
    ["broken JSON", '{"a":'],
    ["an empty body", ""],
    ["a NUL in a string", '{"entitlementId":"ent_\\u0000x"}'],
    ["a NUL in a nested string", '{"answers":{"q1":["a","b\\u0000"]}}'],
    ["a NUL in a key", '{"a\\u0000":1}'],
    ["deep nesting", `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`],
  ])("refuses %s with 400", async (_name, body) => {
    const answer = await send("POST", "/api/assessments/drafts", { type: JSON_TYPE, body });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  });

  it("hands a valid body to the route byte for byte", async () => {
    const body = Buffer.from('{ "id": "evt_1",\n  "text": "café ☕ \\n", "n": [1, 2.5] }');
    const answer = await send("POST", "/api/webhooks/payments", { type: JSON_TYPE, body });
    expect(JSON.parse(answer.body)).toEqual({ route: "reached", length: body.length, sha: sha(body) });
  });

  it("hands on a body close to the cap whole", async () => {
    const body = Buffer.from(JSON.stringify({ answers: { q1: "x".repeat(MAX - 100) } }));
    const answer = await send("POST", "/api/assessments/drafts", { type: JSON_TYPE, body });
    expect(JSON.parse(answer.body)).toEqual({ route: "reached", length: body.length, sha: sha(body) });
  });

  it("leaves a body over the cap unread, for bodyLimit to refuse", async () => {
    const body = Buffer.alloc(MAX + 1, "a");
    const answer = await send("POST", "/api/checkout", { type: JSON_TYPE, body });
    expect(JSON.parse(answer.body)).toMatchObject({ route: "reached", length: body.length });
  });
});

describe("inputBoundary: form bodies", () => {
  const boundary = "----boundaryX";
  const multipart = (parts: string[]) =>
    Buffer.from(parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("") + `--${boundary}--\r\n`);

  it.each([
    ["%00 in a field", FORM, "name=Fu%00zz&email=a%40b.co"],
    ["a raw NUL in a field", FORM, "name=Fu\u0000zz"],
    ["%00 in a field name", FORM, "na%00me=x"],
    ["a broken multipart body", `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno end`],
    ["multipart without a boundary", "multipart/form-data", "name=x"],
    ["a NUL in a multipart field", `multipart/form-data; boundary=${boundary}`, multipart(['Content-Disposition: form-data; name="name"\r\n\r\nFu\u0000zz'])],
  ])("refuses %s with 400", async (_name, type, body) => {
    const answer = await send("POST", "/contact", { type, body });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("hands a valid urlencoded form to the route byte for byte", async () => {
    const body = "name=Ren%C3%A9e&email=a%40b.co&message=Hello+there%21%0D%0ALine+two";
    const answer = await send("POST", "/contact.data", { type: FORM, body });
    expect(JSON.parse(answer.body)).toEqual({ route: "reached", length: body.length, sha: sha(body) });
  });

  it("hands a valid multipart form, a binary file included, to the route byte for byte", async () => {
    const body = Buffer.concat([
      multipart(['Content-Disposition: form-data; name="name"\r\n\r\nRenée']).subarray(0, -(boundary.length + 6)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`),
      Buffer.from([0, 1, 2, 255]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send("POST", "/contact", { type: `multipart/form-data; boundary=${boundary}`, body });
    expect(JSON.parse(answer.body)).toEqual({ route: "reached", length: body.length, sha: sha(body) });
  });

  it("lets an empty form through (sign-out posts nothing)", async () => {
    const answer = await send("POST", "/auth/sign-out", { type: FORM, body: "" });
    expect(JSON.parse(answer.body)).toEqual({ route: "reached", length: 0, sha: sha("") });
  });

  it("answers a refused body only once the client has sent it all, so the answer is not lost to a reset", async () => {
    const body = Buffer.alloc(MAX - 10, "a");
    let restSent = false;
    let answeredAfterRest = false;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path: "/api/checkout", method: "POST", agent: false, headers: { "content-type": FORM, "content-length": body.length } },
        (response) => {
          answeredAfterRest = restSent;
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      // Half now, the rest a moment later: a refusal sent before the rest arrives would come first.
      request.write(body.subarray(0, body.length / 2));
      setTimeout(() => {
        restSent = true;
        request.end(body.subarray(body.length / 2));
      }, 300);
    });
    expect(status).toBe(415);
    expect(answeredAfterRest).toBe(true);
  });
});
