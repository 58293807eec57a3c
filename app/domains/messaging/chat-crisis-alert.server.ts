import { randomUUID } from "node:crypto";
import { z } from "zod";
import { logger } from "~/config/logger.server";
import { enqueueChatSafetyAlert } from "~/jobs/send-safety-alert.server";
import { hitRateLimits } from "~/security/rate-limit.server";
import { chatCrisisCategories } from "./chat-replies";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A person in crisis may write several such messages; the provider needs to hear once, not at every line. */
export const chatCrisisLimitsPerClient = [
  { window: "1h", limit: 3, windowMs: HOUR },
  { window: "1d", limit: 6, windowMs: DAY },
] as const;
/** Every client together: rotating addresses cannot bury the provider's inbox in alerts. */
export const chatCrisisLimitForAll = { limit: 60, windowMs: HOUR };

/** What the chat's browser code posts: the message it answered with the crisis lines. */
const chatCrisisRequest = z.object({ text: z.string().trim().min(1).max(4_000) });

export type ChatCrisisAlertResult =
  | { status: "alerted"; chatAlertId: string }
  | { status: "invalid" }
  | { status: "not-crisis" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Tells the provider that someone wrote words of crisis in the support chat (issue 27, ADR 0060),
 * like a flagged draft: the alert holds an id of its own, the signed-in writer's account id (if
 * any) and the categories, never the words, which are neither stored nor logged here. The browser
 * says it showed the crisis reply; the server believes only its own reading: the chat's crisis
 * words, and the safety screen's urgent tier (`screen`, passed in by the route, since the screen
 * belongs to the assessments domain).
 */
export async function alertProviderOfChatCrisis(input: {
  body: unknown;
  clientAddress: string;
  userId: string | null;
  screen: (text: string) => readonly string[];
  now?: Date;
}): Promise<ChatCrisisAlertResult> {
  const parsed = chatCrisisRequest.safeParse(input.body);
  if (!parsed.success) return { status: "invalid" };
  const categories = [...new Set([...chatCrisisCategories(parsed.data.text), ...input.screen(parsed.data.text)])];
  if (categories.length === 0) return { status: "not-crisis" };

  const now = input.now ?? new Date();
  const limit = await hitRateLimits(
    [
      ...chatCrisisLimitsPerClient.map((rule) => ({ key: `chat-crisis:ip:${rule.window}:${input.clientAddress}`, limit: rule.limit, windowMs: rule.windowMs })),
      { key: "chat-crisis:all", ...chatCrisisLimitForAll },
    ],
    now,
  );
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  const chatAlertId = randomUUID();
  await enqueueChatSafetyAlert({ chatAlertId, userId: input.userId, categories, at: now });
  logger.info({ chatAlertId, categories, signedIn: input.userId !== null }, "chat crisis alert queued");
  return { status: "alerted", chatAlertId };
}
