// The one home of the client-address header's name: the HTTP server writes it, the app reads it.

/**
 * The request header through which the app (actions, Better Auth) reads the
 * client's address. The HTTP server (`server/client-address.ts`) discards any
 * value a client sent in it and writes the address it decided on.
 */
export const CLIENT_ADDRESS_HEADER = "x-catharsis-client-ip";
