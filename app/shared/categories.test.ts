import { describe, expect, it } from "vitest";
import { categories, categoryLabel, isCategoryId, productLabel } from "./categories";

describe("the purchase categories", () => {
  it("are the four survey topics, with their labels", () => {
    expect(categories.map(({ id }) => [id, categoryLabel(id)])).toEqual([
      ["death", "Death & Grief"],
      ["depression", "Depression"],
      ["marriage", "Marriage"],
      ["wellbeing", "Overall Mental Wellbeing"],
    ]);
    expect(isCategoryId("marriage")).toBe(true);
    for (const other of ["Marriage", "grief", "", null, undefined, 3]) expect(isCategoryId(other), String(other)).toBe(false);
  });
});

describe("productLabel", () => {
  it("names the category in brackets after the product", () => {
    expect(productLabel("Catharsis Survey & Report", "marriage")).toBe("Catharsis Survey & Report (Marriage)");
    expect(productLabel("Catharsis Survey & Report", "death")).toBe("Catharsis Survey & Report (Death & Grief)");
  });

  it("is the product's name alone without a known category", () => {
    expect(productLabel("Enneagram Report", null)).toBe("Enneagram Report");
    expect(productLabel("Enneagram Report", undefined)).toBe("Enneagram Report");
    expect(productLabel("Enneagram Report", "not-a-category")).toBe("Enneagram Report");
  });
});
