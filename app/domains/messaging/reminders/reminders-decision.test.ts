import { describe, expect, it } from "vitest";
import { PURCHASE_STRETCH, reminderDue, type SentReminder } from "./reminders-decision";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const bought = new Date("2026-03-02T09:00:00.000Z");
const after = (ms: number, from = bought) => new Date(from.getTime() + ms);
const sent = (kind: SentReminder["kind"], sentAt: Date, stretch = PURCHASE_STRETCH): SentReminder => ({ kind, stretch, sentAt });

describe("reminderDue", () => {
  it("asks nothing of a copy bought less than a day ago", () => {
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: [] }, after(DAY - 1))).toBeNull();
  });

  it("sends the first reminder after a day and the second after three, once each", () => {
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: [] }, after(DAY))).toEqual({ kind: "not-started-1", stretch: PURCHASE_STRETCH });
    const first = [sent("not-started-1", after(DAY))];
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: first }, after(2 * DAY))).toBeNull();
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: first }, after(3 * DAY))).toEqual({ kind: "not-started-2", stretch: PURCHASE_STRETCH });
    const both = [...first, sent("not-started-2", after(3 * DAY))];
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: both }, after(5 * DAY))).toBeNull();
  });

  it("skips the first reminder once the second is due, and keeps a day between two reminders", () => {
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: [] }, after(3 * DAY + HOUR))).toMatchObject({ kind: "not-started-2" });
    const lateFirst = [sent("not-started-1", after(2 * DAY + 20 * HOUR))];
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: lateFirst }, after(3 * DAY + HOUR))).toBeNull();
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: lateFirst }, after(3 * DAY + 20 * HOUR))).toMatchObject({ kind: "not-started-2" });
  });

  it("stays quiet about a copy bought long before, rather than send a stale nudge", () => {
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: null, sent: [] }, after(7 * DAY))).toBeNull();
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: after(HOUR), sent: [] }, after(8 * DAY))).toBeNull();
  });

  it("reminds a draft once per stretch left untouched for three days, and not as not started", () => {
    const saved = after(2 * HOUR);
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: saved, sent: [] }, after(DAY + HOUR))).toBeNull();
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: saved, sent: [] }, after(3 * DAY, saved))).toEqual({ kind: "draft-idle", stretch: saved.toISOString() });
    const reminded = [sent("draft-idle", after(3 * DAY, saved), saved.toISOString())];
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: saved, sent: reminded }, after(4 * DAY, saved))).toBeNull();
    const savedAgain = after(5 * DAY, saved);
    expect(reminderDue({ purchasedAt: bought, draftSavedAt: savedAgain, sent: reminded }, after(3 * DAY, savedAgain))).toEqual({
      kind: "draft-idle",
      stretch: savedAgain.toISOString(),
    });
  });
});
