import type { Route } from "./+types/newsletter-subscribers-csv";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { isSubscriberStatus } from "~/domains/messaging/newsletter/newsletter-issues";
import { subscribersCsv } from "~/domains/messaging/newsletter/newsletter-issues-audience.server";

/** GET /admin/newsletter/subscribers.csv[?status=]: the subscriber list as a download, streamed a page at a time. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "newsletter");
  const asked = new URL(request.url).searchParams.get("status");
  const filter = isSubscriberStatus(asked) ? asked : "all";
  const rows = subscribersCsv(filter);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="catharsis-newsletter-${filter}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
