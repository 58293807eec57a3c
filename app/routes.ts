import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The four written questionnaires share one page module, each with its own route id. */
const questionnairePaths = ["marriage-report-form", "death-grief-form", "depression-form", "mental-health-wellbeing-form"];

export default [
  index("routes/home.tsx"),
  // Content
  route("services", "routes/services.tsx"),
  route("services/root-cause", "routes/services-root-cause.tsx"),
  route("services/therapist-summary", "routes/services-therapist-summary.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("about", "routes/about.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("faq", "routes/faq.tsx"),
  route("help", "routes/help.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  // Contact and newsletter
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.ts"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  // Shopping
  route("pricing", "routes/pricing.tsx"),
  route("services/catharsis", "routes/services-catharsis.tsx"),
  route("services/enneagram", "routes/services-enneagram.tsx"),
  route("enneagram", "routes/enneagram.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/success", "routes/checkout-success.tsx"),
  route("checkout/cancel", "routes/checkout-cancel.tsx"),
  // Payments (server side)
  route("api/checkout", "routes/api-checkout.ts"),
  route("api/webhooks/payments", "routes/api-webhooks-payments.ts"),
  route("sandbox/pay/:sessionId", "routes/sandbox-pay.tsx"),
  // Accounts
  route("auth", "routes/auth.tsx"),
  route("auth/forgot-password", "routes/auth-forgot-password.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.ts"),
  route("api/auth/*", "routes/api-auth.ts"),
  route("account", "routes/account.tsx"),
  route("account/export", "routes/account-export.ts"),
  route("sample-reports", "routes/sample-reports.tsx"),
  route("sample-reports/:fileName", "routes/sample-report-download.ts"),
  // Assessments
  route("reports", "routes/reports.tsx"),
  ...questionnairePaths.map((path) => route(path, "routes/assessment-form.tsx", { id: `assessment:${path}` })),
  route("forms/enneagram", "routes/forms-enneagram.tsx"),
  route("forms/enneagram/questionnaire", "routes/forms-enneagram-questionnaire.tsx"),
  route("api/assessments/drafts", "routes/api-assessment-drafts.ts"),
  route("api/assessments/submissions", "routes/api-assessment-submissions.ts"),
  route("admin/submissions", "routes/admin-submissions.tsx"),
  route("admin/submissions/:submissionId", "routes/admin-submission.tsx"),
  route("admin/reports", "routes/admin-reports.tsx"),
  route("admin/reports/:reportId", "routes/admin-report.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("dev/fixtures/users", "routes/dev-fixtures-users.ts"),
  route("dev/fixtures/orders", "routes/dev-fixtures-orders.ts"),
  route("dev/mailbox/:messageId", "routes/dev-mailbox-message.tsx"),
  route("dev/mailbox/:messageId/html", "routes/dev-mailbox-message-html.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
