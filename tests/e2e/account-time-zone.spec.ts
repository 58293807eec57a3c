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
  // The server writes UTC; once hydrated the page shows her zone (the expectation waits for it).
  const due = page.getByText(/^Due by /).first().locator("time");
  await expect(due).toHaveText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M E[SD]T$/);
  const expected = await due.evaluate((element) =>
    new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "America/New_York", timeZoneName: "short" }).format(
      new Date(element.getAttribute("datetime") ?? ""),
    ),
  );
  await expect(due).toHaveText(expected);
});
