import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createSignedInUser } from "./support/auth";
import { trackHydration, waitForHydration } from "./support/hydration";

const samples = [
  ["Enneagram Results Report", "Enneagram Report", "Enneagram_Results_Report.pdf"],
  ["Therapist Summary Report", "Therapist Summary", "Therapist_Summary_Report.pdf"],
  ["Root Cause Analysis Report", "Root Cause Analysis", "Root_Cause_Analysis_Report.pdf"],
  ["Depression Catharsis Report", "Catharsis Report", "Depression_Catharsis_Report.pdf"],
] as const;

test.beforeEach(async ({ page }) => {
  await trackHydration(page);
});

test("signed out, /sample-reports asks the visitor to sign in or go home, and shows no samples", async ({ page }) => {
  await page.goto("/sample-reports");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample Reports");
  await expect(page.getByRole("heading", { name: "Create an account or sign in to view the samples" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In or Create Account" })).toHaveAttribute("href", "/auth?redirect=%2Fsample-reports");
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: /Download Sample/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View Pricing & Get Started" })).toHaveAttribute("href", "/pricing");
  await expectNoAxeViolations(page, { label: "/sample-reports signed out" });

  await page.getByRole("link", { name: "Sign In or Create Account" }).click();
  await expect(page).toHaveURL("/auth?redirect=%2Fsample-reports");
});

test("signed out, a sample's address leads to sign-in instead of the file", async ({ request }) => {
  const response = await request.get("/sample-reports/Enneagram_Results_Report.pdf", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/auth?redirect=%2Fsample-reports");
  expect(response.headers()["content-type"] ?? "").not.toContain("pdf");
});

test("signed in, the four samples show their first page, label and description, and download as real PDFs", async ({ page }) => {
  await createSignedInUser(page);
  await page.goto("/sample-reports");
  await waitForHydration(page);

  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);
  for (const [index, [title, typeLabel]] of samples.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(card.getByText(typeLabel, { exact: true })).toBeVisible();
    const image = card.getByRole("img", { name: `First page of the sample ${title}, written for a fictional client` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    // The picture sits in a 3:4 frame.
    const frame = await image.locator("..").boundingBox();
    expect(frame && Math.abs(frame.width / frame.height - 3 / 4)).toBeLessThan(0.01);
  }
  await expectNoAxeViolations(page, { label: "/sample-reports signed in" });

  const [, , fileName] = samples[0];
  const downloading = page.waitForEvent("download");
  await cards.first().getByRole("link", { name: /Download Sample/ }).click();
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
