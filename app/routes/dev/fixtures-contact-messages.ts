import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/fixtures-contact-messages";
import { fixtureInput, fixtureNotFound } from "~/config/test-fixtures.server";
import { accountIdForAddress } from "~/domains/accounts/profile/row-ownership.server";
import { sendContactMessage } from "~/domains/messaging/contact/send-contact-message.server";

// The contact form's own checks apply to what is inside; this only asks for an object of strings.
const fixtureSchema = z.record(z.string(), z.string().max(10_000));

export function loader() {
  fixtureNotFound();
}

/**
 * POST /dev/fixtures/contact-messages {name, email, subject, message, phone?}: a contact
 * message sent as the contact page sends it (checks, storage, both e-mails), from a visitor
 * address of its own. Back-office tests need a message in the inbox; every browser of the
 * e2e run comes from 127.0.0.1, whose five messages in ten minutes are the contact page's tests'.
 */
export async function action({ request }: Route.ActionArgs) {
  const input = await fixtureInput(request, fixtureSchema);
  const result = await sendContactMessage({ fields: input, clientAddress: `fixture-${randomUUID()}`, senderAccount: accountIdForAddress });
  if (result.status !== "sent") return data(result, { status: 400 });
  return data({ messageId: result.messageId }, { status: 201 });
}
