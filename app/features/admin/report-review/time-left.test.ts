import { describe, expect, it } from "vitest";
import { timeLeft } from "./time-left";

const now = new Date("2026-11-23T10:00:00Z");
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe("time left against the 24-hour promise", () => {
  it("says hours and minutes left while the report is on time", () => {
    expect(timeLeft(inMinutes(7 * 60 + 12), now)).toEqual({ overdue: false, words: "7 h 12 min left" });
    expect(timeLeft(inMinutes(24 * 60), now)).toEqual({ overdue: false, words: "24 h left" });
    expect(timeLeft(inMinutes(45), now)).toEqual({ overdue: false, words: "45 min left" });
  });

  it("says overdue in words once the due time has passed", () => {
    expect(timeLeft(inMinutes(-120), now)).toEqual({ overdue: true, words: "Overdue by 2 h" });
    expect(timeLeft(inMinutes(-(26 * 60 + 5)), now)).toEqual({ overdue: true, words: "Overdue by 26 h 5 min" });
    expect(timeLeft(inMinutes(0), now)).toEqual({ overdue: true, words: "Due now" });
  });
});
