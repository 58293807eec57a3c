import { expect, test, type Page } from "@playwright/test";
import { PRIMARY_ACTIONS } from "../../app/components/ui/keep-clear";
import { trackHydration, waitForHydration } from "./support/hydration";
import { cartLine, expectToastCoversNothing, seedCart } from "./support/cart";

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const chatButton = (page: Page) => page.getByRole("button", { name: "Open support chat" });
const PAGES = ["/", "/pricing", "/services", "/faq", "/contact", "/auth", "/sample-reports", "/cart"];

type Box = { x: number; y: number; width: number; height: number };

/**
 * The chat button covers no primary action (and no toast does) at any scroll. The button rests in
 * the bottom-right corner and moves only when a primary action comes near that spot, so it can
 * cover something only while some action in its column passes its resting place: the page is
 * checked at every scroll position in those stretches, 24 px apart (half the old whole-page step),
 * plus the top and the bottom, with every primary action on screen measured against the chat
 * button's box and any toast's at each stop. A primary action fixed or sticky on screen (a bar
 * along the bottom) is in the corner at any scroll, so a page with one is checked all the way down.
 */
async function expectNothingCovered(page: Page, path: string) {
  const failures = await page.evaluate(
    async ({ selector }) => {
      const STEP = 24;
      const SIZE = 56;
      const EDGE = 16;
      const MARGIN = 24;
      const root = document.documentElement;
      const frames = async (count: number) => {
        for (let frame = 0; frame < count; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      };
      const chat = () => document.querySelector<HTMLElement>("button[aria-label='Open support chat']");
      const own = (element: Element) => {
        const button = chat();
        return element === button || Boolean(button?.parentElement?.contains(element));
      };
      const actions = () => [...document.querySelectorAll(selector)].filter((element) => !own(element));
      const scrollTo = async (top: number) => {
        window.scrollTo(0, top);
        // The scroll lands, then the button's placement follows it.
        await frames(3);
      };
      // Lazy content settles before anything is measured: down to the bottom and back.
      await scrollTo(root.scrollHeight);
      await scrollTo(0);
      const height = window.innerHeight;
      const width = root.clientWidth;
      const maxScroll = Math.max(0, root.scrollHeight - height);
      const documentBoxes = (top: number) =>
        actions().map((element) => {
          const r = element.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top + top, bottom: r.bottom + top, shown: r.width > 0 && r.height > 0 };
        });
      const atTop = documentBoxes(0);
      await scrollTo(maxScroll);
      const atBottom = documentBoxes(maxScroll);
      const column = { left: width - EDGE - SIZE - MARGIN, right: width - EDGE + MARGIN };
      const stops = new Set<number>([0, maxScroll]);
      const stretch = (from: number, to: number) => {
        const start = Math.max(0, Math.floor(from));
        const end = Math.min(maxScroll, Math.ceil(to));
        for (let top = start; top < end; top += STEP) stops.add(top);
        if (end >= start) stops.add(end);
      };
      const moved = (a: (typeof atTop)[number], b: (typeof atTop)[number]) =>
        a.shown !== b.shown || Math.abs(a.top - b.top) > 1 || Math.abs(a.left - b.left) > 1;
      for (const [index, action] of atTop.entries()) {
        const later = atBottom[index];
        if (!action.shown && !later?.shown) continue;
        if (atTop.length !== atBottom.length || !later || moved(action, later)) {
          // Moves with the screen (fixed or sticky), or the page changed under the measure: every stop.
          stretch(0, maxScroll);
        } else if (action.right > column.left && action.left < column.right) {
          // The scroll positions at which the action's box reaches the button's resting place, with a margin.
          stretch(action.top - (height - EDGE) - MARGIN, action.bottom - (height - EDGE - SIZE) + MARGIN);
        }
      }

      const found: string[] = [];
      const box = (element: Element) => {
        const r = element.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, text: (element.textContent ?? "").trim().slice(0, 40) };
      };
      // Whether two boxes share any area.
      const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (const top of [...stops].sort((a, b) => a - b)) {
        await scrollTo(top);
        const shown = actions()
          .map(box)
          .filter((action) => action.width > 0 && action.height > 0);
        const button = chat();
        const covers = [
          ...(button && !button.hidden ? [{ what: "the chat button", box: box(button) }] : []),
          ...[...document.querySelectorAll("[data-sonner-toast]")].map((toast) => ({ what: "a toast", box: box(toast) })),
        ];
        for (const cover of covers) {
          const covered = shown.filter((action) => overlaps(cover.box, action));
          if (covered.length > 0) found.push(`scrolled to ${top}px: ${cover.what} covers ${covered.map((action) => `"${action.text}"`).join(", ")}`);
        }
      }
      return { found, stops: stops.size, maxScroll };
    },
    { selector: PRIMARY_ACTIONS },
  );
  test.info().annotations.push({ type: "scan", description: `${path}: ${failures.stops} scroll stops over ${failures.maxScroll} px` });
  expect(failures.found, `${path}: something covers a primary action`).toEqual([]);
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

    test("a toast covers neither the button that caused it nor any other action or field, low or high on the screen", async ({ page }) => {
      await trackHydration(page);
      await page.goto("/pricing");
      await waitForHydration(page);
      const add = card(page, "Enneagram Report").getByRole("button", { name: /Add to Cart/ });
      for (const where of ["end", "center", "start"] as const) {
        await add.evaluate((element, block) => element.scrollIntoView({ block }), where);
        await add.click();
        await expectToastCoversNothing(page, "Added Enneagram Report to cart!");
        const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Added Enneagram Report to cart!" }).last();
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
