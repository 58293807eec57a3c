import { History } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import type { OpenFormGate } from "./form-gate";

const NETWORK_ERROR = "We could not reach the store. Please check your connection and try again.";

/**
 * A new copy of a form the client has sent before: offer to start from those answers, to read
 * through and change before sending, or to start empty (docs/product.md). Starting from them saves
 * them as this copy's draft on the server, then the page reloads its gate and opens the form with
 * them in it; starting empty simply shows the form.
 */
export function ReuseAnswersChoice({ gate, children }: { gate: OpenFormGate; children: ReactNode }) {
  const earlier = gate.draft ? null : gate.earlierAnswers;
  const [startEmpty, setStartEmpty] = useState(false);
  if (!earlier || startEmpty) return children;
  return <ReuseAnswersCard gate={gate} earlier={earlier} onStartEmpty={() => setStartEmpty(true)} />;
}

type Earlier = NonNullable<OpenFormGate["earlierAnswers"]>;

function ReuseAnswersCard({ gate, earlier, onStartEmpty }: { gate: OpenFormGate; earlier: Earlier; onStartEmpty: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();

  async function reuse() {
    setPending(true);
    setError(null);
    try {
      const response = await fetch("/api/assessments/drafts/reuse", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ formType: gate.formType, entitlementId: gate.entitlementId, submissionId: earlier.submissionId }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        setError(body?.error ?? NETWORK_ERROR);
        return;
      }
      await revalidator.revalidate();
    } catch {
      setError(NETWORK_ERROR);
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="reuse-heading" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-stone-300 bg-white p-6 shadow-sm sm:p-8">
        <History aria-hidden="true" className="size-10 text-accent-strong" />
        <h1 id="reuse-heading" className="mt-4 font-serif text-3xl text-ink">
          You have answered this questionnaire before
        </h1>
        <p className="mt-3 text-lg">
          You sent your answers to the {gate.formName} on {earlier.sentOn}. This copy can start from them: you can read
          them through and change anything before you send it. Or you can start with an empty form.
        </p>
        {error ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button onClick={reuse} disabled={pending} aria-busy={pending}>
            {pending ? "Starting from your answers…" : "Start from my earlier answers"}
          </Button>
          <Button variant="secondary" onClick={onStartEmpty} disabled={pending}>
            Start with an empty form
          </Button>
        </div>
      </div>
    </section>
  );
}
