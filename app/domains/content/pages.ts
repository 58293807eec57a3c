/**
 * Every page of the store with its title and meta description. Routes read
 * their `meta` from here, the sitemap lists the indexable ones, and the
 * end-to-end tests visit them all.
 */
export type SitePage = {
  path: string;
  /** The visible heading. */
  heading: string;
  /** The document title; the store name is appended except on the home page. */
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /**
   * Who may see the page itself: everyone; signed-in people (others go to
   * /auth); someone halfway through signing in (the code after the password;
   * others go to /auth); or staff only (signed out: /auth and back, ADR 64; clients get the not-found page).
   */
  audience: "everyone" | "signed-in" | "signing-in" | "admin";
};

const page = (
  path: string,
  heading: string,
  description: string,
  options: { title?: string; indexable?: boolean; audience?: SitePage["audience"] } = {},
): SitePage => ({
  path,
  heading,
  title: options.title ?? heading,
  description,
  indexable: options.indexable ?? true,
  audience: options.audience ?? "everyone",
});

const signedIn = { indexable: false, audience: "signed-in" } as const;

export const sitePages: readonly SitePage[] = [
  page(
    "/",
    "Clarity You Can Act On",
    "Personal self-reflection reports on grief, depression, marriage and wellbeing, written from your own answers and delivered by e-mail within 24 hours.",
  ),
  page("/services", "Our Services", "Catharsis reports, Root Cause Analysis, Enneagram reports and Therapist Summaries: find the support that fits where you are."),
  page("/services/catharsis", "Catharsis Reports", "A guided survey on grief, depression, marriage or overall wellbeing, turned into a personal report with a 72-hour action plan."),
  page("/services/root-cause", "Root Cause Analysis", "A six-step look at what drives the patterns in your life, with an 8-10 page report and a 90-day plan."),
  page("/services/enneagram", "Enneagram Report", "Discover your Enneagram type, what motivates you and what you fear, in a personal report."),
  page("/services/therapist-summary", "Therapist Summary", "A 4-6 page summary and one-page clinician brief to share with your therapist or doctor."),
  page("/enneagram", "The Enneagram", "The nine Enneagram types, how the assessment works and what you will discover about yourself."),
  page("/how-it-works", "How It Works", "Choose an assessment, answer at your own pace, and receive your personal report by e-mail within 24 hours."),
  page("/pricing", "Pricing", "Simple, one-time prices for every Catharsis report and bundle. No subscription."),
  page("/sample-reports", "Sample Reports", "Look inside real sample reports before you choose."),
  page("/reports", "Assessment Reports", "Open the questionnaires you have purchased, or choose a new one."),
  page("/about", "About Catharsis", "Why we built Catharsis, what we believe, and how we approach your story with care."),
  page("/contact", "Contact Us", "Write to us, call us, or send a message. We reply within 24 hours on business days."),
  page("/testimonials", "Success Stories", "What clients say about their Catharsis reports."),
  page("/faq", "Frequently Asked Questions", "Answers about getting started, our reports, privacy and security, and billing."),
  page("/help", "Help Center", "Get help by e-mail, through the contact form or in our FAQ, and find crisis support."),
  page("/privacy", "Privacy Policy", "What we collect, why, who processes it, how we protect it and how to get or delete your data."),
  page("/terms", "Terms of Service", "The terms for using Catharsis and its reports."),
  page("/accessibility", "Accessibility Statement", "Our commitment to an accessible store, the features we provide, and how to tell us about a barrier."),
  page("/cart", "Your Cart", "Review the reports in your cart.", { indexable: false }),
  page("/checkout", "Checkout", "Pay securely for your reports.", { indexable: false }),
  page("/checkout/success", "Payment Successful", "Your order is confirmed.", { indexable: false }),
  page("/checkout/cancel", "Payment Cancelled", "Your payment was cancelled. No charges were made.", { indexable: false }),
  page("/auth", "Sign In or Create an Account", "Sign in to open your questionnaires and reports.", {
    title: "Sign In",
    indexable: false,
  }),
  page("/auth/forgot-password", "Reset Your Password", "Ask for a link to set a new password.", {
    title: "Forgot Password",
    indexable: false,
  }),
  page("/auth/two-factor", "Enter Your Sign-In Code", "The second step of signing in: a code from your authenticator app.", {
    title: "Sign-In Code",
    indexable: false,
    audience: "signing-in",
  }),
  page("/auth/reset-password", "Choose a New Password", "Set a new password for your account.", {
    title: "Reset Password",
    indexable: false,
  }),
  page("/account", "Your Account", "Your orders, questionnaires, reports, profile and data.", signedIn),
  page("/newsletter/confirm", "Newsletter Subscription", "Confirm your newsletter subscription.", { indexable: false }),
  page("/newsletter/unsubscribe", "Unsubscribe", "Stop receiving the Catharsis newsletter.", { indexable: false }),
  page("/reminders/opt-out", "Questionnaire reminders", "Stop the e-mails that remind you of a questionnaire you have not sent.", { indexable: false }),
  page("/marriage-report-form", "Marriage Assessment", "Your marriage assessment questionnaire.", signedIn),
  page("/death-grief-form", "Death & Grief Assessment", "Your death and grief assessment questionnaire.", signedIn),
  page("/depression-form", "Depression Assessment", "Your depression assessment questionnaire.", signedIn),
  page("/mental-health-wellbeing-form", "Mental Health & Wellbeing Assessment", "Your mental health and wellbeing questionnaire.", signedIn),
  page("/forms/enneagram", "Enneagram Assessment", "Your Enneagram questionnaire.", signedIn),
  page("/forms/enneagram/questionnaire", "Enneagram Questionnaire", "Rate each statement to discover your Enneagram type.", signedIn),
  page("/admin", "Dashboard", "Today at a glance: orders, revenue, reports due and urgent flags.", { indexable: false, audience: "admin" }),
  page("/admin/submissions", "Submissions", "Questionnaires clients have sent.", { indexable: false, audience: "admin" }),
  page("/admin/reports", "Reports", "Reports to review, approve and deliver.", { indexable: false, audience: "admin" }),
  page("/admin/orders", "Orders", "Every order: search, payment, access granted and the receipt.", { indexable: false, audience: "admin" }),
  page("/admin/clients", "Clients", "Clients' accounts: orders, access, answers sent and reports.", { indexable: false, audience: "admin" }),
  page("/admin/messages", "Messages", "What visitors and clients wrote through the contact page, and the replies sent.", { indexable: false, audience: "admin" }),
  page("/admin/two-factor", "Set Up Two-Step Sign-In", "Staff accounts sign in with a code from an authenticator app as well as the password.", { indexable: false, audience: "admin" }),
  page("/admin/site", "Site claims and testimonials", "The home page's client figures and the testimonials.", { indexable: false, audience: "admin" }),
];

export function findSitePage(path: string): SitePage | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return sitePages.find((candidate) => candidate.path === normalised);
}

export { documentTitle } from "./page-tags";
