import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-log";

describe("the request log's path", () => {
  it("keeps the route of a clinician's share link but never its token", () => {
    expect(loggedPath("/shared/Zq3xV9_-kLmN0pQrStUvWxYz0123456789abcdEFGH")).toBe("/shared/[token]");
    expect(loggedPath("/shared/Zq3xV9_-kLmN0pQrStUvWxYz0123456789abcdEFGH/pdf")).toBe("/shared/[token]/pdf");
    expect(loggedPath("/account/reports/abc:catharsis/pdf")).toBe("/account/reports/abc:catharsis/pdf");
    expect(loggedPath("/sample-reports")).toBe("/sample-reports");
  });

  it("masks the token however the path spells the route: any case, doubled slashes, encoded letters (issue 31)", () => {
    const token = "Zq3xV9_-kLmN0pQrStUvWxYz0123456789abcdEFGH";
    for (const path of [`/SHARED/${token}`, `/Shared/${token}`, `//shared/${token}`, `//SHARED//${token}`, `/%73hared/${token}`, `/shared/${token}%2Fx`]) {
      expect(loggedPath(path), path).not.toContain(token);
      expect(loggedPath(path), path).toMatch(/^\/shared\/\[token\]/);
    }
    expect(loggedPath(`/SHARED/${token}/pdf`)).toBe("/shared/[token]/pdf");
    expect(loggedPath("/sharedx/abc")).toBe("/sharedx/abc");
    expect(loggedPath("/%E0%A4%A")).toBe("/%E0%A4%A");
  });
});
