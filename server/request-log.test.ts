import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-log";

describe("the request log's path", () => {
  it("keeps the route of a clinician's share link but never its token", () => {
    expect(loggedPath("/shared/Zq3xV9_-kLmN0pQrStUvWxYz0123456789abcdEFGH")).toBe("/shared/[token]");
    expect(loggedPath("/shared/Zq3xV9_-kLmN0pQrStUvWxYz0123456789abcdEFGH/pdf")).toBe("/shared/[token]/pdf");
    expect(loggedPath("/account/reports/abc:catharsis/pdf")).toBe("/account/reports/abc:catharsis/pdf");
    expect(loggedPath("/sample-reports")).toBe("/sample-reports");
  });
});
