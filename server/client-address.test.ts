import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-address";

describe("clientNetwork", () => {
  it("keeps IPv4 addresses, including IPv4 mapped into IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const first = clientNetwork("2001:db8:85a3:1234:0:0:0:1");
    expect(first).toBe("2001:db8:85a3:1234::/64");
    expect(clientNetwork("2001:0db8:85a3:1234:ffff:abcd:1:2")).toBe(first);
    expect(clientNetwork("2001:db8:85a3:1234::9")).toBe(first);
    expect(clientNetwork("2001:DB8:85A3:1234::9%eth0")).toBe(first);
    expect(clientNetwork("2001:db8:85a3:1235::9")).not.toBe(first);
  });

  it("expands short forms before taking the prefix", () => {
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
