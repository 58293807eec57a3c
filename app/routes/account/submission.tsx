import { data, Link } from "react-router";
import type { Route } from "./+types/submission";
import "~/features/submission-answers/answers-print.css";
import { EnneagramAnswers } from "~/features/submission-answers/enneagram-answers";
import { PrintButton } from "~/features/submission-answers/print-button";
import { QuestionnaireAnswers } from "~/features/submission-answers/questionnaire-answers";
import { requireUser } from "~/domains/accounts/staff/roles.server";
import { readOwnSubmission } from "~/domains/assessments/submissions/read-own-submission.server";
import { ClientZone, LocalTime } from "~/components/content/local-time";
import { loadClientTimeZone } from "~/domains/backoffice/staff-time-zone.server";

const privateHeaders = { "Cache-Control": "private, no-store" };

/**
 * /account/submissions/:submissionId: the answers a client sent, to read and
 * print. Read-only: a sent questionnaire is what the report is written from.
 * Anyone else's submission, or an unknown one, is the site's 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const submission = await readOwnSubmission(user.id, params.submissionId);
  if (!submission) throw new Response("Not Found", { status: 404 });
  const zone = await loadClientTimeZone(request);
  return data(
    {
      formName: submission.formName,
      sentIso: submission.submittedAt.toISOString(),
      zone,
      answers: submission.answers,
    },
    { headers: privateHeaders },
  );
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Your ${loaderData.formName} answers` : "Your answers"} | Catharsis` },
  { name: "robots", content: "noindex" },
];

/** The sending time is the client's own, starting from the zone the loader read (ADR 0072). */
export default function AccountSubmission({ loaderData }: Route.ComponentProps) {
  return (
    <ClientZone zone={loaderData.zone}>
      <SubmissionContents loaderData={loaderData} />
    </ClientZone>
  );
}

function SubmissionContents({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { formName, sentIso, answers } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 print:max-w-none print:p-0">
      <p className="print:hidden">
        <Link to="/account#questionnaires" className="font-semibold text-accent-strong underline">
          Back to your account
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <h1 className="font-serif text-3xl text-ink sm:text-4xl">Your {formName} answers</h1>
        <PrintButton />
      </div>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        You sent these on <LocalTime at={new Date(sentIso)} style="long" />. Your report is written from them, so they can no longer be changed. You
        can read or print them here at any time.
      </p>
      {answers.wordingNote ? (
        <p role="note" className="mt-6 rounded-lg border border-[#8a5a00] bg-banner p-4">
          {answers.wordingNote}
        </p>
      ) : null}
      {answers.kind === "questionnaire" ? <QuestionnaireAnswers answers={answers} /> : <EnneagramAnswers answers={answers} />}
    </article>
  );
}
