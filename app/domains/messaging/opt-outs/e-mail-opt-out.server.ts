import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { appUrl, getEnv } from "~/config/env.server";
import { getSecrets } from "~/config/secrets.server";
import { logger } from "~/config/logger.server";
import { getDb } from "~/db/database.server";
import { checkInOptOuts, reminderOptOuts, users } from "~/db/schema";
import { maskEmail } from "../newsletter/unsubscribe-from-newsletter.server";

export type OptOutState = { status: "receiving" | "opted-out"; maskedEmail: string } | { status: "invalid" };

type OptOutKind = {
  /** Labels the MAC, so one kind's link opens nothing else (not another kind's, not a newsletter's). */
  purpose: string;
  /** The public page that reads the link and, on a POST, opts out. */
  path: string;
  table: typeof reminderOptOuts | typeof checkInOptOuts;
  logMessage: string;
};

/**
 * An account's opt-out from one kind of e-mail, by a link in every such
 * e-mail and its List-Unsubscribe header (RFC 8058: a POST to it opts out).
 * The token is `<account id, base64url>.<HMAC>`, keyed on the session secret:
 * unguessable, needs no storage, and the same in every e-mail, so an old
 * e-mail's link keeps working. Reading the state changes nothing, so a mail
 * scanner's GET opts nobody out.
 */
function defineOptOut({ purpose, path, table, logMessage }: OptOutKind) {
  const mac = (userId: string) => createHmac("sha256", getSecrets(getEnv()).sessionSecret).update(`${purpose}:${userId}`).digest();
  const token = (userId: string) => `${Buffer.from(userId).toString("base64url")}.${mac(userId).toString("base64url")}`;

  function userIdFromToken(given: string): string | null {
    const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(given);
    if (!match?.[1] || !match[2]) return null;
    const userId = Buffer.from(match[1], "base64url").toString("utf8");
    const givenMac = Buffer.from(match[2], "base64url");
    const expected = mac(userId);
    return givenMac.length === expected.length && timingSafeEqual(givenMac, expected) ? userId : null;
  }

  async function findAccount(given: string) {
    const userId = userIdFromToken(given);
    if (!userId) return undefined;
    const [row] = await getDb()
      .select({ id: users.id, email: users.email, optedOutAt: table.optedOutAt })
      .from(users)
      .leftJoin(table, eq(table.userId, users.id))
      .where(eq(users.id, userId));
    return row;
  }

  return {
    token,
    url: (userId: string) => `${appUrl(getEnv())}${path}?token=${encodeURIComponent(token(userId))}`,
    async state(given: string): Promise<OptOutState> {
      const row = await findAccount(given);
      if (!row) return { status: "invalid" };
      return { status: row.optedOutAt ? "opted-out" : "receiving", maskedEmail: maskEmail(row.email) };
    },
    /** Opting out twice is harmless and keeps the first date. */
    async optOut(given: string): Promise<OptOutState> {
      const row = await findAccount(given);
      if (!row) return { status: "invalid" };
      if (!row.optedOutAt) {
        await getDb().insert(table).values({ userId: row.id }).onConflictDoNothing();
        logger.info({ userId: row.id }, logMessage);
      }
      return { status: "opted-out", maskedEmail: maskEmail(row.email) };
    },
  };
}

export type EmailOptOut = ReturnType<typeof defineOptOut>;

/** Reminders about an unfinished questionnaire. */
export const reminderOptOut = defineOptOut({
  purpose: "questionnaire-reminders-opt-out",
  path: "/reminders/opt-out",
  table: reminderOptOuts,
  logMessage: "questionnaire reminders opted out",
});

/** Invitations to the check-ins after a report (ADR 0069). */
export const checkInOptOut = defineOptOut({
  purpose: "check-in-opt-out",
  path: "/check-ins/opt-out",
  table: checkInOptOuts,
  logMessage: "check-in invitations opted out",
});

/** An opt-out page's loader: the link's token and what it offers; opening it changes nothing. */
export async function readOptOutLink(request: Request, optOut: EmailOptOut) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, found: token ? await optOut.state(token) : ({ status: "missing" } as const) };
}

/** An opt-out page's action: the button, or a mail app's RFC 8058 one-click POST to the link itself. */
export async function optOutByRequest(request: Request, optOut: EmailOptOut) {
  const form = await request.formData();
  const token = String(new URL(request.url).searchParams.get("token") ?? form.get("token") ?? "");
  return { found: await optOut.optOut(token) };
}
