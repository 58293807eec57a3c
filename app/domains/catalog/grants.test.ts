import { describe, expect, it } from "vitest";
import { grantsFor } from "./grants";
import { products } from "./products";

describe("grantsFor", () => {
  it("opens the category's form for a Catharsis survey and owes its report", () => {
    expect(grantsFor("catharsis", "death")).toEqual([{ formType: "death-grief", reportsOwed: ["catharsis"] }]);
    expect(grantsFor("therapist-summary", "wellbeing")).toEqual([
      { formType: "mental-health-wellbeing", reportsOwed: ["therapist-summary"] },
    ]);
  });

  it("opens both forms for Catharsis + Enneagram, and only the Enneagram form for the Enneagram Report", () => {
    expect(grantsFor("catharsis-enneagram", "marriage")).toEqual([
      { formType: "marriage", reportsOwed: ["catharsis"] },
      { formType: "enneagram", reportsOwed: ["enneagram"] },
    ]);
    expect(grantsFor("enneagram-report", null)).toEqual([{ formType: "enneagram", reportsOwed: ["enneagram"] }]);
  });

  it("owes all three reports on one form for the Complete Bundle", () => {
    expect(grantsFor("complete-bundle", "depression")).toEqual([
      { formType: "depression", reportsOwed: ["catharsis", "root-cause", "therapist-summary"] },
    ]);
  });

  it("knows every catalogue product, and refuses unknown products and ill-fitting categories", () => {
    for (const product of products) {
      expect(grantsFor(product.id, product.needsCategory ? "death" : null).length).toBeGreaterThan(0);
    }
    expect(() => grantsFor("free-report", "death")).toThrow();
    expect(() => grantsFor("catharsis", null)).toThrow();
    expect(() => grantsFor("enneagram-report", "death")).toThrow();
  });
});
