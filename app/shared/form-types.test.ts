import { describe, expect, it } from "vitest";
import { formCategories, formPaths, formTopicLabels, formTypes, isWrittenFormType, startPath, writtenFormTypes } from "./form-types";

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

describe("the forms' vocabulary", () => {
  it("keeps every path, label and category as the store has always shown them", () => {
    expect(formPaths).toEqual({
      marriage: "/marriage-report-form",
      "death-grief": "/death-grief-form",
      depression: "/depression-form",
      "mental-health-wellbeing": "/mental-health-wellbeing-form",
      enneagram: "/forms/enneagram",
    });
    expect(formTopicLabels).toEqual({
      marriage: "Marriage",
      "death-grief": "Death & Grief",
      depression: "Depression",
      "mental-health-wellbeing": "Mental Health & Wellbeing",
      enneagram: "Enneagram",
    });
    expect(formCategories).toEqual({ marriage: "marriage", "death-grief": "death", depression: "depression", "mental-health-wellbeing": "wellbeing", enneagram: null });
  });

  it("lists the written forms in the store's order, and only forms it knows", () => {
    expect(writtenFormTypes).toEqual(["marriage", "death-grief", "depression", "mental-health-wellbeing"]);
    expect(formTypes.filter(isWrittenFormType)).toEqual(writtenFormTypes);
    expect(isWrittenFormType("enneagram")).toBe(false);
    expect(isWrittenFormType("toString")).toBe(false);
  });
});
