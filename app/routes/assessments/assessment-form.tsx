import { data, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/assessment-form";
import { formTypeForPath } from "~/domains/assessments/form-details";
import { formGateData, requireSignedInForForm } from "~/features/assessments/form-gate.server";
import { questionnaireShouldRevalidate } from "~/features/assessments/questionnaire/gate-revalidation";
import { QuestionnaireScreen } from "~/features/assessments/questionnaire/questionnaire-screen";
import { pageMeta } from "~/domains/content/page-meta";
import { isWrittenFormType } from "~/shared/form-types";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function loader({ request, url }: Route.LoaderArgs) {
  // `url` is the page's address; an in-app navigation's request.url ends in ".data".
  const formType = formTypeForPath(url.pathname);
  if (!formType || !isWrittenFormType(formType)) throw new Response("Not Found", { status: 404 });
  const user = await requireSignedInForForm(request);
  return data(await formGateData(request, user, formType), { headers: { "Cache-Control": "private, no-store" } });
}

// An open questionnaire is not reloaded under the writer (see gate-revalidation.ts).
export const shouldRevalidate: ShouldRevalidateFunction = questionnaireShouldRevalidate;

export default function AssessmentFormPage({ loaderData }: Route.ComponentProps) {
  return <QuestionnaireScreen gate={loaderData.gate} />;
}
