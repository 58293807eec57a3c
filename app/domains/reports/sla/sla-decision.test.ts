import { describe, expect, it } from "vitest";
import { describeInterval, slaEmailKey, slaNoticesDue, type SlaState } from "./sla-decision";

const now = new Date("2026-11-23T12:00:00.000Z");
const hours = (n: number) => new Date(now.getTime() + n * 60 * 60 * 1000);

const owed = (dueAt: Date, changes: Partial<SlaState> = {}): SlaState => ({
  obligationStatus: "owed",
  stage: "in-review",
  dueAt,
  slaWarnedAt: null,
  slaOverdueAt: null,
  clientToldLateAt: null,
  ...changes,
});

describe("slaNoticesDue", () => {
  it("says nothing while more than four hours are left", () => {
    expect(slaNoticesDue(owed(hours(4.01)), now)).toEqual([]);
    expect(slaNoticesDue(owed(hours(20)), now)).toEqual([]);
  });

  it("warns the provider once with four hours or less left", () => {
    expect(slaNoticesDue(owed(hours(4)), now)).toEqual(["due-soon"]);
    expect(slaNoticesDue(owed(hours(0.1)), now)).toEqual(["due-soon"]);
    expect(slaNoticesDue(owed(hours(1), { slaWarnedAt: hours(-3) }), now)).toEqual([]);
  });

  it("at the deadline, tells the provider it is overdue and the client it is late, each once", () => {
    expect(slaNoticesDue(owed(now, { slaWarnedAt: hours(-4) }), now)).toEqual(["overdue", "client-late"]);
    expect(slaNoticesDue(owed(hours(-2), { slaOverdueAt: hours(-1) }), now)).toEqual(["client-late"]);
    expect(slaNoticesDue(owed(hours(-2), { slaOverdueAt: hours(-1), clientToldLateAt: hours(-1) }), now)).toEqual([]);
  });

  it("sends no four-hour warning after the deadline when the job missed the window", () => {
    expect(slaNoticesDue(owed(hours(-6)), now)).toEqual(["overdue", "client-late"]);
  });

  it("watches a report whose answers are not prepared yet (no report row)", () => {
    expect(slaNoticesDue(owed(hours(-1), { stage: null }), now)).toEqual(["overdue", "client-late"]);
  });

  it("never writes about a delivered report or a cancelled obligation", () => {
    expect(slaNoticesDue(owed(hours(-1), { stage: "delivered" }), now)).toEqual([]);
    expect(slaNoticesDue(owed(hours(-1), { obligationStatus: "delivered" }), now)).toEqual([]);
    expect(slaNoticesDue(owed(hours(-1), { obligationStatus: "cancelled" }), now)).toEqual([]);
    expect(slaNoticesDue(owed(hours(2), { obligationStatus: "cancelled" }), now)).toEqual([]);
  });
});

it("keys each notice by report", () => {
  expect(slaEmailKey("due-soon", "r1")).toBe("report-sla:due-soon:r1");
  expect(slaEmailKey("client-late", "r1")).not.toBe(slaEmailKey("overdue", "r1"));
});

it("describes intervals in hours and minutes", () => {
  expect(describeInterval(4 * 60 * 60 * 1000)).toBe("4 h");
  expect(describeInterval((3 * 60 + 55) * 60 * 1000)).toBe("3 h 55 min");
  expect(describeInterval(-25 * 60 * 1000)).toBe("25 min");
});
