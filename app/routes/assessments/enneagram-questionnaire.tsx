import { data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/enneagram-questionnaire";
import { EnneagramQuestionnaire } from "~/features/assessments/enneagram/enneagram-questionnaire";
import { QuestionnaireIntro } from "~/features/assessments/enneagram/questionnaire-intro";
import { formGateData, requireSignedInForForm } from "~/features/assessments/form-gate.server";
import { GatedForm } from "~/features/assessments/gated-form";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireSignedInForForm(request);
  // Not awaited: the page streams its frame and a skeleton while access is checked.
  return data(await formGateData(request, user, "enneagram"), { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The ratings live in the page until sent. Reloading the gate in the
 * background (a footer form posting, say) would swap the questionnaire for a
 * skeleton mid-answer, so staying on this page never reloads it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate;

export default function EnneagramQuestionnairePage({ loaderData }: Route.ComponentProps) {
  return (
    <GatedForm gate={loaderData.gate}>
      {(open) => (
        <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
          <QuestionnaireIntro copy={open.copy} />
          <EnneagramQuestionnaire key={open.entitlementId} gate={open} />
        </div>
      )}
    </GatedForm>
  );
}
