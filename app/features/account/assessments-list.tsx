import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { assessmentActionLabels, assessmentStateLabels } from "~/domains/accounts/profile/account-labels";
import { EmptyState, StatusBadge } from "./account-section";
import { copySuffix, sentAnswersPath, type AssessmentView } from "./account-view";
import { formPaths, formTopicLabels } from "~/shared/form-types";

const stateTone = { "not-started": "neutral", "draft-saved": "progress", submitted: "done" } as const;

export function AssessmentsList({ assessments }: { assessments: AssessmentView[] }) {
  if (assessments.length === 0) {
    return (
      <EmptyState>
        When you buy a report, the questionnaire it is written from appears here, ready for you to fill in at your own
        pace.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {assessments.map((item) => {
        const title = `${formTopicLabels[item.formType]} questionnaire${copySuffix(item.copy)}`;
        return (
          <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5">
            <h3 className="text-lg font-semibold">{title}</h3>
            <p>
              <span className="sr-only">Status: </span>
              <StatusBadge tone={stateTone[item.state]}>{assessmentStateLabels[item.state]}</StatusBadge>
            </p>
            <Link to={item.submissionId ? sentAnswersPath(item.submissionId) : formPaths[item.formType]} className={buttonClasses({ variant: "secondary", className: "self-start" })}>
              {assessmentActionLabels[item.state]}
              <span className="sr-only"> ({title})</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
