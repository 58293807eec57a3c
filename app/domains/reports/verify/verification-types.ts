import { z } from "zod";

/**
 * The rules a draft must pass before a reviewer may approve it (ADR 0024;
 * docs/report-style.md marks them ✓). Stored as text with each failure: add a
 * rule here, never rename one.
 */
export const verificationRules = [
  "schema",
  "quote-mismatch",
  "unknown-sentence",
  "claim-without-evidence",
  "quote-in-prose",
  "missing-section",
  "safety-flag-missing",
  "safety-flag-removed",
  "diagnosis",
  "medication",
  "crisis-resources",
  "disclaimers",
  "plan-length",
  "scale-scores",
  "risk-sentence-placement",
  "role-misfit",
] as const;
export type VerificationRule = (typeof verificationRules)[number];

/**
 * One broken rule. The message names sections, blocks and sentence ids only,
 * never the client's words: failures are stored in plain jsonb
 * (`reports.verification_failures`) and shown on the review page.
 */
export const verificationFailureSchema = z.strictObject({
  rule: z.enum(verificationRules),
  sectionId: z.string().nullable(),
  sentenceId: z.string().optional(),
  message: z.string(),
});
export type VerificationFailure = z.infer<typeof verificationFailureSchema>;

export type VerificationResult = { ok: boolean; failures: VerificationFailure[] };

/** Reads failures back from `reports.verification_failures`. */
export const storedFailuresSchema = z.array(verificationFailureSchema);
