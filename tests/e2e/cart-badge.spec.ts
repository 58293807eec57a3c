import { expect, test, type Page } from "@playwright/test";
import { CART_KEY, cartLine } from "./support/cart";
import { isSameDocument, markDocument, trackHydration, waitForHydration } from "./support/hydration";

const ONE_ITEM = JSON.stringify([cartLine("a", "catharsis", "death", 1)]);
const THREE_ITEMS = JSON.stringify([cartLine("a", "catharsis", "death", 2), cartLine("b", "enneagram-report", null, 1)]);

const badge = (page: Page) => page.getByTestId("cart-badge");
const cartLink = (page: Page, name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });

/** Changes the cart in this tab the way the store does: write storage, then announce it. */
async function setCartInThisTab(page: Page, value: string | null) {
  await page.evaluate(
    ([key, next]) => {
      if (next === null) localStorage.removeItem(key);
      else localStorage.setItem(key, next);
      window.dispatchEvent(new Event("catharsis:cart-changed"));
    },
    [CART_KEY, value] as const,
  );
}

test.beforeEach(async ({ context }) => {
  await trackHydration(context);
});

test("the badge shows the stored total after a reload", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_KEY, THREE_ITEMS] as const);
  await page.reload();

  await expect(badge(page)).toHaveText("3");
  await expect(cartLink(page, "Cart, 3 items")).toHaveAttribute("href", "/cart");
});

test("same-tab changes update the badge without a reload, and an empty cart hides it", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(badge(page)).toHaveCount(0);
  await expect(cartLink(page, "Cart")).toBeVisible();
  await markDocument(page);

  await setCartInThisTab(page, ONE_ITEM);
  await expect(badge(page)).toHaveText("1");
  await expect(cartLink(page, "Cart, 1 item")).toBeVisible();

  await setCartInThisTab(page, THREE_ITEMS);
  await expect(badge(page)).toHaveText("3");

  await setCartInThisTab(page, null);
  await expect(badge(page)).toHaveCount(0);
  await expect(cartLink(page, "Cart")).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test("a change in another tab updates the badge through the storage event", async ({ context }) => {
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.goto("/");
  await tabB.goto("/pricing");
  await waitForHydration(tabB);
  await markDocument(tabB);
  // Tab B is listening: its own announced change shows at once.
  await setCartInThisTab(tabB, ONE_ITEM);
  await expect(badge(tabB)).toHaveText("1");

  // Tab A writes without any event of its own; only the browser's storage event reaches tab B.
  await tabA.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_KEY, THREE_ITEMS] as const);
  await expect(badge(tabB)).toHaveText("3");
  await expect(cartLink(tabB, "Cart, 3 items")).toBeVisible();
  expect(await isSameDocument(tabB)).toBe(true);
});

test("unreadable cart data shows no badge and the store keeps working", async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await page.goto("/");
  await page.evaluate((key) => localStorage.setItem(key, "not json"), CART_KEY);

  const reported = page.waitForEvent("console", {
    predicate: (message) => message.type() === "warning" && message.text().includes("Ignoring unreadable cart"),
  });
  await page.reload();
  await reported;
  await waitForHydration(page);
  await expect(badge(page)).toHaveCount(0);
  await expect(cartLink(page, "Cart")).toBeVisible();

  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
  expect(pageErrors).toEqual([]);
});
