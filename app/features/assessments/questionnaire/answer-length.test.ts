import { describe, expect, it } from "vitest";
import { counterText, lengthMilestone, milestoneAnnouncement, pasteOverflow, pasteOverflowText } from "./answer-length";

describe("the answer length counter", () => {
  it("appears from 4,000 characters", () => {
    expect(counterText(3_999)).toBeNull();
    expect(counterText(4_210)).toBe("4,210 / 5,000 characters");
    expect(counterText(5_000)).toBe("5,000 / 5,000 characters");
  });

  it("speaks only at milestones, saying how much room is left", () => {
    expect([0, 3_999, 4_000, 4_499, 4_500, 4_900, 5_000].map(lengthMilestone)).toEqual([0, 0, 1, 1, 2, 3, 4]);
    expect(milestoneAnnouncement(4_000)).toBe("1,000 characters left in this answer.");
    expect(milestoneAnnouncement(5_000)).toBe("You have reached the 5,000-character limit for this answer.");
  });
});

describe("a paste that does not fit", () => {
  it("counts what the browser will leave out, allowing for replaced text and Windows line breaks", () => {
    expect(pasteOverflow({ value: "", selectionStart: 0, selectionEnd: 0, pasted: "x".repeat(5_000) })).toBe(0);
    expect(pasteOverflow({ value: "abc", selectionStart: 3, selectionEnd: 3, pasted: "x".repeat(5_000) })).toBe(3);
    expect(pasteOverflow({ value: "abc", selectionStart: 0, selectionEnd: 3, pasted: "x".repeat(5_000) })).toBe(0);
    expect(pasteOverflow({ value: "x".repeat(4_998), selectionStart: 0, selectionEnd: 0, pasted: "a\r\nb" })).toBe(1);
  });

  it("is explained, with the reassurance that the text is still on the clipboard", () => {
    expect(pasteOverflowText(1_234)).toBe(
      "The last 1,234 characters you pasted did not fit: each answer can hold up to 5,000 characters. The full text is still on your clipboard.",
    );
    expect(pasteOverflowText(1)).toContain("The last 1 character you pasted");
  });
});
