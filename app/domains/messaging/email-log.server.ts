import { and, eq, gte } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { emailLog } from "~/db/schema";

/** Whether an e-mail of this template has gone to this recipient since a moment. */
export async function hasSentEmail(input: { recipient: string; template: string; since: Date }): Promise<boolean> {
  const rows = await getDb()
    .select({ id: emailLog.id })
    .from(emailLog)
    .where(
      and(
        eq(emailLog.recipient, input.recipient),
        eq(emailLog.template, input.template),
        gte(emailLog.sentAt, input.since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
