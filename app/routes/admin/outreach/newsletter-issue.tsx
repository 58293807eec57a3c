import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/newsletter-issue";
import type { loader as rootLoader } from "~/root";
import { redirectWithToast } from "~/components/toast/toast.server";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { IssueScreen, type IssueResult, type IssueView } from "~/features/admin/newsletter/issue-screen";
import { issueHref, subscribersPhrase } from "~/features/admin/newsletter/newsletter-view";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts } from "~/domains/backoffice/dashboard.server";
import {
  countConfirmedSubscribers,
  getNewsletterIssue,
  requestNewsletterIssueSend,
  saveNewsletterIssue,
  sendNewsletterIssueTest,
} from "~/domains/messaging/newsletter/newsletter-issues.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";

const privateHeaders = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Not Found", { status: 404 });
/** `/admin/newsletter/issues/new` writes a new issue; any other id must name one. */
const issueIdOf = (params: { issueId: string }) => (params.issueId === "new" ? null : params.issueId);

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireStaffOrNotFound(request, "newsletter");
  const issueId = issueIdOf(params);
  const [stored, confirmed, nav, clock] = await Promise.all([issueId ? getNewsletterIssue(issueId) : null, countConfirmedSubscribers(), loadAdminNavCounts(), loadStaffClock()]);
  if (issueId && !stored) throw notFound();
  const issue: IssueView = stored
    ? {
        id: stored.id,
        subject: stored.subject,
        body: stored.body,
        status: stored.status,
        sent: stored.sentAt ? { text: clock.long(stored.sentAt), iso: stored.sentAt.toISOString() } : null,
        recipients: stored.recipientCount,
      }
    : { id: null, subject: "", body: "", status: "draft", sent: null, recipients: null };
  return data({ issue, confirmed, adminEmail: admin.email, nav }, { headers: privateHeaders });
}

/** Save, test on yourself, or send once; anyone but an admin gets the page's 404 and nothing is saved or sent. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireStaffOrNotFound(request, "newsletter");
  const issueId = issueIdOf(params);
  const form = await request.formData();
  const intent = form.get("intent");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const input = { subject: form.get("subject"), body: form.get("body"), confirm: form.get("confirm") };
  const refused = (errors: IssueResult["errors"]) =>
    data<IssueResult>({ errors, typed: { subject: text("subject"), body: text("body") } }, { status: 400, headers: privateHeaders });
  const alreadySent = (id: string) =>
    redirectWithToast(issueHref(id), { type: "error", title: "Already sent", description: "This issue has gone out and can no longer be changed or sent again." }, { headers: privateHeaders });

  if (intent === "save" || intent === "test") {
    const saved = await saveNewsletterIssue(issueId, input);
    if (saved.outcome === "not-found") throw notFound();
    if (saved.outcome === "invalid") return refused(saved.errors);
    if (saved.outcome === "not-a-draft") return alreadySent(issueId ?? "");
    if (intent === "save") return redirectWithToast(issueHref(saved.issueId), { type: "success", title: "Draft saved" }, { headers: privateHeaders });
    await sendNewsletterIssueTest(saved.issueId, { email: admin.email });
    const description = `The draft is saved and a test copy is on its way to ${admin.email} only.`;
    return redirectWithToast(issueHref(saved.issueId), { type: "success", title: "Test sent to you", description }, { headers: privateHeaders });
  }
  if (intent === "send" && issueId) {
    const sent = await requestNewsletterIssueSend(issueId, input, actorOf(admin));
    if (sent.outcome === "not-found") throw notFound();
    if (sent.outcome === "invalid") return refused(sent.errors);
    if (sent.outcome === "not-a-draft") return alreadySent(issueId);
    const description = `It is going to ${subscribersPhrase(sent.recipients)} who confirmed, each with their own unsubscribe link.`;
    return redirectWithToast(issueHref(issueId), { type: "success", title: "Issue on its way", description }, { headers: privateHeaders });
  }
  throw new Response("Bad Request", { status: 400 });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  adminMeta(loaderData?.issue.id ? `Newsletter issue: ${loaderData.issue.subject}` : "Write an issue", error);

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const notice = toast ? [toast.title, toast.description].filter(Boolean).join(". ") : null;
  return (
    <>
      <AdminNav counts={loaderData.nav} />
      <IssueScreen issue={loaderData.issue} result={actionData} confirmed={loaderData.confirmed} adminEmail={loaderData.adminEmail} notice={notice} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
