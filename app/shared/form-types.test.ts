import { describe, expect, it } from "vitest";
import { formPaths, startPath } from "./form-types";

describe("startPath", () => {
  it("opens the one questionnaire an order bought, however many copies", () => {
    expect(startPath(["depression"])).toBe(formPaths.depression);
    expect(startPath(["marriage", "marriage"])).toBe("/marriage-report-form");
    expect(startPath(["enneagram"])).toBe("/forms/enneagram");
  });

  it("sends a buyer of several questionnaires, or of none, to the account that lists them", () => {
    expect(startPath(["marriage", "enneagram"])).toBe("/account");
    expect(startPath([])).toBe("/account");
  });
});
