import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/database.server";
import { assessmentSubmissions, entitlements } from "~/db/schema";
import { openText, sealingKey } from "~/security/sealing.server";
import { isWrittenFormType, type FormType } from "~/shared/form-types";
import { currentBankVersion, draftAnswersSchema, isEnneagramAnswers, type QuestionnaireAnswers } from "./assessment-answers";
import { submissionContext } from "./answer-encryption.server";
import { getQuestionBank } from "./banks/all-banks";
import { loadDraft } from "./load-draft.server";
import { questionIds } from "./question-bank";
import { saveDraft, type SaveDraftResult } from "./save-draft.server";
import { scaleItemIds } from "./scales/scale-definitions";

/** The client's last sent answers to a written form: what a new copy of that form may start from. */
export type EarlierAnswers = { submissionId: string; submittedAt: Date };

/**
 * A report bought for a topic the client has already answered reuses those answers
 * (docs/product.md): the newest submission of this form by this account from another purchase
 * than the open copy's. Copies bought together (two of one form in one order) are for separate
 * tellings, often separate people, so the next of them starts empty (spec section 4).
 */
export async function findEarlierAnswers(userId: string, formType: FormType, openEntitlementId: string): Promise<EarlierAnswers | null> {
  // Only a written form offers its earlier answers (ADR 0042): ratings hold no words to spare rewriting.
  if (!isWrittenFormType(formType)) return null;
  const openOrder = getDb().select({ orderId: entitlements.orderId }).from(entitlements).where(eq(entitlements.id, openEntitlementId));
  const [row] = await getDb()
    .select({ submissionId: assessmentSubmissions.id, submittedAt: assessmentSubmissions.submittedAt })
    .from(assessmentSubmissions)
    .innerJoin(entitlements, eq(entitlements.id, assessmentSubmissions.entitlementId))
    .where(
      and(
        eq(assessmentSubmissions.userId, userId),
        eq(assessmentSubmissions.formType, formType),
        sql`${entitlements.orderId} is distinct from (${openOrder})`,
      ),
    )
    .orderBy(desc(assessmentSubmissions.submittedAt))
    .limit(1);
  return row ?? null;
}

export type ReuseResult = SaveDraftResult | { outcome: "not-found" } | { outcome: "has-draft" };

/**
 * Starts an open copy's draft from one of the client's own earlier submissions of the same form,
 * to read through and change before sending. Only the questions and scale items today's form
 * asks are kept (an older wording's extra answers are dropped); the completion date is left for
 * the client to fill, since this is a new completion. The save itself is an ordinary draft save:
 * same access checks, same safety screen.
 */
export async function startDraftFromEarlierAnswers(input: {
  userId: string;
  formType: FormType;
  entitlementId: string;
  submissionId: string;
}): Promise<ReuseResult> {
  if (!isWrittenFormType(input.formType)) return { outcome: "not-found" };
  const [row] = await getDb()
    .select()
    .from(assessmentSubmissions)
    .where(
      and(
        eq(assessmentSubmissions.id, input.submissionId),
        eq(assessmentSubmissions.userId, input.userId),
        eq(assessmentSubmissions.formType, input.formType),
      ),
    );
  if (!row) return { outcome: "not-found" };
  // Never over what the client has begun writing in this copy.
  if (await loadDraft(input.userId, input.entitlementId)) return { outcome: "has-draft" };
  const earlier = JSON.parse(openText(row.sealedAnswers, sealingKey(), submissionContext(row.id))) as QuestionnaireAnswers;
  if (isEnneagramAnswers(earlier)) return { outcome: "not-found" };

  const bank = getQuestionBank(input.formType);
  const asked = new Set<string>(questionIds(bank));
  // The scales only: the risk screen asks about the past few weeks and now, so a new copy asks it afresh (ADR 0058).
  const askedItems = new Set<string>(scaleItemIds(bank.scales));
  // What the client wrote, field by field: a stored submission also carries what was computed
  // from it (the scale scores), which a draft does not hold.
  const answers: QuestionnaireAnswers = {
    email: earlier.email,
    ...(earlier.firstName === undefined ? {} : { firstName: earlier.firstName }),
    ...(earlier.phone === undefined ? {} : { phone: earlier.phone }),
    ...(earlier.phoneConsent === undefined ? {} : { phoneConsent: earlier.phoneConsent }),
    completionDate: "",
    responses: Object.fromEntries(Object.entries(earlier.responses).filter(([id]) => asked.has(id))),
    scales: Object.fromEntries(Object.entries(earlier.scales ?? {}).filter(([id]) => askedItems.has(id))),
  };
  return saveDraft({
    userId: input.userId,
    formType: input.formType,
    entitlementId: input.entitlementId,
    bankVersion: currentBankVersion(input.formType),
    writerId: `reuse-${row.id}`.slice(0, 64),
    writerSeq: 0,
    answers: draftAnswersSchema(input.formType).parse(answers),
  });
}
