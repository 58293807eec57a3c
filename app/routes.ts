import { index, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Pages that later work fills share one placeholder module; each gets its own
 * route id so it can be swapped for a real module one at a time.
 */
const placeholderPaths = [
  "services",
  "services/catharsis",
  "services/root-cause",
  "services/enneagram",
  "services/therapist-summary",
  "enneagram",
  "how-it-works",
  "pricing",
  "sample-reports",
  "reports",
  "about",
  "contact",
  "testimonials",
  "faq",
  "help",
  "privacy",
  "terms",
  "accessibility",
  "cart",
  "checkout",
  "checkout/success",
  "checkout/cancel",
  "auth",
  "marriage-report-form",
  "death-grief-form",
  "depression-form",
  "mental-health-wellbeing-form",
  "forms/enneagram",
];

export default [
  index("routes/home.tsx"),
  ...placeholderPaths.map((path) =>
    route(path, "routes/placeholder-page.tsx", { id: `page:${path}` }),
  ),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("dev/mailbox/:messageId", "routes/dev-mailbox-message.tsx"),
  route("dev/mailbox/:messageId/html", "routes/dev-mailbox-message-html.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
