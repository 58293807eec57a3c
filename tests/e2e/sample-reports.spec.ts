import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createSignedInUser } from "./support/auth";
import { trackHydration, waitForHydration } from "./support/hydration";

const samples = [
  ["Enneagram Results Report", "Enneagram Report", "Enneagram_Results_Report.pdf"],
  ["Therapist Summary Report", "Therapist Summary", "Therapist_Summary_Report.pdf"],
  ["Root Cause Analysis Report", "Root Cause Analysis", "Root_Cause_Analysis_Report.pdf"],
  ["Depression Catharsis Report", "Catharsis Report", "Depression_Catharsis_Report.pdf"],
  ["Grief Catharsis Report", "Catharsis Report", "Grief_Catharsis_Report.pdf"],
] as const;

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

/** The cover and first two pages of one sample, as the signed-out page shows them. */
const previewNames = (title: string) => [`${title} sample, page 1 (cover)`, `${title} sample, page 2`, `${title} sample, page 3`];

/** Waits for a picture to arrive (lazy ones once scrolled to) and returns the width it decoded to. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

test("signed out, /sample-reports shows each sample's cover and first two pages, and asks the visitor to sign in to download", async ({ page }) => {
  await page.goto("/sample-reports");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample Reports");
  await expect(page.getByRole("heading", { name: "Create an account or sign in to view the samples" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In or Create Account" })).toHaveAttribute("href", "/auth?redirect=%2Fsample-reports");
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: /Download Sample/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View Pricing & Get Started" })).toHaveAttribute("href", "/pricing");

  for (const [title, typeLabel] of samples) {
    const sample = page.getByRole("region", { name: title });
    await expect(sample.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(sample.getByText(typeLabel, { exact: true })).toBeVisible();
    await expect(sample.getByRole("img")).toHaveCount(3);
    for (const [index, name] of previewNames(title).entries()) {
      const image = sample.getByRole("img", { name, exact: true });
      // Sized before it arrives, so nothing below it moves; only the first cover loads before it is scrolled to.
      await expect(image).toHaveAttribute("width", "640");
      await expect(image).toHaveAttribute("height", "828");
      await expect(image).toHaveAttribute("loading", title === samples[0][0] && index === 0 ? "eager" : "lazy");
      expect(await loadedWidth(image), name).toBe(640);
    }
  }
  await expectNoAxeViolations(page, { label: "/sample-reports signed out" });

  await page.getByRole("link", { name: "Sign In or Create Account" }).click();
  await expect(page).toHaveURL("/auth?redirect=%2Fsample-reports");
});

test("signed out, the page pictures are WebP files kept until the sample changes, and nothing else is served beside them", async ({ page, request }) => {
  await page.goto("/sample-reports");
  const cover = page.getByRole("img", { name: previewNames(samples[0][0])[0], exact: true });
  const source = (await cover.getAttribute("src"))!;
  expect(source).toMatch(/^\/sample-reports\/enneagram\/page-1\.webp\?v=[0-9a-f]+$/);
  const picture = await request.get(source);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/webp");
  expect(picture.headers()["x-content-type-options"]).toBe("nosniff");
  expect(picture.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await picture.body()).subarray(8, 12).toString("latin1")).toBe("WEBP");

  for (const path of ["/sample-reports/enneagram/page-4.webp", "/sample-reports/enneagram/page-1.png", "/sample-reports/not-a-sample/page-1.webp", "/sample-reports/enneagram/Enneagram_Results_Report.pdf"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"] ?? "", path).not.toMatch(/image|pdf/);
  }
});

test("signed out, the pictures fit at 390 px wide and at 200% zoom without sideways scrolling", async ({ page }) => {
  // 640 CSS pixels is a 1280 px window zoomed to 200%.
  for (const width of [390, 640]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/sample-reports");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    const last = page.getByRole("img", { name: previewNames(samples[3][0])[2], exact: true });
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    // Drawn at the page's own proportions, not squeezed.
    expect(Math.abs(box.height / box.width - 828 / 640), `${width} px`).toBeLessThan(0.02);
  }
});

test("signed out, the page comes from the public page cache; signed in, the visitor gets their own page with the downloads", async ({ page }) => {
  await page.goto("/sample-reports");
  const second = await page.goto("/sample-reports");
  expect(second?.headers()["x-cache"]).toBe("hit");
  await expect(page.getByRole("img", { name: / sample, page 1 \(cover\)$/ })).toHaveCount(samples.length);

  await createSignedInUser(page);
  const signedIn = await page.goto("/sample-reports");
  expect(signedIn?.headers()["x-cache"]).toBeUndefined();
  expect(signedIn?.headers()["cache-control"]).toContain("private");
  await expect(page.getByRole("link", { name: /Download Sample/ })).toHaveCount(samples.length);
  await expect(page.getByRole("heading", { name: "Create an account or sign in to view the samples" })).toHaveCount(0);
});

test("signed out, a sample's address leads to sign-in instead of the file", async ({ request }) => {
  const response = await request.get("/sample-reports/Enneagram_Results_Report.pdf", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/auth?redirect=%2Fsample-reports");
  expect(response.headers()["content-type"] ?? "").not.toContain("pdf");
});

test("signed in, the five samples show the same pages as pictures, with their label and description, and download as real PDFs", async ({ page }) => {
  await createSignedInUser(page);
  await page.goto("/sample-reports");
  await waitForHydration(page);

  await expect(page.getByRole("link", { name: /Download Sample/ })).toHaveCount(samples.length);
  for (const [title, typeLabel] of samples) {
    const sample = page.getByRole("region", { name: title });
    await expect(sample.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(sample.getByText(typeLabel, { exact: true })).toBeVisible();
    await expect(sample.getByRole("img")).toHaveCount(3);
    for (const name of previewNames(title)) expect(await loadedWidth(sample.getByRole("img", { name, exact: true })), name).toBe(640);
  }
  await expectNoAxeViolations(page, { label: "/sample-reports signed in" });

  const [firstTitle, , fileName] = samples[0];
  const downloading = page.waitForEvent("download");
  await page.getByRole("region", { name: firstTitle }).getByRole("link", { name: /Download Sample/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(10_000);

  for (const [, , name] of samples.slice(1)) {
    const response = await page.request.get(`/sample-reports/${name}`);
    expect(response.status(), name).toBe(200);
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${name}"`);
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

test("signed in, unknown or crafted file names are not found", async ({ page }) => {
  await createSignedInUser(page);
  for (const name of ["Not_A_Sample.pdf", "..%2F..%2Fpackage.json", "enneagram_results_report.pdf", "%2e%2e%2fserver.js"]) {
    const response = await page.request.get(`/sample-reports/${name}`, { maxRedirects: 0 });
    expect(response.status(), name).toBe(404);
  }
});

test("Back returns to the previous page, and the call to action leads to pricing", async ({ page }) => {
  await createSignedInUser(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: "Look Inside" }).click();
  await expect(page).toHaveURL("/sample-reports");
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/sample-reports");
  await page.getByRole("link", { name: "View Pricing & Get Started" }).click();
  await expect(page).toHaveURL("/pricing");
});
