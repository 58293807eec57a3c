import type http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, HTTP_TIMEOUTS } from "./http-server";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(timeouts: typeof HTTP_TIMEOUTS) {
  server = createHttpServer((_req, res) => res.end("ok"), timeouts);
  server.on("error", () => {});
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** Opens a connection, sends the start of a request and never finishes its headers. */
function slowloris(port: number) {
  const started = performance.now();
  const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1"));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => {});
  return new Promise<{ ms: number; received: string }>((resolve) =>
    socket.on("close", () => resolve({ ms: performance.now() - started, received })),
  );
}

describe("the HTTP server's timeouts", () => {
  it("are short enough for small requests: headers in 15 s, the whole request in 30 s", () => {
    server = createHttpServer(() => {});
    expect(server.headersTimeout).toBe(15_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(HTTP_TIMEOUTS.headersTimeout).toBeLessThan(HTTP_TIMEOUTS.requestTimeout);
  });

  it("cuts off a client that never finishes its headers", async () => {
    // The production limits scaled down, so the test takes under a second.
    const port = await listen({ headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 300, connectionsCheckingInterval: 50 });
    const { ms, received } = await slowloris(port);
    expect(ms).toBeLessThan(2_000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("still answers a client that sends its request at once", async () => {
    const port = await listen({ ...HTTP_TIMEOUTS, connectionsCheckingInterval: 50 });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe("ok");
  });
});
