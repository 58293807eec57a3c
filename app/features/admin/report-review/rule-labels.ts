import type { VerificationRule } from "~/domains/reports/verify/verification-types";

/** Each verification rule in words for the reviewer (the failure's own message gives the detail). */
export const verificationRuleLabels: Record<VerificationRule, string> = {
  schema: "The report is not complete",
  "quote-mismatch": "A quote does not match the client's sentence",
  "unknown-sentence": "Cites a sentence that is not in these answers",
  "claim-without-evidence": "A statement about the client cites no sentence",
  "quote-in-prose": "Quotes the client inside ordinary text",
  "missing-section": "A required section is missing",
  "safety-flag-missing": "A safety flag is missing from the brief",
  "safety-flag-removed": "A safety flag was removed",
  diagnosis: "Reads as a diagnosis",
  medication: "Gives medication advice",
  "crisis-resources": "Crisis resources are missing",
  disclaimers: "The disclaimers are missing",
  "plan-length": "The plan has the wrong number of steps",
  "scale-scores": "The scale scores differ from the answers or are missing",
  "risk-sentence-placement": "A sentence about risk is quoted outside the help-now section and the brief",
  "role-misfit": "A sentence is offered as a help or a goal that is not one",
};

export const reportEventLabels: Record<string, string> = {
  received: "Received",
  drafted: "Drafted",
  verified: "Verified: passes",
  "verification-failed": "Verification found problems",
  edited: "Section edited",
  "section-accepted": "Section accepted",
  redrafted: "Section re-drafted",
  "sent-back": "Sent back",
  approved: "Approved",
  rendered: "PDF made",
  delivered: "Delivered",
  downloaded: "Downloaded",
};

export const reportStageLabels: Record<string, string> = {
  drafting: "Being drafted",
  "in-review": "Ready for review",
  "sent-back": "Sent back, being drafted again",
  approved: "Approved, rendering",
  delivered: "Delivered",
};
