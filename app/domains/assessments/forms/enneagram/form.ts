import { defineForm } from "../form-definition";

/**
 * The Enneagram is rated, not written: its statements, their versions and its
 * scoring are in app/domains/assessments/enneagram/, and its pages are its own.
 */
export const enneagramForm = defineForm("enneagram", {
  name: "Enneagram Assessment",
  description: "Discover your Enneagram type, your wing, and what drives the way you think and feel.",
  sentSentence: "Your Enneagram questionnaire has been sent.",
  productId: "enneagram-report",
  reportsOwed: ["enneagram"],
});
