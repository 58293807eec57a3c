import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { newsletterReturnUrl } from "~/features/newsletter/newsletter-outcome";
import type { NewsletterActionData } from "~/features/newsletter/newsletter-form";
import { logger } from "~/config/logger.server";
import { subscribeToNewsletter } from "~/domains/messaging/newsletter/subscribe-to-newsletter.server";
import { clientAddressOf } from "~/security/client-address.server";

/** Nothing to show at /newsletter itself; the footer form posts here. */
export function loader() {
  throw data(null, { status: 404 });
}

const httpStatus = { ok: 200, invalid: 400, "rate-limited": 429, error: 500 } as const;

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  let result: NewsletterActionData;
  try {
    result = await subscribeToNewsletter({ email: form.get("email") ?? undefined, clientAddress: clientAddressOf(request) });
  } catch (error) {
    // The error's message can quote the query and so the address: log its kind only.
    logger.error({ errorName: error instanceof Error ? error.name : typeof error }, "newsletter sign-up failed");
    result = { status: "error" };
  }
  const headers = result.status === "rate-limited" ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
  if (form.get("via") === "fetcher") return data(result, { status: httpStatus[result.status], headers });

  // A plain form post (no JavaScript): back to the page, which shows the outcome.
  const outcome = result.status === "ok" ? "thanks" : result.status === "invalid" ? "invalid" : result.status === "rate-limited" ? "busy" : "error";
  return redirect(newsletterReturnUrl(form.get("returnTo"), outcome), { status: 303, headers });
}

/** A failed request (server down, network gone) becomes an answer the form can show, not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NewsletterActionData> {
  try {
    return await serverAction();
  } catch {
    return { status: "error" };
  }
}
