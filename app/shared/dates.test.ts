import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate, formatMomentIn, formatShortDateTime } from "./dates";

// ICU puts a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("the store's date formats", () => {
  const afternoon = new Date("2026-07-04T15:05:00Z");
  // Late evening in UTC: still 4 July there, already 5 July east of it and 4 July in the Americas.
  const lateEvening = new Date("2026-07-04T23:30:00Z");

  it("writes the UTC day in full", () => {
    expect(formatLongDate(afternoon)).toBe("July 4, 2026");
    expect(formatLongDate(lateEvening)).toBe("July 4, 2026");
    expect(formatLongDate(new Date("2026-07-05T00:30:00+02:00"))).toBe("July 4, 2026");
  });

  it("writes a moment with its UTC time, and says UTC", () => {
    expect(plain(formatDateTime(afternoon))).toBe("July 4, 2026 at 3:05 PM UTC");
    expect(plain(formatDateTime(lateEvening))).toBe("July 4, 2026 at 11:30 PM UTC");
  });

  it("writes a short moment for lists", () => {
    expect(plain(formatShortDateTime(afternoon))).toBe("Jul 4, 2026, 3:05 PM UTC");
  });
});

describe("formatMomentIn", () => {
  const moment = new Date("2026-11-24T16:10:00Z");

  it("writes the due time the way the account page always did, in UTC", () => {
    expect(plain(formatMomentIn(moment, "due", "UTC"))).toBe("Tue, Nov 24, 4:10 PM UTC");
    expect(plain(formatMomentIn(moment, "long", "UTC"))).toBe("November 24, 2026 at 4:10 PM UTC");
  });

  it("writes it in the client's own zone, named", () => {
    expect(plain(formatMomentIn(moment, "due", "America/New_York"))).toBe("Tue, Nov 24, 11:10 AM EST");
    expect(plain(formatMomentIn(moment, "long", "America/Los_Angeles"))).toBe("November 24, 2026 at 8:10 AM PST");
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(plain(formatMomentIn(moment, "due", "Mars/Olympus"))).toBe("Tue, Nov 24, 4:10 PM UTC");
  });
});
