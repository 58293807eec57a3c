import type { Locator, Page } from "@playwright/test";
import { formatPrice } from "../../app/domains/catalog/format-price";
import { getProduct } from "../../app/domains/catalog/products";
import { documentTitle, findSitePage } from "../../app/domains/content/pages";
import { expectNoAxeViolations } from "./support/axe";
import { trackHydration, waitForHydration } from "./support/hydration";
import { expect, test } from "./support/shared-page";

// The informational pages: what a visitor reads on each, and the behaviour of
// the home page's Learn More dialogs, the FAQ accordion and the Help Center.

const price = (productId: string) => formatPrice(getProduct(productId)?.priceCents ?? -1);
const main = (page: Page) => page.getByRole("main");

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const sitePage = findSitePage(path);
  if (!sitePage) throw new Error(`${path} is not a registered page`);
  await expect(page).toHaveTitle(documentTitle(sitePage));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
}

/** The default contact details of the test server (see app/config/env.server.ts). */
const contact = {
  support: "support@example.com",
  privacy: "privacy@example.com",
  accessibility: "accessibility@example.com",
};

async function expectCrisisSupport(scope: Locator) {
  const box = scope.getByRole("complementary", { name: /Crisis Support|If you need help right now/ });
  await expect(box).toContainText("988");
  await expect(box).toContainText("text HOME to 741741");
  await expect(box.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
}

test.describe("the home page", () => {
  test("offers the survey, a look inside, the four services, figures, stories and a closing call", async ({ sharedPage: page }) => {
    await open(page, "/");
    const content = main(page);
    await expect(content.getByRole("link", { name: `Catharsis Survey from ${price("catharsis")}` })).toHaveAttribute("href", "/pricing");
    await expect(content.getByRole("link", { name: "Catharsis Survey from $14.99" })).toBeVisible();
    await expect(content.getByRole("link", { name: "Look Inside" })).toHaveAttribute("href", "/sample-reports");

    const services = [
      ["Catharsis Reports", "/services/catharsis", price("catharsis")],
      ["Root Cause Analysis", "/services/root-cause", price("catharsis-root-cause")],
      ["Enneagram Report", "/services/enneagram", price("enneagram-report")],
      ["Therapist Summary", "/services/therapist-summary", price("therapist-summary")],
    ] as const;
    const quickLinks = content.getByRole("navigation", { name: "Our services" }).getByRole("link");
    await expect(quickLinks).toHaveText(services.map(([title]) => title));
    expect(await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      services.map(([, href]) => href),
    );

    for (const [title, href, cost] of services) {
      const card = content.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card).toContainText(`From ${cost}`);
      await expect(card.getByRole("link", { name: `Get Started with ${title}` })).toHaveAttribute("href", href);
      await expect(card.getByRole("button", { name: `Learn More about ${title}` })).toBeVisible();
    }

    const figures = content.getByRole("region", { name: "You are not alone" });
    // The client figures are the admin's to edit: admin-site-content.spec.ts checks them.
    for (const figure of ["40-50%", "7%", "60%", "24 hrs"]) {
      await expect(figures.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(figures).toContainText("of marriages in the US end in divorce");
    await expect(figures).toContainText("of older adults live with major depression");
    await expect(figures).toContainText("not a measured result of our reports");
    await expect(figures).not.toContainText("published research");
    await expect(figures).toContainText("The statistics are general industry figures: they describe people in general, not results of our reports.");
    await expect(figures).not.toContainText("we were given");

    const stories = content.getByRole("region", { name: "Stories like yours" });
    await expect(stories.getByRole("figure")).toHaveCount(3);
    await expect(stories.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
    await expect(stories.getByRole("link", { name: "Read more success stories" })).toHaveAttribute("href", "/testimonials");

    const closing = content.getByRole("region", { name: "Take the first step today" });
    await expect(closing.getByRole("link", { name: "See Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(content).toContainText("not for emergencies");
  });

  test.describe("a Learn More dialog", () => {
    test.beforeEach(async ({ page }) => {
      await trackHydration(page);
      await page.goto("/");
      await waitForHydration(page);
    });

    const trigger = (page: Page) => page.getByRole("button", { name: "Learn More about Root Cause Analysis" });
    const dialog = (page: Page) => page.getByRole("dialog", { name: "Root Cause Analysis" });

    async function openDialog(page: Page) {
      await trigger(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText("six-step method");
      await expect(dialog(page)).toContainText("90-day plan");
    }

    test("opens with the longer story and a way to start, and closes with its button", async ({ page }) => {
      await openDialog(page);
      await expect(dialog(page).getByRole("link", { name: "Get Started with Root Cause Analysis" })).toHaveAttribute(
        "href",
        "/services/root-cause",
      );
      await expectNoAxeViolations(page, { label: "/ with a Learn More dialog open" });

      await dialog(page).getByRole("button", { name: "Close", exact: true }).last().click();
      await expect(dialog(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
    });

    test("closes with the corner button and with Escape, returning focus each time", async ({ page }) => {
      await openDialog(page);
      // Focus starts inside the dialog, on its first control.
      await expect(dialog(page).getByRole("button", { name: "Close" }).first()).toBeFocused();
      await dialog(page).getByRole("button", { name: "Close" }).first().click();
      await expect(dialog(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();

      await trigger(page).press("Enter");
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
    });

    test("closes with a click outside it, and not with a click inside", async ({ page }) => {
      await openDialog(page);
      await dialog(page).getByRole("heading", { name: "What you receive" }).click();
      await expect(dialog(page)).toBeVisible();

      await page.mouse.click(4, 4);
      await expect(dialog(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Learn More dialog still opens and closes", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Enneagram Report" });
    await page.getByRole("button", { name: "Learn More about Enneagram Report" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("nine personality types");
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });
});

test("/services shows the offerings, key features, five steps, situations and a call to action", async ({ sharedPage: page }) => {
  await open(page, "/services");
  const content = main(page);
  await expect(content.getByRole("region", { name: "Four ways we can help" }).getByRole("article")).toHaveCount(4);
  await expect(content.getByRole("region", { name: "What every report gives you" }).getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(content.getByRole("region", { name: "Our five-step process" }).getByRole("heading", { level: 3 })).toHaveText([
    "Choose Your Service",
    "Complete Your Survey",
    "AI Processing",
    "Receive Your Report",
    "Begin Your Transformation",
  ]);
  const situations = content.getByRole("region", { name: "Is this for you?" });
  await expect(situations.getByRole("heading", { level: 3 })).toContainText(["After a loss", "When a long marriage is strained", "When low mood lingers"]);
  await expect(situations.getByRole("link", { name: "Start with the Marriage survey" })).toHaveAttribute("href", "/services/catharsis");
  await expectCrisisSupport(content);
  await expect(content.getByRole("region", { name: "Ready when you are" }).getByRole("link", { name: "See Pricing" })).toHaveAttribute("href", "/pricing");
});

test("/services/root-cause describes the six steps and the 90-day plan, and leads to pricing", async ({ sharedPage: page }) => {
  await open(page, "/services/root-cause");
  const content = main(page);
  await expect(content).toContainText("needs a completed Catharsis survey first");
  await expect(content.getByRole("region", { name: "Our six-step method" }).getByRole("listitem")).toHaveCount(6);
  await expect(content).toContainText("An 8-10 page personal report");
  await expect(content).toContainText("90-day plan");
  await expect(content).toContainText(price("catharsis-root-cause"));
  // Root Cause Analysis is not sold alone, so the page claims no saving against a made-up price.
  await expect(content).toContainText(`Root Cause Analysis comes with a Catharsis survey and report: both for ${price("catharsis-root-cause")}.`);
  await expect(content).not.toContainText(/list price|you save|bought separately/);
  for (const link of await content.getByRole("link", { name: /Pricing/ }).all()) {
    await expect(link).toHaveAttribute("href", "/pricing");
  }
  await expect(content.getByRole("link", { name: /Pricing/ })).toHaveCount(2);
  await expectCrisisSupport(content);
});

test("/services/therapist-summary describes the summary and the clinician brief, and leads to pricing", async ({ sharedPage: page }) => {
  await open(page, "/services/therapist-summary");
  const content = main(page);
  await expect(content).toContainText("needs a completed Catharsis survey first");
  await expect(content.getByRole("heading", { name: "A 4-6 page summary" })).toBeVisible();
  await expect(content.getByRole("heading", { name: "A one-page clinician brief" })).toBeVisible();
  await expect(content).toContainText(price("therapist-summary"));
  await expect(content).toContainText(price("catharsis-therapist"));
  await expect(content.getByRole("link", { name: /Pricing/ })).toHaveCount(2);
  for (const link of await content.getByRole("link", { name: /Pricing/ }).all()) {
    await expect(link).toHaveAttribute("href", "/pricing");
  }
});

test("/how-it-works gives four timed steps, the benefits and catalogue prices", async ({ sharedPage: page }) => {
  await open(page, "/how-it-works");
  const content = main(page);
  const steps = content.getByRole("region", { name: "Four steps to your report" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText("2-3 minutes");
  await expect(steps.nth(1)).toContainText("45-90 minutes");
  await expect(steps.nth(1)).toContainText("You can stop and come back: your answers are saved.");
  await expect(steps.nth(2)).toContainText("AI Analysis and Professional Review");
  await expect(steps.nth(2)).toContainText("1-24 hours");
  await expect(steps.nth(3)).toContainText("Receive Your Report");
  await expect(steps.nth(3)).toContainText("e-mail");
  await expect(content.getByRole("region", { name: "Why people choose Catharsis" }).getByRole("listitem")).not.toHaveCount(0);

  const cards = content.getByRole("region", { name: "Choose your report" });
  const expected = [
    ["Catharsis Reports", "/services/catharsis", price("catharsis")],
    ["Root Cause Analysis", "/services/root-cause", price("catharsis-root-cause")],
    ["Enneagram Report", "/services/enneagram", price("enneagram-report")],
    ["Therapist Summary", "/services/therapist-summary", price("therapist-summary")],
  ] as const;
  for (const [title, href, cost] of expected) {
    const card = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await expect(card).toContainText(cost);
    await expect(card.getByRole("link", { name: `Explore ${title}` })).toHaveAttribute("href", href);
  }
  await expect(content.getByRole("link", { name: "Compare all our services" })).toHaveAttribute("href", "/services");
});

test("/about tells the story, mission, approach and core belief", async ({ sharedPage: page }) => {
  await open(page, "/about");
  const content = main(page);
  await expect(content.getByRole("heading", { level: 2 })).toContainText(["Our story", "Our mission", "Our approach", "Our core belief"]);
  await expect(content).toContainText("not a diagnosis");
  await expectCrisisSupport(content);
});

test("/testimonials features the demo's verified customer, three illustrative five-star stories and links onward", async ({ sharedPage: page }) => {
  await open(page, "/testimonials");
  const content = main(page);
  await expect(content).toContainText("Stories without a “Verified Customer” mark are illustrative, based on the kinds of situations our clients bring.");
  await expect(content).not.toContainText("Real words from clients");
  // The local seed links the featured demo story to a paid demo order (ADR 44).
  const featured = content.getByRole("region", { name: "Featured story" });
  await expect(featured).toContainText("Verified Customer");
  await expect(featured.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(featured.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();

  // The first three; admin-site-content.spec.ts may add one after them for a moment.
  const stories = content.getByRole("region", { name: "More stories" }).getByRole("figure");
  expect(await stories.count()).toBeGreaterThanOrEqual(3);
  for (const story of (await stories.all()).slice(0, 3)) {
    await expect(story.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(story).toContainText(/, age \d+/);
    await expect(story.getByRole("blockquote")).not.toBeEmpty();
    await expect(story).not.toContainText("Verified Customer");
  }
  await expect(stories.nth(0)).toContainText("Catharsis Report: Marriage");
  await expect(content.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
  await expect(content.getByRole("link", { name: "Get Support" })).toHaveAttribute("href", "/contact");
});

test("/faq answers what the spec lists, in four categories of three questions", async ({ page }) => {
  await trackHydration(page);
  await open(page, "/faq");
  const content = main(page);
  const categories = ["Getting Started", "Services & Reports", "Privacy & Security", "Billing & Support"];
  await expect(content.getByRole("heading", { level: 2 }).filter({ hasNotText: /Still have a question|Crisis Support/ })).toHaveText(categories);
  // Closed answers are not in the page, so each question is opened in turn.
  let answers = "";
  for (const category of categories) {
    const questions = content.getByRole("region", { name: category }).getByRole("button");
    await expect(questions).toHaveCount(3);
    for (const question of await questions.all()) {
      await question.click();
      const panel = content.getByRole("region", { name: (await question.textContent()) ?? "" });
      await expect(panel).toBeVisible();
      answers += ` ${await panel.textContent()}`;
    }
  }
  for (const statement of [
    "within 24 hours of completing your questionnaire",
    "Guest checkout is available",
    "encrypted in transit and at rest",
    `access, update or delete your data at any time by writing to ${contact.privacy}`,
    "never sell your data or share it for marketing",
    "only what is essential with the providers who help us run the service, such as our payment processor",
    "30-day satisfaction guarantee",
    "full refund",
    "typically reply within 24 hours on business days",
    "not a diagnosis",
    "text HOME to 741741",
  ]) {
    expect(answers, statement).toContain(statement);
  }
  await expect(content.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
});

test.describe("the FAQ accordion", () => {
  test.beforeEach(async ({ page }) => {
    await trackHydration(page);
    await page.goto("/faq");
    await waitForHydration(page);
  });

  test("opens one answer at a time, and the open one closes again", async ({ page }) => {
    const section = page.getByRole("region", { name: "Privacy & Security" });
    const protect = section.getByRole("button", { name: "How do you protect my information?" });
    const yourData = section.getByRole("button", { name: "Can I see, change or delete my data?" });

    await expect(protect).toHaveAttribute("aria-expanded", "false");
    await protect.click();
    await expect(protect).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByText("encrypted in transit and at rest")).toBeVisible();

    await yourData.click();
    await expect(yourData).toHaveAttribute("aria-expanded", "true");
    await expect(protect).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByText("encrypted in transit and at rest")).toBeHidden();
    await expect(section.getByRole("link", { name: contact.privacy })).toHaveAttribute("href", `mailto:${contact.privacy}`);
    await expectNoAxeViolations(page, { label: "/faq with an answer open" });

    await yourData.click();
    await expect(yourData).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByRole("link", { name: contact.privacy })).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    const section = page.getByRole("region", { name: "Billing & Support" });
    const payment = section.getByRole("button", { name: "How do I pay?" });
    const guarantee = section.getByRole("button", { name: "What if I am not satisfied?" });

    await payment.focus();
    await page.keyboard.press("Enter");
    await expect(payment).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByText("major credit or debit card")).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(guarantee).toBeFocused();
    await page.keyboard.press("Space");
    await expect(guarantee).toHaveAttribute("aria-expanded", "true");
    await expect(payment).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByText("30-day satisfaction guarantee")).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(guarantee).toHaveAttribute("aria-expanded", "false");
  });
});

test("/help offers three ways to get help, four topic lists and crisis support", async ({ sharedPage: page }) => {
  await open(page, "/help");
  const content = main(page);
  const support = content.getByRole("region", { name: "Ways to get support" });
  await expect(support.getByRole("heading", { level: 3 })).toHaveText(["Email Support", "Contact Form", "FAQ"]);
  await expect(support).toContainText(contact.support);
  await expect(support.getByText("Response within 24 hours")).toHaveCount(2);
  await expect(support.getByText("Instant answers")).toBeVisible();
  await expect(support.getByRole("link", { name: "Get Help by e-mail" })).toHaveAttribute("href", `mailto:${contact.support}`);
  await expect(support.getByRole("link", { name: "Get Help with the contact form" })).toHaveAttribute("href", "/contact");
  await expect(support.getByRole("link", { name: "Get Help in the FAQ" })).toHaveAttribute("href", "/faq");

  const topics = content.getByRole("region", { name: "Help topics" });
  await expect(topics.getByRole("heading", { level: 3 })).toHaveText(["Getting Started", "Account & Billing", "Privacy & Security", "Using Your Reports"]);
  await expect(topics.getByRole("link")).toHaveCount(0);

  const crisis = content.getByRole("complementary", { name: "Crisis Support" });
  await expect(crisis).toContainText("emergency room");
  await expect(crisis).toContainText("988");
  await expect(crisis).toContainText("text HOME to 741741");
  await expect(crisis.getByRole("link", { name: "741741" })).toHaveAttribute("href", "sms:741741?body=HOME");
});

test("the Help Center's Get Help buttons open the contact form and the FAQ", async ({ page }) => {
  await trackHydration(page);
  await page.goto("/help");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Get Help with the contact form" }).click();
  await expect(page).toHaveURL("/contact");
  await page.goBack();
  await page.getByRole("link", { name: "Get Help in the FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
});

test("/privacy says what is collected, who processes it, how it is protected and how to get or delete it", async ({ sharedPage: page }) => {
  await open(page, "/privacy");
  const content = main(page);
  await expect(content.getByRole("navigation", { name: "On this page" }).getByRole("link")).not.toHaveCount(0);
  for (const statement of [
    "Stripe",
    "we never see or store your card number",
    "only as a secure hash",
    "AES-256-GCM",
    "encrypted connection (TLS)",
    "E-mail delivery provider",
    "Hosting and database provider",
    "(double opt-in)",
    "How long we keep it",
  ]) {
    await expect(content).toContainText(statement);
  }
  await expect(content.getByRole("link", { name: contact.privacy }).first()).toHaveAttribute("href", `mailto:${contact.privacy}`);
  await expect(content.getByRole("link", { name: "your account page" })).toHaveAttribute("href", "/account");
  await expect(content.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
});

test("/terms has the four sections of the spec", async ({ sharedPage: page }) => {
  await open(page, "/terms");
  const content = main(page);
  await expect(content.getByRole("heading", { level: 2 })).toHaveText([
    "Acceptance of Terms",
    "Service Description",
    "User Responsibilities",
    "Limitation of Liability",
  ]);
  await expect(content).toContainText("accurate and truthful information");
  await expect(content).toContainText("not use the service for anything unlawful");
  await expect(content).toContainText("impair the service");
  await expect(content).toContainText('provided "as is"');
  await expect(content).toContainText("consult qualified professionals");
  await expect(content).toContainText("not for crisis situations");
});

test("/accessibility states the commitment, the features, the WCAG 2.1 AA target and where to write", async ({ sharedPage: page }) => {
  await open(page, "/accessibility");
  const content = main(page);
  await expect(content.getByRole("region", { name: "Accessibility features" }).getByRole("heading", { level: 3 })).toHaveText([
    "Keyboard navigation",
    "Screen reader compatibility",
    "High contrast mode",
    "Resizable text",
    "Alt text",
    "Descriptive links",
  ]);
  await expect(content.getByRole("heading", { name: "Our standard: WCAG 2.1 Level AA" })).toBeVisible();
  await expect(content.getByRole("link", { name: contact.accessibility })).toHaveAttribute("href", `mailto:${contact.accessibility}`);
});

test.describe("at 320 px wide", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const paths = ["/", "/services", "/services/root-cause", "/services/therapist-summary", "/how-it-works", "/about", "/testimonials", "/faq", "/help", "/privacy", "/terms", "/accessibility"];
  // A page of its own: the worker's shared page keeps the project's desktop viewport.
  test("every content page reflows without sideways scrolling", async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth + 1);
    }
  });

  test("a Learn More dialog fits the screen", async ({ page }) => {
    await trackHydration(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Learn More about Catharsis Reports" }).click();
    const box = await page.getByRole("dialog", { name: "Catharsis Reports" }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  });
});
