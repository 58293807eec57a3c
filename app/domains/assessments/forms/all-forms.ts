import { type FormType } from "~/shared/form-types";
import { deathGriefForm } from "./death-grief/form";
import { depressionForm } from "./depression/form";
import { enneagramForm } from "./enneagram/form";
import type { FormDetails } from "./form-definition";
import { marriageForm } from "./marriage/form";
import { mentalHealthWellbeingForm } from "./mental-health-wellbeing/form";

/**
 * Every form's definition, one folder each, without the question banks (those are
 * listed in ../banks/all-banks.ts), so a page that only names or sells forms does
 * not carry every question to the browser. Keyed by form type, so a form added to
 * the vocabulary without its folder does not compile.
 */
export const formDefinitions: Record<FormType, FormDetails> = {
  marriage: marriageForm,
  "death-grief": deathGriefForm,
  depression: depressionForm,
  "mental-health-wellbeing": mentalHealthWellbeingForm,
  enneagram: enneagramForm,
};
