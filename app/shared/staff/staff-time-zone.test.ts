import { describe, expect, it } from "vitest";
import { staffClock, timeZoneSchema } from "./staff-time-zone";

describe("the staff time zone", () => {
  it("takes IANA zone names and UTC, trimmed", () => {
    for (const zone of ["Europe/London", "America/Indiana/Indianapolis", "America/Port-au-Prince", "Etc/GMT+5", "UTC"]) {
      expect(timeZoneSchema.parse(zone), zone).toBe(zone);
    }
    expect(timeZoneSchema.parse("  Asia/Tokyo ")).toBe("Asia/Tokyo");
  });

  it("refuses what is not a zone, with a reason a person can act on", () => {
    for (const typed of ["", "Mars/Olympus_Mons", "EST5EDT; DROP TABLE", "London", "../etc/passwd", "x".repeat(65)]) {
      expect(timeZoneSchema.safeParse(typed).success, typed).toBe(false);
    }
    expect(timeZoneSchema.safeParse("Mars/Olympus_Mons").error?.issues[0]?.message).toContain("such as America/Chicago");
  });

  it("writes staff times in the zone, named, instead of UTC", () => {
    const at = new Date("2026-11-24T16:10:00Z");
    const london = staffClock("Europe/London");
    expect(london.short(at)).toBe("Nov 24, 2026, 4:10 PM GMT");
    const chicago = staffClock("America/Chicago");
    expect(chicago.short(at)).toBe("Nov 24, 2026, 10:10 AM CST");
    expect(chicago.long(at)).toBe("November 24, 2026 at 10:10 AM CST");
    expect(chicago.due(at)).toBe("Tue, Nov 24, 10:10 AM CST");
    expect(staffClock("America/New_York").short(new Date("2026-07-04T15:05:00Z"))).toBe("Jul 4, 2026, 11:05 AM EDT");
  });
});
