import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";
import { linkIn, NEWSLETTER_CONFIRMATION_SUBJECT, waitForMail } from "./support/messaging";
import { uniqueAddress } from "./support/site";

const THANKS = "Thanks for subscribing! Please check your email to confirm.";
const INVALID = "Please enter a valid email address";

const footer = (page: Page) => page.getByRole("contentinfo");
const emailField = (page: Page) => footer(page).getByRole("textbox", { name: "Gentle updates, now and then" });

async function subscribe(page: Page, address: string) {
  await emailField(page).fill(address);
  await footer(page).getByRole("button", { name: "Subscribe" }).click();
}

/** The confirmation e-mail's two links, made relative to the server under test. */
async function confirmationLinks(page: Page, address: string) {
  const mail = await waitForMail(page, address, NEWSLETTER_CONFIRMATION_SUBJECT);
  const relative = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  expect(mail.text).toContain("Unsubscribe");
  await page.goto(`${mail.path}/html`);
  await expectNoAxeViolations(page, { label: "the newsletter confirmation e-mail" });
  return {
    confirm: relative(linkIn(mail.html, "/newsletter/confirm?token=")),
    unsubscribe: relative(linkIn(mail.html, "/newsletter/unsubscribe?token=")),
  };
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await trackHydration(page);
    await page.goto("/");
    await waitForHydration(page);
  });

  test("subscribe, confirm from the e-mail, then unsubscribe from its link", async ({ page }) => {
    const address = uniqueAddress("newsletter");
    await subscribe(page, address);
    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(emailField(page)).toHaveValue("");

    const links = await confirmationLinks(page, address);
    await page.goto(links.confirm);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter Subscription");
    await expectNoAxeViolations(page, { label: "the confirmation page" });
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you. Your subscription is confirmed.");
    // The link stays good for a second click.
    await page.goto(links.confirm);
    await expect(page.getByRole("status")).toContainText("Your subscription is confirmed.");

    await page.goto(links.unsubscribe);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
    // Opening the link alone changes nothing: a mail scanner cannot unsubscribe anyone.
    await expect(page.getByText(/Stop newsletter e-mails to n\*\*\*@example\.com\?/)).toBeVisible();
    await expectNoAxeViolations(page, { label: "the unsubscribe page" });
    await page.reload();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toContainText("You have been unsubscribed.");

    // The old confirmation link cannot resubscribe the address.
    await page.goto(links.confirm);
    await expect(page.getByText("This confirmation link has expired or is no longer valid.")).toBeVisible();
  });

  test("subscribing twice, or with a confirmed address, gives the same answer", async ({ page }) => {
    const address = uniqueAddress("twice");
    await subscribe(page, address);
    await expect(page.getByText(THANKS)).toBeVisible();
    const links = await confirmationLinks(page, address);
    await page.goto(links.confirm);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("status")).toContainText("Your subscription is confirmed.");

    await page.goto("/about");
    await waitForHydration(page);
    await subscribe(page, address);
    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(footer(page).getByText(INVALID)).toBeHidden();

    // The same holds for the plain form post: confirmed and new addresses get the very same redirect.
    const post = (email: string) =>
      page.request.post("/newsletter", { form: { email, returnTo: "/faq" }, maxRedirects: 0 });
    const known = await post(address);
    const fresh = await post(uniqueAddress("fresh"));
    expect(known.status()).toBe(303);
    expect(fresh.status()).toBe(303);
    expect(known.headers().location).toBe("/faq?newsletter=thanks#newsletter");
    expect(fresh.headers().location).toBe(known.headers().location);
  });

  test("an invalid address gets the spec's message", async ({ page }) => {
    await subscribe(page, "not-an-address");
    await expect(page.getByText(INVALID).first()).toBeVisible();
    await expect(footer(page).getByText(INVALID)).toBeVisible();
    await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(emailField(page)).toHaveValue("not-an-address");
    await expectNoAxeViolations(page, { label: "/ with the newsletter error" });
  });

  test("a mail app's one-click unsubscribe (RFC 8058) works without a browser", async ({ page }) => {
    const address = uniqueAddress("one-click");
    await subscribe(page, address);
    await expect(page.getByText(THANKS)).toBeVisible();
    const links = await confirmationLinks(page, address);
    const oneClick = await page.request.post(links.unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    await page.goto(links.unsubscribe);
    await expect(page.getByRole("status")).toContainText("You have been unsubscribed.");
  });

  test("a tampered unsubscribe link is refused", async ({ page }) => {
    await page.goto("/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form returns to the page and says the same as the toast", async ({ page }) => {
    await page.goto("/about");
    await subscribe(page, uniqueAddress("no-js"));
    await expect(page).toHaveURL(/\/about\?newsletter=thanks#newsletter$/);
    await expect(footer(page).getByRole("status")).toHaveText(THANKS);

    await subscribe(page, "still not an address");
    await expect(page).toHaveURL(/\/about\?newsletter=invalid#newsletter$/);
    await expect(footer(page).getByText(INVALID)).toBeVisible();
    await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");
  });
});
