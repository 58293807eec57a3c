import { z } from "zod";
import { describe, expect, it } from "vitest";
import { DATE_MESSAGE, readSearchParams, searchDay, searchQuery } from "./search-params";

const fields = { name: z.string().max(10, "Ten characters at most."), from: searchDay, to: searchDay };
const read = (search: string) => readSearchParams(new URLSearchParams(search), fields, { maxLength: 20, dateRange: { from: "from", to: "to" } });

describe("a back-office search read from the address", () => {
  it("accepts a real day, trimmed", () => {
    const parsed = read("from=%202026-02-28%20&to=2028-02-29");
    expect(parsed.errors).toEqual({});
    expect(parsed.clean).toEqual({ from: "2026-02-28", to: "2028-02-29" });
  });

  it("refuses a day that does not exist, or is not written YYYY-MM-DD, with the message", () => {
    expect(read("from=2026-02-30").errors).toEqual({ from: DATE_MESSAGE });
    expect(read("to=15/07/2026").errors).toEqual({ to: DATE_MESSAGE });
    expect(read("from=2026-02-30").clean).toBeNull();
  });

  it("refuses an end before the start, beside the end; the same day is fine", () => {
    const parsed = read("from=2026-07-15&to=2026-07-14");
    expect(parsed.errors).toEqual({ to: "The end date must be on or after the start date." });
    expect(parsed.clean).toBeNull();
    expect(read("from=2026-07-15&to=2026-07-15").clean).toEqual({ from: "2026-07-15", to: "2026-07-15" });
  });

  it("gives back what was typed, untrimmed, cut to the longest kept, and an empty string for a field not sent", () => {
    const parsed = read(`name=${encodeURIComponent("  far too long a name  ")}&from=${"9".repeat(30)}`);
    expect(parsed.values).toEqual({ name: "  far too long a nam", from: "9".repeat(20), to: "" });
    expect(parsed.errors).toEqual({ name: "Ten characters at most.", from: DATE_MESSAGE });
  });

  it("reads the page, 1 by default and for anything that is not a page number", () => {
    expect(read("").page).toBe(1);
    expect(read("page=3").page).toBe(3);
    for (const junk of ["0", "-2", "1.5", "abc", "", "100001"]) expect(read(`page=${junk}`).page, junk).toBe(1);
  });

  it("writes the query of another page: filled-in fields trimmed, page past the first only", () => {
    expect(searchQuery({ name: " Ann ", from: "", to: "2026-07-15" }, 1)).toBe("name=Ann&to=2026-07-15");
    expect(searchQuery({ name: "", from: "", to: "" }, 2)).toBe("page=2");
    expect(searchQuery({ name: "", from: "", to: "" }, 1)).toBe("");
  });
});
