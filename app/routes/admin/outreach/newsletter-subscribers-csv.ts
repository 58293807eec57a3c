import type { Route } from "./+types/newsletter-subscribers-csv";
import { requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadStaffTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { isSubscriberStatus } from "~/domains/messaging/newsletter/newsletter-issues";
import { subscribersCsv } from "~/domains/messaging/newsletter/newsletter-issues-audience.server";
import { dayIn } from "~/shared/dates";

/** GET /admin/newsletter/subscribers.csv[?status=]: the subscriber list as a download, streamed a page at a time. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "newsletter");
  const asked = new URL(request.url).searchParams.get("status");
  const filter = isSubscriberStatus(asked) ? asked : "all";
  // The file is named by the day it is in the staff zone (ADR 0072), as the staff pages count days.
  const day = dayIn(new Date(), await loadStaffTimeZone());
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
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="catharsis-newsletter-${filter}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
