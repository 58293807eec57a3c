import { describe, expect, it } from "vitest";
import { currentPageForReturn, newsletterReturnUrl } from "./newsletter-outcome";

describe("newsletter return address", () => {
  it("goes back to the page with the outcome and the form's anchor", () => {
    expect(newsletterReturnUrl("/pricing", "thanks")).toBe("/pricing?newsletter=thanks#newsletter");
    expect(newsletterReturnUrl("/faq?topic=billing&newsletter=invalid", "thanks")).toBe("/faq?topic=billing&newsletter=thanks#newsletter");
  });

  it("never leaves the site", () => {
    for (const foreign of ["https://evil.example.com/", "//evil.example.com", "/\\evil.example.com", "javascript:alert(1)", "", undefined, 42, "/a\r\nSet-Cookie: x=1", "/.//evil.example.com", "/a/..//evil.example.com", "/\t/evil.example.com"]) {
      const url = newsletterReturnUrl(foreign, "invalid");
      expect(url, String(foreign)).toBe("/?newsletter=invalid#newsletter");
    }
  });

  it("drops an old outcome from the page address", () => {
    expect(currentPageForReturn("/about", "?newsletter=thanks")).toBe("/about");
    expect(currentPageForReturn("/faq", "?topic=billing&newsletter=busy")).toBe("/faq?topic=billing");
  });
});
