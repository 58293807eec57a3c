import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit(1024));
  app.all("/{*any}", (req, res) => {
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => res.send(`read ${size}`));
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Raw HTTP, so the test controls Content-Length and chunking exactly. */
function send(options: { method: string; headers?: Record<string, string>; chunks?: string[] }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: "/contact", method: options.method, headers: options.headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end();
  });
}

describe("bodyLimit", () => {
  it("lets a body within the limit through to the route", async () => {
    const body = "a".repeat(1000);
    const answer = await send({ method: "POST", headers: { "Content-Length": String(body.length) }, chunks: [body] });
    expect(answer).toEqual({ status: 200, body: "read 1000" });
  });

  it("refuses a declared body over the limit before the route reads it", async () => {
    const body = "a".repeat(2000);
    const answer = await send({ method: "POST", headers: { "Content-Length": String(body.length) }, chunks: [body] });
    expect(answer.status).toBe(413);
  });

  it("reads the rest of a body just over the limit before refusing it, so the refusal is not lost to a reset", async () => {
    const body = "a".repeat(2000);
    let restSent = false;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: "/contact", method: "POST", headers: { "Content-Length": String(body.length), Connection: "close" } }, (response) => {
        response.resume();
        response.on("end", () => resolve(restSent ? (response.statusCode ?? 0) : -1));
      });
      request.on("error", reject);
      // Half now, the rest a moment later: a refusal sent before the rest arrives would come first (-1).
      request.write(body.slice(0, 1000));
      setTimeout(() => {
        restSent = true;
        request.end(body.slice(1000));
      }, 300);
    });
    expect(status).toBe(413);
  });

  it("refuses a body far over the limit at once, without reading it", async () => {
    let restSent = false;
    const status = await new Promise<number>((resolve) => {
      const request = http.request({ host: "127.0.0.1", port, path: "/contact", method: "POST", headers: { "Content-Length": String(1024 * 5) } }, (response) => {
        response.resume();
        resolve(restSent ? -1 : (response.statusCode ?? 0));
      });
      request.on("error", () => undefined);
      request.write("a".repeat(100));
      setTimeout(() => {
        restSent = true;
        request.destroy();
      }, 1_000);
    });
    expect(status).toBe(413);
  });

  it("refuses a chunked body that does not declare its length, however small", async () => {
    const answer = await send({ method: "POST", headers: { "Transfer-Encoding": "chunked" }, chunks: ["a".repeat(10), "b".repeat(5000)] });
    expect(answer.status).toBe(411);
  });

  it("leaves reads and empty posts alone", async () => {
    expect((await send({ method: "GET" })).status).toBe(200);
    expect((await send({ method: "POST" })).body).toBe("read 0");
  });
});
