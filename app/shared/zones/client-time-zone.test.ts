import { describe, expect, it } from "vitest";
import { CLIENT_ZONE_COOKIE, clientZoneFromCookies, clientZoneSchema } from "./client-time-zone";

describe("the client's time zone cookie", () => {
  it("takes a zone the runtime knows, by its name or an older alias", () => {
    for (const zone of ["America/New_York", "Europe/London", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "UTC", "US/Eastern", "Asia/Calcutta"]) {
      expect(clientZoneSchema.safeParse(zone).success, zone).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const zone of ["", "Mars/Olympus_Mons", "America/Nowhere", "EST5EDT; Path=/", "<script>", "../../etc/passwd", "x".repeat(65), "Europe/London\n"]) {
      expect(clientZoneSchema.safeParse(zone).success, zone).toBe(false);
    }
  });

  it("reads the zone from a Cookie header among others, and ignores a bad or missing one", () => {
    expect(clientZoneFromCookies(`session=abc; ${CLIENT_ZONE_COOKIE}=America%2FChicago; theme=dark`)).toBe("America/Chicago");
    expect(clientZoneFromCookies(`${CLIENT_ZONE_COOKIE}=Asia/Tokyo`)).toBe("Asia/Tokyo");
    expect(clientZoneFromCookies(`${CLIENT_ZONE_COOKIE}=Mars%2FBase`)).toBeNull();
    expect(clientZoneFromCookies(`${CLIENT_ZONE_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(clientZoneFromCookies("ttz=America%2FChicago")).toBeNull();
    expect(clientZoneFromCookies("")).toBeNull();
    expect(clientZoneFromCookies(null)).toBeNull();
  });
});
