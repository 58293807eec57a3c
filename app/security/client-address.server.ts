/**
 * The client's address as decided by the HTTP server (`server/client-address.ts`):
 * the socket, or the configured trusted proxy's header. Never a raw
 * X-Forwarded-For, which any client can write.
 */
export function clientAddressOf(request: Request): string {
  return request.headers.get("x-catharsis-client-ip") ?? "unknown";
}
