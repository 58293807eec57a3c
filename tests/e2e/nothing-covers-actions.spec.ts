import { expect, test, type Page } from "@playwright/test";
import { PRIMARY_ACTIONS } from "../../app/features/chat/chat-button-placement";
import { trackHydration, waitForHydration } from "./support/hydration";
import { cartLine, seedCart } from "./support/cart";

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const chatButton = (page: Page) => page.getByRole("button", { name: "Open support chat" });
const PAGES = ["/", "/pricing", "/services", "/faq", "/contact", "/auth", "/sample-reports", "/cart"];

const STEP = 48;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page 48 px at a time; at each stop, the chat button (when shown) covers no primary action. */
async function expectNothingCovered(page: Page, path: string) {
  const { scrollHeight, viewport } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, viewport: window.innerHeight }));
  // Steps shorter than the button, so every action passes the corner it sits in.
  for (let y = 0; y <= scrollHeight - viewport + STEP; y += STEP) {
    const found = await page.evaluate(
      async ({ top, selector }) => {
        window.scrollTo(0, top);
        // Two frames: the scroll lands, then the button's placement follows it.
        for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        const button = document.querySelector<HTMLElement>("button[aria-label='Open support chat']");
        if (!button || button.hidden) return { button: null, actions: [] };
        const box = (element: Element) => {
          const r = element.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, text: (element.textContent ?? "").trim().slice(0, 40) };
        };
        const actions = [...document.querySelectorAll(selector)].filter((element) => element !== button && !button.parentElement?.contains(element)).map(box);
        return { button: box(button), actions: actions.filter((a) => a.width > 0 && a.height > 0) };
      },
      { top: y, selector: PRIMARY_ACTIONS },
    );
    if (!found.button) continue;
    const covered = found.actions.filter((action) => overlap(found.button!, action));
    expect(covered, `${path} scrolled to ${y}px: the chat button covers ${covered.map((a) => `"${a.text}"`).join(", ")}`).toEqual([]);
  }
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the chat button covers no primary action on any page, at any scroll", async ({ page }) => {
      test.setTimeout(240_000);
      await seedCart(page, [cartLine("line-1", "catharsis", "death"), cartLine("line-2", "enneagram-report", null, 1, { serviceType: "enneagram-report", price: 1999 })]);
      await trackHydration(page);
      for (const path of PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(chatButton(page)).toBeAttached();
        await expectNothingCovered(page, path);
      }
    });

    test("a toast never covers the button that caused it, low or high on the screen", async ({ page }) => {
      await trackHydration(page);
      await page.goto("/pricing");
      await waitForHydration(page);
      const add = card(page, "Enneagram Report").getByRole("button", { name: /Add to Cart/ });
      for (const where of ["end", "start"] as const) {
        await add.evaluate((element, block) => element.scrollIntoView({ block }), where);
        const pressed = await add.boundingBox();
        await add.click();
        const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added Enneagram Report to cart!" }).last();
        await expect(toast).toBeVisible();
        // Sonner slides the toast in: measure where it comes to rest.
        await page.waitForTimeout(600);
        const shown = await toast.boundingBox();
        expect(overlap(pressed!, shown!), `a toast over the button pressed at the ${where} of the screen`).toBe(false);
        await toast.getByRole("button", { name: "Close toast" }).click();
        await expect(toast).toBeHidden();
      }
    });
  });
}

test("a primary action or bar in the chat button's corner lifts the button above it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await trackHydration(page);
  await page.goto("/faq");
  await waitForHydration(page);
  await expect(chatButton(page)).toBeVisible();
  // A bar along the bottom with the store's primary button in it, as a checkout step would have.
  await page.evaluate(() => {
    const bar = document.createElement("div");
    bar.setAttribute("data-bottom-bar", "");
    bar.style.cssText = "position:fixed;left:0;right:0;bottom:0;height:72px;background:#fff";
    const pay = document.createElement("button");
    pay.className = "bg-accent-strong";
    pay.textContent = "Pay now";
    pay.style.cssText = "position:fixed;right:12px;bottom:12px;width:160px;height:48px";
    document.body.append(bar, pay);
  });
  await expect(async () => {
    const chat = await chatButton(page).boundingBox();
    expect(chat!.y + chat!.height).toBeLessThanOrEqual(844 - 72);
  }).toPass({ timeout: 5_000 });
});

test("on a phone the chat button steps aside while a text field has focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await trackHydration(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(chatButton(page)).toBeVisible();
  await page.getByRole("textbox", { name: /Name/ }).focus();
  await expect(chatButton(page)).toBeHidden();
  await page.getByRole("textbox", { name: /Name/ }).blur();
  await expect(chatButton(page)).toBeVisible();
});
