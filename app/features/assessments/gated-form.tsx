import type { ReactNode } from "react";
import { Deferred } from "~/components/ui/deferred";
import { AccessRequiredCard } from "./access-required-card";
import { AllSentCard } from "./all-sent-card";
import type { FormGate, OpenFormGate } from "./form-gate";
import { FormSkeleton } from "./form-skeleton";
import { ReuseAnswersChoice } from "./reuse-answers-card";

/**
 * The access gate's three visible states (spec section 2): a skeleton while
 * the check streams in, the Access Required card, or the form (offered first to start
 * from the client's earlier answers, when they have sent this form before). On an in-app
 * navigation the loader sends the check as a promise, so the skeleton shows
 * while it runs; a full page load arrives with it already decided.
 */
export function GatedForm({ gate, children }: { gate: FormGate | Promise<FormGate>; children: (open: OpenFormGate) => ReactNode }) {
  return (
    <Deferred value={gate} fallback={<FormSkeleton />}>
      {(resolved) => {
        if (resolved.state === "no-access") return <AccessRequiredCard formName={resolved.formName} purchaseLabel={resolved.purchaseLabel} />;
        if (resolved.state === "all-sent") return <AllSentCard {...resolved} />;
        return <ReuseAnswersChoice gate={resolved}>{children(resolved)}</ReuseAnswersChoice>;
      }}
    </Deferred>
  );
}
