import { replace } from "react-router";
import { logger } from "~/config/logger.server";
import { getCurrentUser, type CurrentUser } from "~/domains/accounts/current-user.server";
import { signInPathFor } from "~/domains/accounts/staff/roles.server";
import { answersFitCurrentVersion, currentBankVersion } from "~/domains/assessments/assessment-answers";
import { checkFormAccess } from "~/domains/assessments/form-access.server";
import { formDetails } from "~/domains/assessments/form-details";
import { loadDraft } from "~/domains/assessments/load-draft.server";
import { findEarlierAnswers } from "~/domains/assessments/reuse-answers.server";
import { loadClientTimeZone } from "~/domains/backoffice/staff-time-zone.server";
import { formatPrice } from "~/domains/catalog/format-price";
import { getProduct } from "~/domains/catalog/products";
import type { FormGate } from "./form-gate";
import { formatLongDate } from "~/shared/dates";
import { type FormType } from "~/shared/form-types";

/**
 * The spec's access gate, on the server (section 2). Signed out: to /auth,
 * replacing this history entry, and back here after sign-in. Composes the
 * accounts, assessments and catalogue domains, so it lives beside the pages.
 */
export async function requireSignedInForForm(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  throw replace(signInPathFor(request));
}

/** The label on the Access Required card's purchase button, priced from the catalogue. */
export function purchaseLabel(formType: FormType): string {
  const details = formDetails[formType];
  const product = getProduct(details.purchase.productId);
  return `Purchase ${details.name} - ${product ? formatPrice(product.priceCents) : ""}`.trim();
}

/**
 * What the page may show this user for this form, its days in her zone (ADR 0072). Any failure
 * counts as no access and is logged.
 */
export async function loadFormGate(user: CurrentUser, formType: FormType, zone = "UTC"): Promise<FormGate> {
  const base = { formType, formName: formDetails[formType].name };
  const noAccess: FormGate = { ...base, state: "no-access", purchaseLabel: purchaseLabel(formType) };
  try {
    const access = await checkFormAccess(user.id, formType);
    if (access.kind === "none") return noAccess;
    if (access.kind === "all-sent") {
      const lastSent = access.copies.reduce((latest, copy) => Math.max(latest, copy.submittedAt?.getTime() ?? 0), 0);
      return { ...base, state: "all-sent", lastSentOn: formatLongDate(new Date(lastSent), zone), purchaseLabel: purchaseLabel(formType) };
    }
    const draft = await loadDraft(user.id, access.open.entitlementId);
    const bankVersion = currentBankVersion(formType);
    const earlier = draft ? null : await findEarlierAnswers(user.id, formType, access.open.entitlementId);
    return {
      ...base,
      state: "open",
      entitlementId: access.open.entitlementId,
      copy: { position: access.copies.indexOf(access.open) + 1, total: access.copies.length },
      bankVersion,
      accountEmail: user.email,
      // A draft written against other questions is not offered back under new ones; one whose
      // wording changed in spelling only (same ids, same scales) is carried forward, so nothing typed is lost.
      draft: draft && answersFitCurrentVersion(formType, draft.bankVersion) ? draft.answers : null,
      draftSavedAt: draft ? draft.savedAt.toISOString() : null,
      earlierAnswers: earlier ? { submissionId: earlier.submissionId, sentOn: formatLongDate(earlier.submittedAt, zone) } : null,
    };
  } catch (error) {
    logger.error({ err: error, userId: user.id, formType }, "form gate failed; treating as no access");
    return noAccess;
  }
}

/** An in-app navigation or revalidation (React Router's "/page.data"), as opposed to a full page load. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * The gate for a page's loader. An in-app navigation streams it, so the
 * skeleton shows while the check runs. A full page load waits for it (a few
 * milliseconds): a streamed boundary that races hydration can briefly show
 * the gated content twice.
 */
export async function formGateData(
  request: Request,
  user: CurrentUser,
  formType: FormType,
): Promise<{ gate: FormGate | Promise<FormGate> }> {
  // The gate decides access: a zone that cannot be read must not turn it into an error page.
  const zone = loadClientTimeZone(request).catch(() => "UTC");
  const pending = zone.then((known) => loadFormGate(user, formType, known));
  return { gate: isDataRequest(request) ? pending : await pending };
}
