import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "./client-address-header";

describe("CLIENT_ADDRESS_HEADER", () => {
  it("is the lower-case header name the server writes and the app reads", () => {
    // Node lowercases incoming header names: the server's delete and set only work on this spelling.
    expect(CLIENT_ADDRESS_HEADER).toBe("x-catharsis-client-ip");
    expect(new Headers({ [CLIENT_ADDRESS_HEADER]: "192.0.2.1" }).get(CLIENT_ADDRESS_HEADER)).toBe("192.0.2.1");
  });
});
