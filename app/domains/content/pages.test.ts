import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { documentTitle, findSitePage, sitePages } from "./pages";

describe("site pages", () => {
  it("gives the home page its own title and the others the store name", () => {
    expect(documentTitle(findSitePage("/")!)).toBe("Clarity You Can Act On");
    expect(documentTitle(findSitePage("/pricing")!)).toBe("Pricing | Catharsis");
  });

  it("finds a page with or without a trailing slash", () => {
    expect(findSitePage("/faq/")?.path).toBe("/faq");
  });

  it("covers every route of the spec, and every page has a route", () => {
    const routed = new Set(
      routes.flatMap((route) => (route.index ? ["/"] : route.path ? [`/${route.path}`] : [])),
    );
    for (const sitePage of sitePages) expect(routed, sitePage.path).toContain(sitePage.path);
    const specRoutes = [
      "/", "/services", "/services/catharsis", "/services/root-cause", "/services/enneagram",
      "/services/therapist-summary", "/enneagram", "/forms/enneagram", "/how-it-works", "/pricing",
      "/sample-reports", "/reports", "/about", "/contact", "/cart", "/checkout", "/checkout/success",
      "/checkout/cancel", "/auth", "/privacy", "/terms", "/accessibility", "/testimonials", "/faq",
      "/help", "/marriage-report-form", "/death-grief-form", "/depression-form",
      "/mental-health-wellbeing-form",
    ];
    // Pages the spec implies but does not list: password reset, the client's space, newsletter and reminder links,
    // the built-in Enneagram questionnaire, and the back office.
    const storePages = [
      "/auth/forgot-password", "/auth/reset-password", "/auth/two-factor", "/account", "/newsletter/confirm", "/newsletter/unsubscribe", "/reminders/opt-out",
      "/forms/enneagram/questionnaire", "/admin", "/admin/submissions", "/admin/reports", "/admin/orders", "/admin/clients", "/admin/messages", "/admin/site", "/admin/two-factor",
    ];
    expect(sitePages.map((sitePage) => sitePage.path).sort()).toEqual([...specRoutes, ...storePages].sort());
  });

  it("keeps carts, payments, sign-in and questionnaires out of search indexes", () => {
    const hidden = sitePages.filter((sitePage) => !sitePage.indexable).map((sitePage) => sitePage.path);
    expect(hidden).toEqual(expect.arrayContaining(["/cart", "/checkout", "/auth", "/marriage-report-form"]));
  });
});
