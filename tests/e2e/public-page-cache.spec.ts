import { expect, test, type Page } from "@playwright/test";
import { createSignedInUser, signOut } from "./support/auth";
import { trackHydration, waitForHydration } from "./support/hydration";

/** Records every Content-Security-Policy violation the page reports. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("a signed-out visitor's public page comes from the cache, and still runs every script under its policy", async ({ page }) => {
  const violations = await watchPolicy(page);
  await trackHydration(page);
  await page.goto("/about");
  const second = await page.goto("/about");
  expect(second?.headers()["x-cache"]).toBe("hit");
  expect(second?.headers()["cache-control"]).toContain("public");
  expect(second?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  await waitForHydration(page);
  // The page is alive: the chat opens.
  await page.getByRole("button", { name: "Open support chat" }).click();
  await expect(page.getByText("Hello! I'm here to help with any questions about our therapy services.")).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a signed-in visitor's page and a page carrying a toast are never served from the cache", async ({ browser }) => {
  // Without JavaScript, signing out is a real form post whose redirect loads / as a document with the toast's cookie.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  // Warm the cache for both pages first, as any visitor would.
  await page.goto("/about");
  await page.goto("/");
  const user = await createSignedInUser(page);
  const signedIn = await page.goto("/about");
  expect(signedIn?.headers()["x-cache"]).toBeUndefined();
  expect(signedIn?.headers()["cache-control"]).toBe("private, no-cache");
  await expect(page.getByTestId("signed-in-email").first()).toHaveText(user.email);

  const landed = page.waitForResponse((response) => new URL(response.url()).pathname === "/" && response.request().resourceType() === "document");
  await signOut(page);
  const home = await landed;
  expect((await home.request().allHeaders())["cookie"] ?? "").toContain("catharsis_toast=");
  expect(home.headers()["x-cache"]).toBeUndefined();
  expect(home.headers()["cache-control"]).toBe("private, no-cache");
  await context.close();
});
