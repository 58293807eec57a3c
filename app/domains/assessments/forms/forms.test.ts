// Every place a questionnaire must be entered, checked for every form: the recipe
// "A questionnaire" in docs/architecture.md lists these files, and a form missing
// from any of them fails here (or, for the tables keyed by form, does not compile).
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { categoryDescriptions } from "~/domains/catalog/category-details";
import { grantsFor } from "~/domains/catalog/grants";
import { getProduct, products } from "~/domains/catalog/products";
import { findSitePage } from "~/domains/content/pages";
import { themeCatalog } from "~/domains/reports/template/theme-catalog";
import { categories, categoryLabel, isCategoryId } from "~/shared/categories";
import { formCategories, formPaths, formTopicLabels, formTypes, writtenFormTypes } from "~/shared/form-types";
import { allBankVersions, answersFitCurrentBank, findQuestionBank, getQuestionBank, versionsCarriedForward } from "../banks/all-banks";
import { formTypeForPath } from "../form-details";
import { questionIds } from "../question-bank";
import { formDefinitions } from "./all-forms";

const routeFor = (path: string) => routes.find((entry) => `/${entry.path}` === path);

describe.each(formTypes)("the %s questionnaire", (formType) => {
  const form = formDefinitions[formType];

  it("has a path, a topic label and a definition filed under its own type", () => {
    expect(formPaths[formType]).toMatch(/^\/[a-z0-9/-]+$/);
    expect(formTopicLabels[formType].trim()).not.toBe("");
    expect(form).toMatchObject({ formType, path: formPaths[formType] });
    expect(formTypeForPath(formPaths[formType])).toBe(formType);
    for (const words of [form.name, form.description, form.sentSentence]) expect(words.trim()).not.toBe("");
  });

  it("has a route and a page entry (title and description, signed-in only)", () => {
    expect(routeFor(form.path)).toBeDefined();
    expect(findSitePage(form.path)).toMatchObject({ heading: form.name, audience: "signed-in" });
  });

  it("is opened by the product its purchase button sells, owing only reports its answers can owe", () => {
    const product = getProduct(form.purchase.productId);
    expect(product?.needsCategory).toBe(form.purchase.category !== null);
    const category = formCategories[formType];
    expect(grantsFor(form.purchase.productId, category).map((grant) => grant.formType)).toContain(formType);
    expect(form.reportsOwed.length).toBeGreaterThan(0);
    for (const each of products) {
      const grants = grantsFor(each.id, each.needsCategory ? (category ?? categories[0].id) : null);
      for (const grant of grants.filter((granted) => granted.formType === formType)) {
        expect(form.reportsOwed).toEqual(expect.arrayContaining(grant.reportsOwed));
      }
    }
  });
});

describe.each(writtenFormTypes)("the written %s questionnaire", (formType) => {
  const bank = getQuestionBank(formType);
  const path = formPaths[formType];

  it("has today's bank, versioned and named as the form, and the shared written-form page under its own route id", () => {
    expect(bank).toMatchObject({ formType, formName: formDefinitions[formType].name });
    expect(bank.version).toMatch(new RegExp(`^${formType}-v\\d+$`));
    expect(questionIds(bank).length).toBeGreaterThan(0);
    expect(routeFor(path)).toMatchObject({ id: `assessment:${path.slice(1)}`, file: "routes/assessments/assessment-form.tsx" });
  });

  it("keeps each earlier version findable, and carries forward only versions with today's ids and scales", () => {
    const versions = allBankVersions(formType).map((each) => each.version);
    expect(new Set(versions).size).toBe(versions.length);
    for (const each of allBankVersions(formType)) {
      expect(each.formType).toBe(formType);
    }
    for (const version of versionsCarriedForward(formType)) {
      const earlier = findQuestionBank(formType, version);
      expect(earlier, version).not.toBeNull();
      expect(questionIds(earlier!)).toEqual(questionIds(bank));
      expect(earlier!.scales).toEqual(bank.scales);
      expect(answersFitCurrentBank(formType, version)).toBe(true);
    }
  });

  it("is bought for a category of its own, described on the survey choice cards", () => {
    const category = formCategories[formType];
    expect(isCategoryId(category)).toBe(true);
    expect(categoryLabel(category!).trim()).not.toBe("");
    expect(categoryDescriptions[category!].trim()).not.toBe("");
    expect(grantsFor("catharsis", category)).toEqual([{ formType, reportsOwed: ["catharsis"] }]);
  });

  it("has the themes its template reports are written from", () => {
    expect(themeCatalog[formType].length).toBeGreaterThan(0);
  });
});

describe("the list of questionnaires", () => {
  it("gives every form its own path and every category one written form", () => {
    expect(new Set(Object.values(formPaths)).size).toBe(formTypes.length);
    expect(writtenFormTypes.map((formType) => formCategories[formType]).sort()).toEqual(categories.map((category) => category.id).sort());
  });

  it("routes the written forms, and only them, to the shared written-form page", () => {
    const shared = routes.filter((entry) => entry.file === "routes/assessments/assessment-form.tsx").map((entry) => `/${entry.path}`);
    expect(shared).toEqual(writtenFormTypes.map((formType) => formPaths[formType]));
  });
});
