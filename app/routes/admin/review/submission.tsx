import { data, Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/submission";
import "~/features/submission-answers/answers-print.css";
import { AdminErrorView, adminMeta } from "~/features/admin/admin-error-view";
import { AdminNav } from "~/features/admin/admin-nav";
import { FOLLOW_UP_FIELD_ID } from "~/components/content/risk-mark";
import { EnneagramAnswers } from "~/features/submission-answers/enneagram-answers";
import { OpeningsList } from "~/features/admin/openings-list";
import { PrintButton } from "~/features/submission-answers/print-button";
import { QuestionnaireAnswers } from "~/features/submission-answers/questionnaire-answers";
import { SafetyFollowUpSection } from "~/features/admin/submissions/safety-follow-up";
import type { SafetyFollowUpResult, SafetyFollowUpView, SubmissionDetail } from "~/features/admin/submissions/submission-detail-view";
import { SubmissionHeader } from "~/features/admin/submissions/submission-header";
import { actorOf, requireStaffOrNotFound } from "~/domains/accounts/staff/roles.server";
import { loadAdminNavCounts, type AdminNavCounts } from "~/domains/backoffice/dashboard.server";
import { openSubmission } from "~/domains/assessments/submissions/open-submission.server";
import {
  listSafetyFollowUps,
  parseSafetyFollowUp,
  recordSafetyFollowUp,
  type SafetyFollowUp,
} from "~/domains/assessments/safety/follow-up.server";
import { loadStaffClock } from "~/domains/backoffice/staff-time-zone.server";
import type { StaffClock } from "~/shared/staff/staff-time-zone";

const privateHeaders = { "Cache-Control": "private, no-store" };

/** The page does not reload after a follow-up, so the navigation's urgent count comes back with the answer. */
type FollowUpAnswer = SafetyFollowUpResult & { nav?: AdminNavCounts };

const followUpView = (clock: StaffClock) => (followUp: SafetyFollowUp): SafetyFollowUpView => ({
  id: followUp.id,
  reviewerEmail: followUp.reviewerEmail,
  createdAt: clock.long(followUp.createdAt),
  createdIso: followUp.createdAt.toISOString(),
  note: followUp.note,
});

/** Every load decrypts the answers and is recorded as an opening by this member of staff (admin or reviewer). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaffOrNotFound(request, "submissions");
  const opened = await openSubmission(params.submissionId, actorOf(staff));
  if (!opened) throw new Response("Not Found", { status: 404 });
  const clock = await loadStaffClock();
  const submission: SubmissionDetail = {
    id: opened.id,
    formName: opened.formName,
    email: opened.email,
    submittedAt: clock.long(opened.submittedAt),
    submittedIso: opened.submittedAt.toISOString(),
    bankVersion: opened.bankVersion,
    statusLabel: opened.statusLabel,
    urgent: opened.urgent,
    concerns: opened.concerns,
    readFirst: opened.readFirst,
    readFirstConcerns: opened.readFirstConcerns,
    answers: opened.answers,
    riskPieces: opened.riskPieces,
    openings: opened.openings.map((opening) => ({
      viewerEmail: opening.viewerEmail,
      viewedAt: clock.long(opening.viewedAt),
      viewedIso: opening.viewedAt.toISOString(),
    })),
    followUps: opened.followUps.map(followUpView(clock)),
  };
  return data({ submission, nav: await loadAdminNavCounts() }, { headers: privateHeaders });
}

/**
 * Clears the safety flag with a note. The same role check as the page, on
 * the server: anyone but staff, signed out or the submission's own
 * client, gets the page's 404 and nothing is read or written. Answers the
 * follow-ups as they now stand (the page does not reload, which would record
 * an opening), or 400 with the note's error and the text typed.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaffOrNotFound(request, "submissions");
  const form = await request.formData();
  const typed = form.get("note");
  const note = typeof typed === "string" ? typed : "";
  const parsed = parseSafetyFollowUp(form);
  if (!parsed.ok) {
    return data<FollowUpAnswer>({ ok: false, noteError: parsed.noteError, note }, { status: 400, headers: privateHeaders });
  }
  const recorded = await recordSafetyFollowUp(params.submissionId, actorOf(staff), parsed.value);
  if (recorded === "not-found") throw new Response("Not Found", { status: 404 });
  if (recorded === "not-flagged") {
    return data<FollowUpAnswer>(
      { ok: false, noteError: "The safety screen did not flag this submission; there is nothing to clear.", note },
      { status: 409, headers: privateHeaders },
    );
  }
  const followUps = (await listSafetyFollowUps(params.submissionId)).map(followUpView(await loadStaffClock()));
  return data<FollowUpAnswer>({ ok: true, followUps, nav: await loadAdminNavCounts() }, { headers: privateHeaders });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

// A revalidation (after the chat widget's or any other action) would record an opening nobody made.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  adminMeta(loaderData ? `${loaderData.submission.formName} submission` : "Submission", error);

export default function AdminSubmission({ loaderData, actionData }: Route.ComponentProps) {
  const followUps = actionData?.ok ? actionData.followUps : loaderData.submission.followUps;
  const submission = { ...loaderData.submission, followUps };
  const { answers } = submission;
  const nav = (actionData?.ok ? actionData.nav : undefined) ?? loaderData.nav;
  const flagged = submission.urgent || submission.readFirst;
  const followUpOpen = flagged && followUps.length === 0;
  return (
    <>
      <AdminNav counts={nav} />
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 print:max-w-none print:p-0">
        <p className="print:hidden">
          <Link to="/admin/submissions" className="font-semibold text-accent-strong underline">
            All submissions
          </Link>
        </p>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
          <h1 className="font-serif text-3xl sm:text-4xl">{submission.formName} submission</h1>
          <PrintButton />
        </div>
        <SubmissionHeader submission={submission} />
        {flagged ? <SafetyFollowUpSection followUps={followUps} result={actionData} /> : null}
        {answers.wordingNote ? (
          <p role="note" className="mt-6 rounded-lg border border-[#8a5a00] bg-banner p-4">
            {answers.wordingNote}
          </p>
        ) : null}
        {answers.kind === "questionnaire" ? (
          <QuestionnaireAnswers answers={answers} riskPieces={submission.riskPieces} followUp={followUpOpen ? `#${FOLLOW_UP_FIELD_ID}` : undefined} />
        ) : (
          <EnneagramAnswers answers={answers} />
        )}
        <OpeningsList openings={submission.openings} />
      </article>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
