import { writtenFormTypes, type FormType, type WrittenFormType } from "~/shared/form-types";
import { deathGriefForm } from "./death-grief/form";
import { depressionForm } from "./depression/form";
import { enneagramForm } from "./enneagram/form";
import type { FormDetails, WrittenFormDetails } from "./form-definition";
import { marriageForm } from "./marriage/form";
import { mentalHealthWellbeingForm } from "./mental-health-wellbeing/form";

/**
 * Every written form's definition, one folder each. Typed by the shared list of
 * written forms, so a form added there without its folder does not compile.
 */
export const writtenForms: Record<WrittenFormType, WrittenFormDetails> = {
  marriage: marriageForm,
  "death-grief": deathGriefForm,
  depression: depressionForm,
  "mental-health-wellbeing": mentalHealthWellbeingForm,
};

/** Every form's definition, written or not. */
export const formDefinitions: Record<FormType, FormDetails> = { ...writtenForms, enneagram: enneagramForm };

/** The written forms' definitions in the store's order. */
export const writtenFormList: readonly WrittenFormDetails[] = writtenFormTypes.map((formType) => writtenForms[formType]);
