// The model drafter's token budget (issue 30, ADR 0068): drafts every report the four written forms
// owe for the largest submission each allows (every answer at 5,000 characters), with the model
// drafter configured for an 8,192-token server and pointed at a local fake that answers like the
// template drafter, and prints each call's prompt and answer tokens against the context; the
// Enneagram Report too, from every statement rated (its evidence has a fixed size). Tokens are
// estimated as the part planner estimates them, erring high (`token-estimate.ts`), and counted
// with GPT-4o's tokenizer (gpt-tokenizer, o200k, offline), which the estimate must not fall below.
// `npm run bench:model-tokens`; MODEL_MAX_OUTPUT_TOKENS=4096 sets REPORT_AI_MAX_OUTPUT_TOKENS.
import { pathToFileURL } from "node:url";
import { enneagramVersion } from "~/domains/assessments/enneagram/statements";
import { prepareEvidence } from "~/domains/assessments/evidence/prepare-evidence";
import { formDefinitions } from "~/domains/assessments/forms/all-forms";
import { sampleEnneagramRatings } from "~/domains/assessments/samples/fictional-answers";
import { verifyReport } from "~/domains/reports/verify/verify-report";
import { writtenFormTypes } from "~/shared/form-types";
import { largestEvidence } from "../tests/support/largest-submission";
import { startFakeModelDrafter } from "./report-quality/fake-model-drafter";
import { tokenFigures } from "./report-quality/token-figures";
import { printSummary, recordFigure, type SummaryRow } from "./support/bench-summary";

export async function benchModelTokens(): Promise<SummaryRow[]> {
  const maxOutput = process.env.MODEL_MAX_OUTPUT_TOKENS;
  const fake = await startFakeModelDrafter(maxOutput ? { REPORT_AI_MAX_OUTPUT_TOKENS: maxOutput } : {});
  console.log(`\nModel drafter token budget: the largest submission of each written form, 8,192-token context, max_tokens ${maxOutput ?? "unset (2,048 planned)"}`);
  let failures = 0;
  try {
    for (const formType of writtenFormTypes) {
      const evidence = largestEvidence(formType);
      console.log(`  ${formType}: ${evidence.questions.length} questions, ${evidence.sentences.length} sentences, ${evidence.sentences.reduce((n, s) => n + s.text.length, 0)} characters`);
      for (const kind of formDefinitions[formType].reportsOwed) {
        const { document } = await fake.drafter.draft({ kind, evidence });
        const verification = verifyReport(document, evidence);
        failures += verification.failures.length;
        for (const failure of verification.failures) console.log(`  verification: ${formType} ${kind} ${failure.rule}: ${failure.message}`);
      }
    }
    const enneagram = prepareEvidence({ submissionId: "largest-enneagram", formType: "enneagram", bankVersion: enneagramVersion, submittedAt: new Date("2026-11-20T15:00:00Z"), answers: sampleEnneagramRatings });
    const { document } = await fake.drafter.draft({ kind: "enneagram", evidence: enneagram });
    const verification = verifyReport(document, enneagram);
    failures += verification.failures.length;
    for (const failure of verification.failures) console.log(`  verification: enneagram ${failure.rule}: ${failure.message}`);
  } finally {
    await fake.close();
  }
  return [
    ...tokenFigures(fake.calls, fake.contextTokens),
    { figure: "Verification failures, largest submissions (stand-in model)", measured: String(failures), target: "0", verdict: failures === 0 ? "PASS" : "OVER" },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  (await benchModelTokens()).forEach(recordFigure);
  if (!printSummary()) process.exitCode = 1;
}
