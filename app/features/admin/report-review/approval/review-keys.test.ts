import { describe, expect, it } from "vitest";
import { isTypingIn, reviewKeyOf } from "./review-keys";

const press = (code: string, target: unknown = { tagName: "BODY" }, modifiers: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) =>
  reviewKeyOf({ altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, code, target: target as EventTarget, ...modifiers });

describe("the review page's keys", () => {
  it("are Alt+N, Alt+A and Alt+J on the page", () => {
    expect(press("KeyN")).toBe("next-blocker");
    expect(press("KeyA")).toBe("accept");
    expect(press("KeyJ")).toBe("next-section");
    expect(press("KeyJ", { tagName: "BUTTON" })).toBe("next-section");
    expect(press("KeyA", { tagName: "INPUT", type: "checkbox" })).toBe("accept");
  });

  it("do nothing without Alt, with another modifier, or on another letter", () => {
    expect(press("KeyA", undefined, { altKey: false })).toBeNull();
    expect(press("KeyA", undefined, { ctrlKey: true })).toBeNull();
    expect(press("KeyA", undefined, { metaKey: true })).toBeNull();
    expect(press("KeyA", undefined, { shiftKey: true })).toBeNull();
    expect(press("KeyF")).toBeNull();
  });

  it("never fire while the reviewer types in a field", () => {
    for (const field of [{ tagName: "TEXTAREA" }, { tagName: "INPUT" }, { tagName: "INPUT", type: "search" }, { tagName: "SELECT" }, { tagName: "DIV", isContentEditable: true }]) {
      expect(isTypingIn(field as unknown as EventTarget)).toBe(true);
      expect(press("KeyA", field)).toBeNull();
    }
    expect(isTypingIn(null)).toBe(false);
  });
});
