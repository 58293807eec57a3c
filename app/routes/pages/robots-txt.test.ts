import { describe, expect, it } from "vitest";
import { loader } from "./robots-txt";

describe("robots.txt", () => {
  it("keeps the cart, checkout and account out of indexes and names the sitemap", async () => {
    const lines = (await loader().text()).split("\n");
    for (const path of ["/cart", "/checkout", "/account"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.some((line) => line.startsWith("Sitemap: ") && line.endsWith("/sitemap.xml"))).toBe(true);
  });

  it("does not advertise the back office", async () => {
    expect(await loader().text()).not.toContain("/admin");
  });
});
