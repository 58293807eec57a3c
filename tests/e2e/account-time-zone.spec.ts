import { expect, test } from "@playwright/test";
import { fictionalAnswers } from "../support/fictional-answers";
import { buyForm, openCopyId, submitForm } from "./support/assessment-fixtures";
import { createSignedInUser } from "./support/auth";

// A client in New York: times on her own pages are in her clock, named, never in UTC (issue 34).
test.use({ timezoneId: "America/New_York" });

test("a client's report due time and sending time are in her own time zone", async ({ page }) => {
  const client = await createSignedInUser(page);
  await buyForm(page.request, client, "depression");
  const entitlementId = await openCopyId(page, "depression");
  await submitForm(page, { formType: "depression", entitlementId, email: client.email, responses: fictionalAnswers("depression").responses });

  await page.goto("/account");
  // The server writes her zone once her browser has told it (the provider's before); hydrated, the page shows hers.
  const due = page.getByText(/^Due by /).first().locator("time");
  await expect(due).toHaveText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M E[SD]T$/);
  const expected = await due.evaluate((element) =>
    new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "America/New_York", timeZoneName: "short" }).format(
      new Date(element.getAttribute("datetime") ?? ""),
    ),
  );
  await expect(due).toHaveText(expected);
});

test.describe("a client in Chicago", () => {
  // Not the provider's zone (New York until set), so the server can only have written Central time from her browser's cookie.
  test.use({ timezoneId: "America/Chicago" });

  test("her report's due time is written in her zone by the server, once her browser has said it", async ({ page }) => {
    const client = await createSignedInUser(page);
    await buyForm(page.request, client, "depression");
    const entitlementId = await openCopyId(page, "depression");
    await submitForm(page, { formType: "depression", entitlementId, email: client.email, responses: fictionalAnswers("depression").responses });

    const mismatches: string[] = [];
    page.on("console", (message) => {
      // A production build names a mismatch only by its number (React errors 418, 419, 423 and 425).
      if (/hydrat|error #4(?:18|19|23|25)\b/i.test(message.text())) mismatches.push(message.text());
    });
    await page.goto("/account");
    const due = page.getByText(/^Due by /).first().locator("time");
    await expect(due).toHaveText(/ C[SD]T$/);
    // The browser now keeps the zone in its cookie; the page as the server sends it is already in Central time,
    // so hydration has nothing to change and a reader without JavaScript sees the same.
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "tz")?.value).toBe("America%2FChicago");
    const html = await (await page.request.get("/account")).text();
    const served = [...html.matchAll(/Due by (?:<!-- -->)?<time datetime="[^"]+">([^<]+)<\/time>/gi)].map((match) => match[1]);
    expect(served.length).toBeGreaterThan(0);
    for (const time of served) expect(time).toMatch(/ C[SD]T$/);
    // Hydration starts from the zone the server wrote, on the first visit (the provider's) and after (hers): never a mismatch.
    await page.reload();
    await expect(due).toHaveText(/ C[SD]T$/);
    expect(mismatches).toEqual([]);
  });
});
