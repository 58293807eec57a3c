import { fictionalScaleAnswers } from "./fictional-answers";
import { randomUUID } from "node:crypto";
import { getDb } from "~/db/database.server";
import * as schema from "~/db/schema";
import { draftContext, submissionContext } from "~/domains/assessments/answer-encryption.server";
import { sealText, sealingKey } from "~/security/sealing.server";
import { getQuestionBank } from "~/domains/assessments/banks/all-banks";
import { currentBankVersion } from "~/domains/assessments/assessment-answers";
import { questionIds, type QuestionnaireFormType } from "~/domains/assessments/question-bank";
import { type FormType } from "~/shared/form-types";
import type { UserRole } from "~/shared/staff/staff-access";

/**
 * Factories for database tests about questionnaires: people, paid copies and
 * stored (sealed) drafts and submissions, written straight to the tables the
 * way the app stores them, so a test needs no browser and no payment.
 */
const short = () => randomUUID().slice(0, 8);

export async function makeUser<Role extends UserRole = "client">(email: string, role?: Role): Promise<{ userId: string; email: string; role: Role }> {
  const userId = `user-${short()}`;
  const given = (role ?? "client") as Role;
  await getDb().insert(schema.users).values({ id: userId, name: email, email, emailVerified: true, role: given });
  return { userId, email, role: given };
}

/** A paid copy of one form: order, line, entitlement and form_access. `userId` null makes a guest's copy. */
export async function givePaidCopy(input: { email: string; userId: string | null; formType: FormType }): Promise<string> {
  const [entitlementId] = await givePaidCopies(input, 1);
  return entitlementId!;
}

/** `count` paid copies of one form bought together: one order and line, an entitlement and form_access each. */
export async function givePaidCopies(input: { email: string; userId: string | null; formType: FormType }, count: number): Promise<string[]> {
  const db = getDb();
  const orderId = `order-${short()}`;
  const lineId = `line-${short()}`;
  await db.insert(schema.orders).values({
    id: orderId,
    email: input.email,
    userId: input.userId,
    status: "paid",
    amountCents: 1499 * count,
    provider: "sandbox",
    providerSessionId: `cs-${short()}`,
    paidAt: new Date(),
  });
  await db.insert(schema.orderLines).values({
    id: lineId,
    orderId,
    productId: "catharsis",
    productName: "Catharsis Report",
    serviceType: "Report",
    category: null,
    unitPriceCents: 1499,
    quantity: count,
    grants: [{ formType: input.formType, reportsOwed: ["catharsis"] }],
  });
  const entitlementIds: string[] = [];
  for (let unitIndex = 0; unitIndex < count; unitIndex += 1) {
    const entitlementId = `ent_${short()}`;
    await db.insert(schema.entitlements).values({
      id: entitlementId,
      orderId,
      orderLineId: lineId,
      unitIndex,
      formType: input.formType,
      reportsOwed: ["catharsis"],
      email: input.email,
      userId: input.userId,
    });
    await db.insert(schema.formAccess).values({
      id: `fa_${short()}`,
      entitlementId,
      email: input.email,
      userId: input.userId,
      formType: input.formType,
      paymentStatus: "paid",
    });
    entitlementIds.push(entitlementId);
  }
  return entitlementIds;
}

/** Every question and scale item of a written form answered; `overrides` replaces some answers (q1: "..."). */
export function writtenAnswers(formType: QuestionnaireFormType, overrides: Record<string, string> = {}, email = "client@example.com") {
  const responses = Object.fromEntries(questionIds(getQuestionBank(formType)).map((id) => [id, `My answer to ${id}.`]));
  return { email, completionDate: "2026-03-01", responses: { ...responses, ...overrides }, scales: fictionalScaleAnswers(formType) };
}

export async function storeSubmission(input: {
  entitlementId: string;
  userId: string | null;
  email: string;
  formType: FormType;
  answers: unknown;
  bankVersion?: string;
  safetyCategories?: string[];
  /** The review tier's categories (ADR 0059): non-empty makes a submission "read first". */
  reviewRiskCategories?: string[];
  submittedAt?: Date;
  status?: "received" | "in-review" | "completed";
}): Promise<string> {
  const id = randomUUID();
  const categories = input.safetyCategories ?? [];
  await getDb()
    .insert(schema.assessmentSubmissions)
    .values({
      id,
      entitlementId: input.entitlementId,
      userId: input.userId,
      email: input.email,
      formType: input.formType,
      bankVersion: input.bankVersion ?? currentBankVersion(input.formType),
      sealedAnswers: sealText(JSON.stringify(input.answers), sealingKey(), submissionContext(id)),
      safetyCategories: categories,
      urgent: categories.length > 0,
      reviewRiskCategories: input.reviewRiskCategories ?? [],
      submittedAt: input.submittedAt ?? new Date(),
      status: input.status ?? "received",
    });
  return id;
}

export async function storeDraft(input: { entitlementId: string; userId: string; formType: FormType; answers: unknown }) {
  await getDb()
    .insert(schema.assessmentDrafts)
    .values({
      entitlementId: input.entitlementId,
      userId: input.userId,
      formType: input.formType,
      bankVersion: currentBankVersion(input.formType),
      sealedAnswers: sealText(JSON.stringify(input.answers), sealingKey(), draftContext(input.entitlementId)),
      answeredCount: 1,
      writerId: `writer-${short()}`,
      writerSeq: 1,
    });
}
