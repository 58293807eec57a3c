import { z } from "zod";
import { grantComplimentaryAccess } from "~/domains/backoffice/clients.server";
import { grantsFor } from "~/domains/catalog/grants";
import { getProduct, products } from "~/domains/catalog/products";
import type { StaffActor } from "~/security/staff-audit.server";
import { isCategoryId } from "~/shared/categories";

export const REASON_MIN = 5;
export const REASON_MAX = 500;

const grantForm = z.object({
  productId: z.string().refine((id) => products.some((product) => product.id === id), "Please choose what to grant."),
  category: z.string().optional(),
  reason: z
    .string()
    .trim()
    .min(REASON_MIN, "Please say why this access is given, in a few words.")
    .max(REASON_MAX, `Please keep the reason under ${REASON_MAX} characters.`),
});

export type GrantResult = { ok: true; forms: number } | { ok: false; errors: Record<string, string>; values: Record<string, string> } | null;

/**
 * "Grant access by hand": what a purchase of the chosen product would open,
 * given free, with the reason kept. Null for no such client.
 */
export async function grantAccessFromForm(userId: string, form: FormData, staff: StaffActor): Promise<GrantResult> {
  const values = Object.fromEntries(["productId", "category", "reason"].map((name) => [name, String(form.get(name) ?? "").slice(0, REASON_MAX + 100)]));
  const parsed = grantForm.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const product = getProduct(values.productId ?? "");
  const category = isCategoryId(values.category) ? values.category : null;
  if (product?.needsCategory && !category) errors.category = "Please choose the topic.";
  if (!parsed.success || Object.keys(errors).length > 0 || !product) return { ok: false, errors, values };
  const granted = await grantComplimentaryAccess({
    userId,
    grants: grantsFor(product.id, product.needsCategory ? category : null),
    reason: parsed.data.reason,
    staff,
  });
  return granted ? { ok: true, forms: granted.length } : null;
}
