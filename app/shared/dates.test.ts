import { describe, expect, it } from "vitest";
import { dayIn, endOfDayIn, formatDateTime, formatLongDate, formatMomentIn, formatNamedDay, formatShortDateTime, startOfDayIn, zoneWords } from "./dates";

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

describe("days in a time zone", () => {
  it("says which calendar day a moment falls on there", () => {
    const lateEvening = new Date("2026-07-04T23:30:00Z");
    expect(dayIn(lateEvening, "UTC")).toBe("2026-07-04");
    expect(dayIn(lateEvening, "Asia/Tokyo")).toBe("2026-07-05");
    expect(dayIn(new Date("2026-07-05T03:30:00Z"), "America/New_York")).toBe("2026-07-04");
  });

  it("finds the moment a day begins there, summer and winter", () => {
    expect(startOfDayIn("2026-07-04", "UTC").toISOString()).toBe("2026-07-04T00:00:00.000Z");
    expect(startOfDayIn("2026-07-04", "America/New_York").toISOString()).toBe("2026-07-04T04:00:00.000Z");
    expect(startOfDayIn("2026-11-24", "America/New_York").toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(startOfDayIn("2026-11-24", "Asia/Kolkata").toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });

  it("names a zone in words for a sentence", () => {
    expect(zoneWords("America/New_York")).toBe("New York time");
    expect(zoneWords("America/Argentina/Buenos_Aires")).toBe("Buenos Aires time");
    expect(zoneWords("UTC")).toBe("UTC");
  });

  it("gets the days either side of a clock change right", () => {
    // New York moved its clocks on 8 March 2026 (at 2 AM) and back on 1 November.
    expect(startOfDayIn("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDayIn("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(endOfDayIn("2026-03-08", "America/New_York").getTime() - startOfDayIn("2026-03-08", "America/New_York").getTime()).toBe(23 * 3600 * 1000);
    expect(endOfDayIn("2026-11-01", "America/New_York").getTime() - startOfDayIn("2026-11-01", "America/New_York").getTime()).toBe(25 * 3600 * 1000);
    // London's clocks change at 1 AM UTC, after midnight: the day still begins at midnight.
    expect(startOfDayIn("2026-10-25", "Europe/London").toISOString()).toBe("2026-10-24T23:00:00.000Z");
  });
});

describe("a day for a reader whose zone we do not know", () => {
  // 3:30 AM UTC on November 28 is still the evening of November 27 in New York.
  const lateInNewYork = new Date("2026-11-28T03:30:00Z");

  it("is the day in the zone given, the zone named", () => {
    expect(formatNamedDay(lateInNewYork, "America/New_York")).toBe("November 27, 2026 (New York time)");
    expect(formatNamedDay(lateInNewYork, "Europe/London")).toBe("November 28, 2026 (London time)");
    expect(formatNamedDay(lateInNewYork, "UTC")).toBe("November 28, 2026 (UTC)");
  });
});
