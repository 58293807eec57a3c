import { checkFormAccess } from "~/domains/assessments/form-access.server";
import type { ReportsAccess } from "./reports-access";
import { formTypes } from "~/shared/form-types";

/**
 * The form cards' access, from the same server rule the gate uses. A failed
 * check counts as no access (checkFormAccess logs it), so a card offers the
 * purchase rather than a form the gate would refuse.
 */
export async function loadReportsAccess(userId: string): Promise<ReportsAccess> {
  const checks = await Promise.all(
    formTypes.map(async (formType) => [formType, (await checkFormAccess(userId, formType)).kind !== "none"] as const),
  );
  return Object.fromEntries(checks) as ReportsAccess;
}
