/**
 * Without JavaScript the footer form is a plain POST to /newsletter, which
 * answers with a redirect back to the page it came from, carrying the outcome
 * in `?newsletter=`; the footer then shows the same words as the toast would.
 */
import { INVALID_EMAIL_MESSAGE } from "~/shared/email-address";

export const newsletterOutcomes = ["thanks", "invalid", "busy", "error"] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export const NEWSLETTER_PARAM = "newsletter";
export const NEWSLETTER_ANCHOR = "newsletter";

export const newsletterCopy: Record<NewsletterOutcome, string> = {
  thanks: "Thanks for subscribing! Please check your email to confirm.",
  invalid: INVALID_EMAIL_MESSAGE,
  busy: "Too many requests. Please wait a moment and try again.",
  error: "We could not sign you up just now. Please try again in a moment.",
};

export function isNewsletterOutcome(value: string | null): value is NewsletterOutcome {
  return newsletterOutcomes.some((outcome) => outcome === value);
}

/** The page to return to: a path on this site only (never `//host` or `/\host`), without an old outcome. */
export function newsletterReturnUrl(returnTo: unknown, outcome: NewsletterOutcome): string {
  const path = typeof returnTo === "string" && /^\/(?![/\\])/.test(returnTo) && !/[\r\n]/.test(returnTo) ? returnTo : "/";
  const base = "http://site.invalid";
  let url = new URL(path, base);
  // Dot segments can still collapse into "//host", which a browser reads as another site.
  if (url.origin !== base || url.pathname.startsWith("//")) url = new URL("/", base);
  url.searchParams.set(NEWSLETTER_PARAM, outcome);
  url.hash = NEWSLETTER_ANCHOR;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The current page's path and query for `returnTo`, minus a previous outcome. */
export function currentPageForReturn(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NEWSLETTER_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
