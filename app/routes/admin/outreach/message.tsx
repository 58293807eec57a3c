import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/message";
import type { loader as rootLoader } from "~/root";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { MessageThread, type ReplyResult, type ThreadView } from "~/features/admin/messages/message-thread";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { openContactThread, replyToContactMessage, setContactMessageStatus } from "~/domains/messaging/contact/contact-inbox.server";
import { loadNamedDay, loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import { recordStaffAction } from "~/security/staff-audit.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffOrNotFound(request, "messages");
  const [opened, nav, clock] = await Promise.all([openContactThread(params.messageId), loadAdminNavCounts(), loadStaffClock()]);
  if (!opened) throw new Response("Not Found", { status: 404 });
  const { message, replies } = opened;
  const thread: ThreadView = {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    status: message.status,
    received: clock.long(message.createdAt),
    receivedIso: message.createdAt.toISOString(),
    replies: replies.map((reply) => ({ ...reply, sent: clock.long(reply.sentAt), sentIso: reply.sentAt.toISOString() })),
  };
  return data({ thread, nav }, { headers: privateHeaders });
}

/** Reply, close or open again; anyone but an admin gets the page's 404 and nothing is sent or changed. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireStaffOrNotFound(request, "messages");
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `/admin/messages/${encodeURIComponent(params.messageId)}`;
  if (intent === "reply") {
    const typed = form.get("body");
    const outcome = await replyToContactMessage(params.messageId, actorOf(admin), typed, await loadNamedDay());
    if (outcome.outcome === "not-found") throw new Response("Not Found", { status: 404 });
    if (outcome.outcome === "invalid") {
      return data<ReplyResult>({ ok: false, error: outcome.error, typed: typeof typed === "string" ? typed : "" }, { status: 400, headers: privateHeaders });
    }
    // After the reply is on record and its e-mail queued; the words stay in the thread, not in the log.
    await recordStaffAction({ actor: actorOf(admin), action: "message.replied", target: { type: "contact-message", id: params.messageId } });
    return redirectWithToast(here, { type: "success", title: "Reply sent", description: "It is on its way by e-mail and kept with the message." }, { headers: privateHeaders });
  }
  if (intent === "close" || intent === "reopen") {
    if (!(await setContactMessageStatus(params.messageId, intent === "close" ? "closed" : "new"))) throw new Response("Not Found", { status: 404 });
    await recordStaffAction({
      actor: actorOf(admin),
      action: intent === "close" ? "message.closed" : "message.reopened",
      target: { type: "contact-message", id: params.messageId },
    });
    const title = intent === "close" ? "Message closed" : "Message opened again";
    return redirectWithToast(here, { type: "success", title }, { headers: privateHeaders });
  }
  throw new Response("Bad Request", { status: 400 });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) => adminMeta(loaderData ? `Message: ${loaderData.thread.subject}` : "Message", error);

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const notice = toast ? [toast.title, toast.description].filter(Boolean).join(". ") : null;
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <MessageThread thread={loaderData.thread} result={actionData} notice={notice} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
