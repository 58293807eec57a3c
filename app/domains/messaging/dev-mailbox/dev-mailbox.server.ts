import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * The local stand-in for an SMTP server: every message is kept as a JSON file
 * under DATA_DIR/mailbox and shown at /dev/mailbox (never in production).
 */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  listUnsubscribe: z.string().optional(),
  createdAt: z.iso.datetime(),
});

export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

const ID_PATTERN = /^\d{13}-[a-f0-9]{8}$/;

// Messages sent within one millisecond (a burst the worker drains) still sort in the order they
// were stored: each id's time part is at least one past the one before it.
let lastStamp = 0;

export async function storeInMailbox(
  dir: string,
  message: Omit<MailboxMessage, "id" | "createdAt">,
): Promise<MailboxMessage> {
  const now = new Date();
  lastStamp = Math.max(now.getTime(), lastStamp + 1);
  // The timestamp prefix keeps file names in the order they arrived.
  const stored: MailboxMessage = {
    ...message,
    id: `${lastStamp}-${randomBytes(4).toString("hex")}`,
    createdAt: now.toISOString(),
  };
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
  return stored;
}

/** Newest first. */
export async function listMailbox(dir: string): Promise<MailboxMessage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = names
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter((id) => ID_PATTERN.test(id))
    .sort()
    .reverse();
  const messages = await Promise.all(ids.map((id) => readMailboxMessage(dir, id)));
  return messages.filter((message): message is MailboxMessage => message !== null);
}

export async function readMailboxMessage(dir: string, id: string): Promise<MailboxMessage | null> {
  // The id comes from the URL: only our own file names may reach the disk.
  if (!ID_PATTERN.test(id)) return null;
  const raw = await readFile(path.join(dir, `${id}.json`), "utf8").catch(() => null);
  if (raw === null) return null;
  const parsed = mailboxMessageSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}
