import { z } from "zod";
import { ASQ_ACUTE_ITEM_ID, ASQ_ITEM_IDS, ASQ_NO, ASQ_YES, asqScreensPositive } from "../scales/asq";
import { scaleDefinitions, type ScaleId } from "../scales/scale-definitions";

/** The one open question of every check-in (issue 33); product.md quotes it. */
export const CHECK_IN_OPEN_QUESTION = "What has changed since your report?";
export const CHECK_IN_OPEN_FIELD = "changes";
/** Room for a few paragraphs; a check-in is short. */
export const CHECK_IN_OPEN_MAX = 4_000;

export type CheckInAnswers = { scales: Record<string, number>; changes: string };
export type CheckInParse = { ok: true; answers: CheckInAnswers } | { ok: false; errors: Record<string, string>; chosen: Record<string, number> };

export const CHOOSE_ONE = "Please choose an answer.";

/**
 * Reads a check-in's posted form against the scales it asks (zod, on the server): every item of
 * each scale and ASQ questions 1–4 answered with a value the question offers, question 5 answered
 * exactly when one of 1–4 is yes, and an open answer of at most CHECK_IN_OPEN_MAX characters
 * (it may be empty: "nothing much" is an answer too). Errors are keyed by item id.
 */
export function parseCheckInForm(form: FormData, scaleIds: readonly ScaleId[]): CheckInParse {
  const chosen: Record<string, number> = {};
  const errors: Record<string, string> = {};
  const read = (itemId: string, allowed: readonly number[]) => {
    const parsed = z.coerce.number().int().refine((value) => allowed.includes(value)).safeParse(form.get(itemId) ?? undefined);
    if (parsed.success) chosen[itemId] = parsed.data;
    else errors[itemId] = CHOOSE_ONE;
  };
  for (const scaleId of scaleIds) {
    const scale = scaleDefinitions[scaleId];
    const values = scale.options.map((option) => option.value);
    for (const item of scale.items) read(item.id, values);
  }
  for (const itemId of ASQ_ITEM_IDS) if (itemId !== ASQ_ACUTE_ITEM_ID) read(itemId, [ASQ_YES, ASQ_NO]);
  // Question 5 only after a yes: asked then, and never kept otherwise.
  if (asqScreensPositive(chosen)) read(ASQ_ACUTE_ITEM_ID, [ASQ_YES, ASQ_NO]);

  const changes = z.string().max(CHECK_IN_OPEN_MAX).safeParse(form.get(CHECK_IN_OPEN_FIELD) ?? "");
  if (!changes.success) errors[CHECK_IN_OPEN_FIELD] = `Please keep this to ${CHECK_IN_OPEN_MAX.toLocaleString("en-US")} characters.`;
  if (Object.keys(errors).length > 0 || !changes.success) return { ok: false, errors, chosen };
  return { ok: true, answers: { scales: chosen, changes: changes.data.trim() } };
}
