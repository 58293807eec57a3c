import { data } from "react-router";
import type { Route } from "./+types/enneagram-form";
import { AccessGranted } from "~/features/assessments/enneagram/access-granted";
import type { FormGate } from "~/features/assessments/form-gate";
import { formGateData, requireSignedInForForm } from "~/features/assessments/form-gate.server";
import { GatedForm } from "~/features/assessments/gated-form";
import { Deferred } from "~/components/ui/deferred";
import { getEnv } from "~/config/env.server";
import { pageMeta } from "~/domains/content/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta(location.pathname, matches);

const BUILT_IN_QUESTIONNAIRE = "/forms/enneagram/questionnaire";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireSignedInForForm(request);
  const { gate } = await formGateData(request, user, "enneagram");
  // The external form's address is sent only to someone who may fill it in.
  const urlFor = (resolved: FormGate) =>
    resolved.state === "open" ? (getEnv().ENNEAGRAM_FORM_URL ?? BUILT_IN_QUESTIONNAIRE) : null;
  const questionnaireUrl = gate instanceof Promise ? gate.then(urlFor) : urlFor(gate);
  return data({ gate, questionnaireUrl }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function EnneagramAccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <GatedForm gate={loaderData.gate}>
      {() => (
        // Resolves with the gate, so this never shows a second skeleton.
        <Deferred value={loaderData.questionnaireUrl} fallback={null}>
          {(url) => <AccessGranted questionnaireUrl={url ?? BUILT_IN_QUESTIONNAIRE} />}
        </Deferred>
      )}
    </GatedForm>
  );
}
