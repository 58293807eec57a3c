import { expect, test, type Browser, type Page } from "@playwright/test";
import { createSignedInUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";

// The only spec that changes the site's figures: it puts the demo values back when it ends.
test.describe.configure({ timeout: 90_000 });

const demo = { clientsServed: "500", averageRating: "4.9" };

/** `path` as a signed-out visitor sees it, in a fresh context: no cookie, so through the public page cache. */
async function asVisitor(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

const clientFigures = (page: Page) => page.getByRole("main").getByRole("region", { name: "You are not alone" });

/** Clicks and waits for the action's answer: the save is stored before a visitor looks. */
async function submit(page: Page, button: ReturnType<Page["getByRole"]>) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/site"));
  await button.click();
  await answered;
}

async function saveFigures(page: Page, figures: { clientsServed?: string; averageRating?: string }) {
  const form = page.getByRole("region", { name: "Client figures on the home page" });
  if (figures.clientsServed !== undefined) await form.getByLabel("Clients served").fill(figures.clientsServed);
  if (figures.averageRating !== undefined) await form.getByLabel("Average rating").fill(figures.averageRating);
  await submit(page, form.getByRole("button", { name: "Save figures" }));
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth + 1);
}

test("an admin edits the home page's figures and testimonials, and a signed-out visitor sees each change at once", async ({ page, browser }) => {
  const storyName = `Test S${Math.random().toString(36).slice(2, 6)}.`;
  await asVisitor(browser, "/", async (visitor) => {
    for (const value of ["500+", "4.9/5", "87%"]) await expect(clientFigures(visitor).getByText(value, { exact: true })).toBeVisible();
    await expect(clientFigures(visitor)).toContainText("of clients say their report saved them 1-2 therapy sessions");
  });

  await trackHydration(page);
  await createSignedInUser(page, { role: "admin" });
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Site content" }).click();
  await expect(page).toHaveURL("/admin/site");
  await expect(page).toHaveTitle("Site claims and testimonials | Catharsis");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Site content" })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);
  await expectNoAxeViolations(page, { label: "/admin/site" });

  try {
    // A rating out of range is refused beside its box, with what was typed kept.
    await saveFigures(page, { averageRating: "6.2" });
    const rating = page.getByLabel("Average rating");
    await expect(rating).toHaveValue("6.2");
    await expect(rating).toHaveAttribute("aria-invalid", "true");
    await expect(rating).toHaveAccessibleDescription(/Enter a rating from 1\.0 to 5\.0/);
    await expectNoAxeViolations(page, { label: "/admin/site with a refused figure" });

    await saveFigures(page, { clientsServed: "640", averageRating: "4.9" });
    await expect(page.getByText("Figures saved").first()).toBeVisible();
    await asVisitor(browser, "/", async (visitor) => {
      await expect(clientFigures(visitor).getByText("640+", { exact: true })).toBeVisible();
    });

    // An emptied figure leaves the home page entirely, label and all.
    await saveFigures(page, { averageRating: "" });
    await expect(page.getByText("Figures saved").first()).toBeVisible();
    await asVisitor(browser, "/", async (visitor) => {
      await expect(clientFigures(visitor).getByText("640+", { exact: true })).toBeVisible();
      await expect(clientFigures(visitor)).not.toContainText("4.9/5");
      await expect(clientFigures(visitor)).not.toContainText("average rating");
    });

    // An order id that is no paid order is refused; without one the story is illustrative.
    const add = page.getByRole("region", { name: "Add a testimonial" });
    await add.getByLabel("Testimonial").fill("The questions let me say what I had kept to myself for years.");
    await add.getByLabel("Name as shown").fill(storyName);
    await add.getByLabel("Order id (optional)").fill("ord_not_a_real_order");
    await submit(page, add.getByRole("button", { name: "Add testimonial" }));
    await expect(add.getByLabel("Order id (optional)")).toHaveAccessibleDescription(/No paid order has this id/);
    await expect(add.getByLabel("Name as shown")).toHaveValue(storyName);
    await add.getByLabel("Order id (optional)").fill("");
    await submit(page, add.getByRole("button", { name: "Add testimonial" }));
    await expect(page.getByText("Testimonial added")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: storyName })).toContainText("illustrative: no badge");

    await asVisitor(browser, "/testimonials", async (visitor) => {
      const story = visitor.getByRole("main").getByRole("figure").filter({ hasText: storyName });
      await expect(story).toBeVisible();
      await expect(story).not.toContainText("Verified Customer");
    });

    await page.setViewportSize({ width: 640, height: 900 });
    await expectNoHorizontalScroll(page);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin/site");
    await saveFigures(page, demo);
    await expect(page.getByText("Figures saved").first()).toBeVisible();
    const remove = page.getByRole("button", { name: `Remove ${storyName}` });
    if ((await remove.count()) > 0) {
      await submit(page, remove);
      await expect(page.getByText("Testimonial removed")).toBeVisible();
    }
  }
  await asVisitor(browser, "/", async (visitor) => {
    await expect(clientFigures(visitor).getByText("4.9/5", { exact: true })).toBeVisible();
  });
});
