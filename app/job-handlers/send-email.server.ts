import { accountIdForAddress } from "~/domains/accounts/profile/row-ownership.server";
import { deliverEmail } from "~/domains/messaging/deliver-email.server";
import type { EmailPayload } from "~/jobs/send-email.server";

/**
 * Sends one queued e-mail. The e-mail log row belongs to the account it was
 * sent for: the one the sender named, else the verified account that has the
 * recipient address now. Messaging does not know accounts, so the two meet
 * here (ADR 22).
 */
export async function sendEmail(payload: EmailPayload): Promise<void> {
  const userId = payload.userId ?? (await accountIdForAddress(payload.to)) ?? undefined;
  await deliverEmail({ ...payload, userId });
}
