import { describe, expect, it } from "vitest";
import { safeRedirectPath, staffReturnPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeRedirectPath("/marriage-report-form")).toBe("/marriage-report-form");
    expect(safeRedirectPath("/account?tab=orders#reports")).toBe("/account?tab=orders#reports");
  });

  it("refuses other sites, schemes and tricks", () => {
    for (const value of [
      "https://evil.example.net/",
      "//evil.example.net",
      "/\\evil.example.net",
      "\\\\evil.example.net",
      "javascript:alert(1)",
      "evil.example.net",
      "/\tevil",
      "",
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it("refuses paths that normalise to another site", () => {
    for (const value of [
      "/.//evil.example.net",
      "/..//evil.example.net",
      "/%2e%2e//evil.example.net",
      "/%2E//evil.example.net/path?x=1",
      "/a/..//evil.example.net",
      "/./\\evil.example.net",
      "/ok\\..",
    ]) {
      expect(safeRedirectPath(value), value).toBeNull();
    }
  });

  it("does not send a signed-in visitor back to the sign-in pages", () => {
    expect(safeRedirectPath("/auth")).toBeNull();
    expect(safeRedirectPath("/auth/reset-password?token=x")).toBeNull();
  });
});

describe("staffReturnPath", () => {
  it("keeps back-office pages, with their query", () => {
    expect(staffReturnPath("/admin")).toBe("/admin");
    expect(staffReturnPath("/admin/submissions/sub_1?tab=answers")).toBe("/admin/submissions/sub_1?tab=answers");
  });

  it("refuses anything outside /admin, other sites and paths that normalise out of it", () => {
    for (const value of ["/account", "/administrator", "/admins/x", "//evil.example.net/admin", "https://evil.example.net/admin", "/admin/../account", "/.//evil.example.net/admin", null]) {
      expect(staffReturnPath(value), String(value)).toBeNull();
    }
  });
});
