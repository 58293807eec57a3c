import { expect, test } from "@playwright/test";

test("an unknown address answers 404, says so, logs the path and links home", async ({ page }) => {
  const logged = page.waitForEvent("console", {
    // The app's own report, not the browser's "Failed to load resource" line for the 404 response.
    predicate: (message) =>
      message.type() === "error" && message.text().includes("/no-such-page") && !message.text().startsWith("Failed to load"),
    timeout: 10_000,
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Catharsis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await logged;

  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clarity You Can Act On");
});
