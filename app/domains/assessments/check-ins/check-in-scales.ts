import type { FormType } from "~/shared/form-types";
import { getQuestionBank } from "../banks/all-banks";
import { isQuestionnaireFormType } from "../question-bank";
import { scaleIds, type ScaleId } from "../scales/scale-definitions";

/**
 * The scales a check-in asks again (issue 33): the WHO-5 always, then the PHQ-9 and the GAD-7
 * where the client's form asks them, in the form's order after the WHO-5. Today's bank decides,
 * so a client who answered an early version without scales still gets the WHO-5. The Enneagram
 * asks no wellbeing scale and has no check-ins: empty.
 */
export function checkInScaleIds(formType: FormType): ScaleId[] {
  if (!isQuestionnaireFormType(formType)) return [];
  const asked = getQuestionBank(formType).scales.filter((id) => id !== "who-5");
  return ["who-5", ...asked].filter((id): id is ScaleId => (scaleIds as readonly string[]).includes(id));
}
