import { data } from "react-router";
import type { Route } from "./+types/assessment-form";
import { formTypeForPath } from "~/domains/assessments/form-details";
import { loadFormGate, requireSignedInForForm } from "~/components/assessments/form-gate.server";
import { GatedForm } from "~/components/assessments/gated-form";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const formType = formTypeForPath(new URL(request.url).pathname);
  if (!formType || formType === "enneagram") throw new Response("Not Found", { status: 404 });
  const user = await requireSignedInForForm(request);
  // Not awaited: the page streams its frame and a skeleton while access is checked.
  return data({ gate: loadFormGate(user, formType) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AssessmentFormPage({ loaderData }: Route.ComponentProps) {
  return <GatedForm gate={loaderData.gate}>{(open) => <h1>{open.formName}</h1>}</GatedForm>;
}
