import { expect, test, type Page } from "@playwright/test";
import { queueTestEmail, waitForMailboxRow } from "./support/mailbox";
import { uniqueAddress } from "./support/site";

// WCAG 1.4.10 Reflow: at 320 CSS pixels (1280 px zoomed to 400%) nothing may need horizontal scrolling.
test.use({ viewport: { width: 320, height: 640 } });

/** The page's overflow, with the elements that stick out past the viewport to explain a failure. */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const offenders = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((element) => {
        const id = element.id ? `#${element.id}` : "";
        const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
        return `${element.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(element.getBoundingClientRect().right)}px)`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders };
  });
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth, offenders } = await horizontalOverflow(page);
  expect(scrollWidth, `${page.url()} scrolls sideways; widest elements: ${offenders.join(", ")}`).toBeLessThanOrEqual(clientWidth + 1);
}

test("the home page reflows at 320 px", async ({ page }) => {
  await page.goto("/");
  await expectNoHorizontalScroll(page);
});

test("the dev mailbox with a message reflows at 320 px", async ({ page }) => {
  const to = uniqueAddress("reflow");
  expect((await queueTestEmail(page.request, to)).status()).toBe(200);
  await waitForMailboxRow(page, to);
  await expectNoHorizontalScroll(page);
});
