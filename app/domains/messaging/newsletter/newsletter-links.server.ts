import { appUrl, getEnv } from "~/config/env.server";
import { unsubscribeTokenFor } from "./newsletter-tokens.server";

/** Absolute links for e-mails, on the configured public address (APP_URL). */
export function newsletterConfirmUrl(token: string): string {
  return `${appUrl(getEnv())}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function newsletterUnsubscribeUrl(subscriberId: string): string {
  return `${appUrl(getEnv())}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeTokenFor(subscriberId))}`;
}
