import { CLIENT_ADDRESS_HEADER } from "~/shared/client-address-header";

/**
 * The client's address as decided by the HTTP server (`server/client-address.ts`):
 * the socket, or the configured trusted proxy's header. Never a raw
 * X-Forwarded-For, which any client can write.
 */
export function clientAddressOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
